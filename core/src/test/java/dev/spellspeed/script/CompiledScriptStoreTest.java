package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaClosure;
import org.luaj.vm2.LuaDouble;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;

import com.google.common.hash.HashCode;
import com.google.common.hash.Hashing;

import dev.spellspeed.script.lua53.RewritingCompiler;
import dev.spellspeed.script.sandbox.LuaSandbox;
import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * Compiled scripts kept on disk are used by a later run only for the very source, chunk name and
 * compiler that made them, and run exactly as a fresh compilation would.
 */
class CompiledScriptStoreTest {
    private static final int MAX = 1 << 20;
    private static final Path SCRIPTS = Path.of("../scripts").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private static HashCode hash(String source) {
        return Hashing.murmur3_128().hashBytes(source.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static Prototype compile(String source, String chunkname) {
        return RewritingCompiler.compile(source.getBytes(StandardCharsets.ISO_8859_1), chunkname);
    }

    private static LuaValue run(Prototype prototype) {
        Globals globals = new LuaSandbox(SandboxOptions.defaults()).globals();
        return new LuaClosure(prototype, globals).call();
    }

    @Test
    void aStoredChunkRunsAsTheCompiledOne() {
        String source = "local t = {} for i = 1, 5 do t[#t + 1] = i * 2.5 end return t[5] .. ':' .. (7 // 2) .. ':' .. (6 & 3) .. ':' .. #t";
        CompiledScriptStore store = new CompiledScriptStore(dir, "build 1");
        Prototype compiled = compile(source, "@a.lua");
        assertTrue(store.save("@a.lua", hash(source), compiled));
        Prototype loaded = store.load("@a.lua", hash(source));
        assertNotNull(loaded);
        assertTrue(CompiledScriptStore.sameCode(compiled, loaded));
        assertEquals(run(compiled).tojstring(), run(loaded).tojstring());
    }

    @Test
    void anotherSourceChunkNameOrCompilerFindsNothing() {
        String source = "return 1";
        CompiledScriptStore store = new CompiledScriptStore(dir, "build 1");
        assertTrue(store.save("@a.lua", hash(source), compile(source, "@a.lua")));
        assertNotNull(store.load("@a.lua", hash(source)), "positive control: the same key finds it");
        assertNull(store.load("@a.lua", hash("return 2")), "an edited file");
        assertNull(store.load("@b.lua", hash(source)), "another file with the same text");
        assertNull(new CompiledScriptStore(dir, "build 2").load("@a.lua", hash(source)), "another build of the compiler");
    }

    @Test
    void anEntryWhoseHeaderNamesAnotherKeyIsNotTrusted() throws IOException {
        // an entry copied over another's file (or a hash collision of the file names) is refused by its header
        CompiledScriptStore store = new CompiledScriptStore(dir, "build 1");
        assertTrue(store.save("@a.lua", hash("return 1"), compile("return 1", "@a.lua")));
        assertTrue(store.save("@a.lua", hash("return 2"), compile("return 2", "@a.lua")));
        Files.copy(store.entry("@a.lua", hash("return 2")), store.entry("@a.lua", hash("return 1")),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertNull(store.load("@a.lua", hash("return 1")));
        assertEquals(2, run(store.load("@a.lua", hash("return 2"))).toint(), "positive control");
    }

    @Test
    void aDamagedEntryIsIgnored() throws IOException {
        CompiledScriptStore store = new CompiledScriptStore(dir, "build 1");
        String source = "local x = 40 return x + 2";
        assertTrue(store.save("@a.lua", hash(source), compile(source, "@a.lua")));
        Path entry = store.entry("@a.lua", hash(source));
        byte[] bytes = Files.readAllBytes(entry);
        bytes[bytes.length - 10] ^= 0x55; // inside the compiled code
        Files.write(entry, bytes);
        assertNull(store.load("@a.lua", hash(source)));
        Files.write(entry, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        assertNull(store.load("@a.lua", hash(source)), "a truncated entry");
    }

    @Test
    void aNextRunLoadsFromTheStoreInsteadOfCompiling() throws IOException {
        Path file = dir.resolve("c1.lua");
        Files.writeString(file, "return 'compiled'");
        CompiledScriptStore store = new CompiledScriptStore(dir.resolve("store"), "build 1");
        assertEquals("compiled", run(new PrototypeCache(10, store).get(file, MAX)).tojstring());
        // the entry the first run wrote is what a second run (a new in-memory cache) gets: shown by
        // putting another chunk's code under this file's key
        HashCode content = hash("return 'compiled'");
        assertTrue(store.save("@" + file, content, compile("return 'from the store'", "@" + file)));
        assertEquals("from the store", run(new PrototypeCache(10, store).get(file, MAX)).tojstring());
        assertEquals("compiled", run(new PrototypeCache(10).get(file, MAX)).tojstring(), "without the store: compiled");
    }

    @Test
    void theRoundTripCheckSeesAChangedConstant() {
        // what keeps a chunk out of the store when LuaJ's binary format would alter it
        Prototype compiled = compile("return -2147483648 + 0", "@a.lua");
        Prototype altered = compile("return -2147483648 + 0", "@a.lua");
        altered.k = altered.k.clone();
        for (int i = 0; i < altered.k.length; i++) {
            if (altered.k[i].isnumber()) {
                altered.k[i] = LuaDouble.valueOf(altered.k[i].todouble() + 0.5);
            }
        }
        assertFalse(CompiledScriptStore.sameCode(compiled, altered), "a changed constant is a difference");
        assertTrue(CompiledScriptStore.sameCode(compiled, compile("return -2147483648 + 0", "@a.lua")), "positive control");
    }

    @Test
    void everyBundledScriptAndThePreludeSurviveTheBinaryFormat() throws IOException {
        CompiledScriptStore store = new CompiledScriptStore(dir, "build 1");
        List<String> refused = new ArrayList<>();
        int stored = 0;
        try (Stream<Path> files = Files.list(SCRIPTS)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".lua")).sorted().toList()) {
                String source = Files.readString(file, StandardCharsets.ISO_8859_1);
                String chunkname = "@" + file;
                if (store.save(chunkname, hash(source), compile(source, chunkname))) {
                    stored++;
                    assertNotNull(store.load(chunkname, hash(source)), file.toString());
                } else {
                    refused.add(file.getFileName().toString());
                }
            }
        }
        assertEquals(List.of(), refused);
        assertTrue(stored > 100, "the bundled scripts: " + stored);
    }
}
