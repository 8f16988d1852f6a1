package dev.spellspeed.script.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;
import org.luaj.vm2.Varargs;

import dev.spellspeed.script.LuaNames;
import dev.spellspeed.script.lua53.RewritingCompiler;

/**
 * A chunk of constant assignments applied as its sets leaves a fresh sandbox's globals exactly as running it
 * does: same keys, values and iteration order, same work counted; anything more and it is run.
 */
class ConstantChunkTest {

    private static final Path CONSTANTS = Path.of("../scripts/constant.lua");

    private static Prototype compile(String source) {
        return LuaNames.internConstants(RewritingCompiler.compile(source.getBytes(StandardCharsets.UTF_8), "@test.lua"));
    }

    /** The globals in iteration order, key and value alternating. */
    private static List<LuaValue> contents(LuaTable table) {
        List<LuaValue> all = new ArrayList<>();
        LuaValue key = LuaValue.NIL;
        while (true) {
            Varargs next = table.next(key);
            key = next.arg1();
            if (key.isnil()) {
                return all;
            }
            all.add(key);
            all.add(next.arg(2));
        }
    }

    /** Runs the chunk in one fresh sandbox and applies it in another; asserts both globals alike. */
    private static void assertSameAsRunning(Prototype p) {
        ConstantChunk chunk = ConstantChunk.of(p);
        assertNotNull(chunk, "the chunk qualifies");
        LuaSandbox ran = new LuaSandbox(SandboxOptions.defaults());
        ran.budget().reset();
        ran.instantiate(p).call();
        ran.budget().flushWork();
        LuaSandbox applied = new LuaSandbox(SandboxOptions.defaults());
        assertTrue(chunk.applyTo(applied.globals(), applied.budget()));
        List<LuaValue> expected = contents(ran.globals());
        List<LuaValue> actual = contents(applied.globals());
        assertEquals(expected.size(), actual.size(), "as many globals");
        for (int i = 0; i < expected.size(); i += 2) {
            assertEquals(expected.get(i), actual.get(i), "the same key at position " + i / 2);
            if (expected.get(i + 1).isfunction() || expected.get(i + 1).istable()) {
                assertEquals(expected.get(i + 1).typename(), actual.get(i + 1).typename());
            } else {
                assertTrue(expected.get(i + 1).raweq(actual.get(i + 1)),
                        "the same value of " + expected.get(i) + ": " + expected.get(i + 1) + " vs " + actual.get(i + 1));
            }
        }
        assertEquals(ran.budget().metered(), applied.budget().metered(), "the same work counted");
    }

    @Test
    void theBundledConstantsAppliedAreTheConstantsRun() throws IOException {
        Prototype p = LuaNames.internConstants(RewritingCompiler.compile(Files.readAllBytes(CONSTANTS), "@constant.lua"));
        assertSameAsRunning(p);
        assertTrue(ConstantChunk.of(p).sets() > 800);
    }

    @Test
    void computedConstantsAndReassignmentsKeepTheirOrder() {
        assertSameAsRunning(compile("""
                A = 0x10
                B = A | 0x2
                C = B + A * 3 - 1
                D = "text"
                E = true
                A = 7
                F = nil
                G = 1 << 40
                local h = C
                H = h
                """));
    }

    @Test
    void theKeysAreTheChunksOwnSharedNames() {
        Prototype p = compile("SOME_CONSTANT = 1");
        LuaSandbox applied = new LuaSandbox(SandboxOptions.defaults());
        ConstantChunk.of(p).applyTo(applied.globals(), applied.budget());
        LuaValue key = LuaValue.NIL;
        LuaValue found = null;
        while (true) {
            key = applied.globals().next(key).arg1();
            if (key.isnil()) {
                break;
            }
            if (key.tojstring().equals("SOME_CONSTANT")) {
                found = key;
            }
        }
        assertSame(LuaNames.of("SOME_CONSTANT"), found);
    }

    @Test
    void aChunkThatDoesMoreIsRun() {
        assertNotNull(ConstantChunk.of(compile("A = 1")), "the positive control");
        assertNull(ConstantChunk.of(compile("A = math.pi")), "reads a library");
        assertNull(ConstantChunk.of(compile("A = {}")), "builds a table");
        assertNull(ConstantChunk.of(compile("function f() end")), "defines a function");
        assertNull(ConstantChunk.of(compile("A = 1 if A then B = 2 end")), "branches");
        assertNull(ConstantChunk.of(compile("A = tostring(1)")), "calls a library function");
        assertNull(ConstantChunk.of(compile("A = B | 1")), "reads a global it never wrote");
        assertNull(ConstantChunk.of(compile("A = 'x' .. 'y'")), "concatenates: bounded by the sandbox's limits");
        assertNull(ConstantChunk.of(compile("A = 1.5 | 1")), "fails");
    }

    @Test
    void notAppliedOverAMetatableOrBeyondTheInstructionLimit() {
        ConstantChunk chunk = ConstantChunk.of(compile("A = 1 B = 2"));
        LuaSandbox withMeta = new LuaSandbox(SandboxOptions.defaults());
        withMeta.globals().setmetatable(new LuaTable());
        assertFalse(chunk.applyTo(withMeta.globals(), withMeta.budget()));
        assertTrue(withMeta.globals().rawget("A").isnil());
        LuaSandbox tight = new LuaSandbox(SandboxOptions.defaults().withInstructionLimit(chunk.instructions() - 1));
        assertFalse(chunk.applyTo(tight.globals(), tight.budget()));
        LuaSandbox enough = new LuaSandbox(SandboxOptions.defaults().withInstructionLimit(chunk.instructions()));
        assertTrue(chunk.applyTo(enough.globals(), enough.budget()), "the positive control");
    }
}
