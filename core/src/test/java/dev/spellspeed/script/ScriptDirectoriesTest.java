package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.script.sandbox.SandboxOptions;

class ScriptDirectoriesTest {

    @TempDir
    Path tmp;

    private Path dir(String name, String... files) throws IOException {
        Path d = Files.createDirectories(tmp.resolve(name));
        for (String f : files) {
            Files.writeString(d.resolve(f), "-- " + name + "/" + f + "\nsource_dir = '" + name + "'\n");
        }
        return d;
    }

    @Test
    void userDirectoriesComeFirstAndEachFileIsLookedUpOnItsOwn() throws IOException {
        Path user1 = dir("user1", "c1.lua");
        Path user2 = dir("user2", "c1.lua", "c2.lua");
        Path bundled = dir("bundled", "c1.lua", "c2.lua", "c3.lua");
        ScriptDirectories dirs = ScriptDirectories.of(List.of(user1, user2), bundled);
        assertEquals(List.of(user1, user2, bundled), dirs.searchOrder());
        assertEquals(Optional.of(user1.resolve("c1.lua")), dirs.find("c1.lua"));
        assertEquals(Optional.of(user2.resolve("c2.lua")), dirs.find("c2.lua"));
        assertEquals(Optional.of(bundled.resolve("c3.lua")), dirs.find("c3.lua"));
        assertEquals(Optional.empty(), dirs.find("c4.lua"));
    }

    @Test
    void explainListsSupplierAndSearchedDirectories() throws IOException {
        Path user = dir("user");
        Path bundled = dir("bundled", "c2.lua");
        Path other = dir("other", "c2.lua");
        ScriptLookup lookup = ScriptDirectories.of(List.of(user, other), bundled).explain("c2.lua");
        assertEquals(Optional.of(other.resolve("c2.lua")), lookup.supplier());
        assertEquals(3, lookup.searched().size());
        assertFalse(lookup.searched().get(0).present());
        assertTrue(lookup.searched().get(2).bundled());
        String text = lookup.explain();
        assertTrue(text.startsWith("c2.lua: loaded from " + other.resolve("c2.lua")), text);
        assertTrue(text.contains("1. " + user + " (user): no such file"), text);
        assertTrue(text.contains("2. " + other + " (user): found, used"), text);
        assertTrue(text.contains("3. " + bundled + " (bundled): found, shadowed"), text);
        assertTrue(ScriptDirectories.bundledOnly(bundled).explain("c9.lua").explain().contains("not found"));
    }

    @Test
    void onlyPlainFileNames() {
        ScriptDirectories dirs = ScriptDirectories.bundledOnly(tmp);
        assertThrows(IllegalArgumentException.class, () -> dirs.find("../c1.lua"));
        assertThrows(IllegalArgumentException.class, () -> dirs.find("sub/c1.lua"));
        assertThrows(IllegalArgumentException.class, () -> dirs.explain(".."));
    }

    @Test
    void hostLoadsPreludeAndCardsFromTheFirstDirectoryHoldingEach() throws IOException {
        Path bundled = Path.of("../scripts");
        Path user = dir("user", "c7.lua");
        Files.writeString(user.resolve("utility.lua"), "Auxiliary = {} aux = Auxiliary user_utility = true\n");
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(user), bundled), SandboxOptions.defaults());
        DuelScripts duel = host.openDuel();
        assertTrue(duel.globals().get("user_utility").toboolean(), "user utility.lua overrides the bundled one");
        assertEquals(1, duel.globals().get("LOCATION_DECK").toint(), "constant.lua still comes from the bundle");
        duel.loadCardScript(7);
        assertEquals("user", duel.globals().get("source_dir").tojstring());
        assertTrue(host.explain("procedure.lua").supplier().isEmpty() || Files.exists(bundled.resolve("procedure.lua")));
    }
}
