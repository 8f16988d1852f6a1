package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.luaj.vm2.LuaString;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;

import dev.spellspeed.script.api.ApiFunction;

/**
 * A name is one object wherever scripts use it, so that LuaJ's table lookups match keys by identity
 * instead of comparing bytes (docs/performance.md, the full pool): in every compiled chunk, in each of a
 * chunk's functions, whether compiled or loaded from the compiled-script store, and as an API table's key.
 */
class LuaNamesTest {
    private static final int MAX = 1 << 20;
    /** Longer than the 32 bytes up to which LuaJ itself may hand out a recently made string again. */
    private static final String NAME = "GetMatchingGroupOfALongerNameThanLuaJKeeps";

    @TempDir
    Path dir;

    @Test
    void twoChunksShareTheObjectOfAName() throws IOException {
        PrototypeCache cache = new PrototypeCache(10);
        Prototype a = cache.get(write("a.lua", "return Duel." + NAME), MAX);
        Prototype b = cache.get(write("b.lua", "local function f() return Duel." + NAME + " end return f"), MAX);
        LuaString inA = constant(a, NAME);
        LuaString inB = constant(b.p[0], NAME); // a nested function's own constants
        assertSame(inA, inB);
        assertSame(constant(a, "Duel"), constant(b.p[0], "Duel"));
    }

    @Test
    void aChunkFromTheCompiledStoreSharesTheObjectOfAName() throws IOException {
        CompiledScriptStore store = new CompiledScriptStore(dir.resolve("store"), "build 1");
        Path file = write("c.lua", "return Duel.IsExisting" + NAME);
        new PrototypeCache(10, store).get(file, MAX); // compiled and stored
        try (var entries = Files.walk(store.directory())) {
            assertEquals(1, entries.filter(Files::isRegularFile).count(), "the chunk is in the store");
        }
        Prototype loaded = new PrototypeCache(10, store).get(file, MAX); // a new run: loaded from the store
        assertSame(LuaNames.of("IsExisting" + NAME), constant(loaded, "IsExisting" + NAME));
    }

    @Test
    void anApiTableKeyIsTheObjectScriptsUse() throws IOException {
        Prototype chunk = new PrototypeCache(10).get(write("d.lua", "return Card.Is" + NAME), MAX);
        LuaTable card = new LuaTable();
        ApiFunction.define(card, "Card", "Is" + NAME, (a, f) -> LuaValue.TRUE);
        LuaValue key = card.next(LuaValue.NIL).arg1();
        assertSame(constant(chunk, "Is" + NAME), key);
    }

    @Test
    void equalStringsMadeApartAreOneAfterInterning() {
        LuaString made = LuaString.valueOf("a name no chunk has used, longer than 32 bytes".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        LuaString again = LuaString.valueOf("a name no chunk has used, longer than 32 bytes".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertSame(LuaNames.of(made), LuaNames.of(again));
        assertEquals(made, LuaNames.of(again)); // the contents, of course, are the same
    }

    private static LuaString constant(Prototype p, String text) {
        for (LuaValue k : p.k) {
            if (k instanceof LuaString s && s.tojstring().equals(text)) {
                return s;
            }
        }
        throw new AssertionError("no constant " + text + " in " + List.of(p.k));
    }

    private Path write(String name, String source) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, source);
        return file;
    }
}
