package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.script.sandbox.SandboxOptions;

/** Shared helper files: require, dofile and loadfile reach the script directories' .lua files and nothing else. */
class ScriptIncludesTest {

    private final ScriptHost host = DuelScriptsTest.host();
    private final DuelScripts duel = host.openDuel();

    private Varargs run(DuelScripts d, String source) {
        return d.call(0, CallbackRole.OPERATION, d.globals().load(source, "=include"), LuaValue.NONE);
    }

    private String failure(String source) {
        return assertThrows(ScriptException.class, () -> run(duel, source)).error().message();
    }

    @Test
    void aCardScriptLoadsItsSetsSharedHelperAsInTheClient() {
        duel.initialEffect(106, DuelScriptsTest.card(duel, 106, "x"));
        assertEquals(42, duel.globals().get("c106").get("answer").toint());
        assertTrue(duel.globals().get("os").isnil(), "require('os') leaves os absent");
        assertTrue(duel.loadedFiles().stream().anyMatch(f -> f.endsWith("shared_helper.lua")),
                "a replay records the helper's hash and test --watch re-runs the card's tests when it changes");
    }

    @Test
    void requireRunsAFileOncePerDuelAndReturnsItsValue() {
        assertEquals(42, run(duel, "local h = require('shared_helper') return h.answer()").arg1().toint());
        assertEquals(1, run(duel, "require('script/shared_helper') require('./expansions/script/shared_helper') "
                + "return SharedHelper.loads").arg1().toint());
        assertEquals(2, run(duel, "dofile('shared_helper.lua') return SharedHelper.loads").arg1().toint(),
                "dofile runs the file every time");
        assertEquals(1, run(host.openDuel(), "require('shared_helper') return SharedHelper.loads").arg1().toint(),
                "another duel loads it for itself");
    }

    @Test
    void loadfileReturnsTheChunkOrNilAndAMessage() {
        assertEquals(42, run(duel, "return loadfile('script/shared_helper.lua')().answer()").arg1().toint());
        Varargs missing = run(duel, "return loadfile('nothing_here.lua')");
        assertTrue(missing.arg1().isnil());
        assertTrue(missing.arg(2).tojstring().contains("cannot find"), missing.arg(2).tojstring());
    }

    @Test
    void pathsOutsideTheScriptDirectoriesAreRefused() {
        for (String path : List.of("/etc/passwd", "../../../../etc/passwd", "script/../../c100.lua",
                "C:/Windows/win.ini", "\\\\server\\share\\x.lua", "sub/dir/c100.lua", "c100.txt", "pom.xml", "")) {
            String message = failure("return dofile('" + path.replace("\\", "\\\\") + "')");
            assertTrue(message.contains("not a script of the script directories"), path + ": " + message);
        }
        assertTrue(failure("return require('../c100')").contains("not a script of the script directories"));
        assertTrue(failure("return require('/etc/passwd')").contains("not a script of the script directories"));
        Varargs refused = run(duel, "return loadfile('/etc/passwd')");
        assertTrue(refused.arg1().isnil());
    }

    @Test
    void aFileBesideTheScriptDirectoriesIsNotReached(@TempDir Path dir) throws Exception {
        Path scripts = Files.createDirectories(dir.resolve("scripts"));
        Files.writeString(dir.resolve("secret.lua"), "return 'leaked'");
        Files.writeString(scripts.resolve("helper.lua"), "return 'helper'");
        ScriptHost own = new ScriptHost(ScriptDirectories.of(List.of(scripts), DuelScriptsTest.BUNDLED),
                SandboxOptions.defaults(), new PrototypeCache(100));
        DuelScripts d = own.openDuel();
        assertEquals("helper", run(d, "return require('helper')").arg1().tojstring(), "positive control");
        ScriptException e = assertThrows(ScriptException.class, () -> run(d, "return dofile('../secret.lua')"));
        assertTrue(e.error().message().contains("not a script"), e.error().message());
        e = assertThrows(ScriptException.class, () -> run(d, "return dofile('" + dir.resolve("secret.lua") + "')"));
        assertTrue(e.error().message().contains("not a script"), e.error().message());
    }

    @Test
    void standardLibrariesComeFromTheSandbox() {
        assertEquals(3, run(duel, "return require('math').max(1, 3)").arg1().toint());
        for (String withheld : List.of("io", "os", "debug", "coroutine", "package", "luajava")) {
            assertTrue(run(duel, "return require('" + withheld + "')").arg1().isnil(), withheld);
        }
    }

    @Test
    void anIncludedFileCountsAgainstTheCallersBudget() {
        ScriptError e = assertThrows(ScriptException.class,
                () -> run(duel, "while true do dofile('shared_helper.lua') end")).error();
        assertEquals(ScriptError.Kind.INSTRUCTION_LIMIT, e.kind());
    }

    @Test
    void fileNamesAreReducedToPlainNamesOfTheClientLayouts() {
        assertEquals("c37564765.lua", ScriptIncludes.fileName("expansions/script/c37564765", true));
        assertEquals("c1.lua", ScriptIncludes.fileName("script.c1", true));
        assertEquals("c1.lua", ScriptIncludes.fileName("./script/c1.lua", false));
        assertNull(ScriptIncludes.fileName("script/c1", false), "dofile needs the .lua file name");
        assertNull(ScriptIncludes.fileName("expansions/pics/c1.lua", false));
    }
}
