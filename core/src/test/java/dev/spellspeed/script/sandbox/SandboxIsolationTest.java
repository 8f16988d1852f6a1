package dev.spellspeed.script.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaString;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.jse.JsePlatform;

class SandboxIsolationTest {

    private static Globals sandbox() {
        return new LuaSandbox(SandboxOptions.defaults()).globals();
    }

    private static LuaValue run(Globals g, String src) {
        return g.load(src, "=test").call();
    }

    @Test
    void sandboxesDoNotShareGlobals() {
        Globals a = sandbox();
        Globals b = sandbox();
        run(a, "x = 1; string.extra = 2; table.insert = nil; math.pi = 3; bit.band = nil");
        assertTrue(run(b, "return x").isnil());
        assertTrue(run(b, "return string.extra").isnil());
        assertTrue(run(b, "return table.insert").isfunction());
        assertEquals(Math.PI, run(b, "return math.pi").todouble());
        assertEquals(1, run(b, "return bit.band(3, 5)").toint());
    }

    @Test
    void stringMetatableIsFrozen() {
        Globals a = sandbox();
        Globals b = sandbox();
        assertThrows(LuaError.class, () -> run(a, "getmetatable('').__index.upper = function() return 'pwned' end"));
        assertThrows(LuaError.class, () -> run(a, "rawset(getmetatable(''), '__index', {})"));
        assertThrows(LuaError.class, () -> run(a, "rawset(getmetatable('').__index, 'rep', nil)"));
        assertThrows(LuaError.class, () -> run(a, "setmetatable(getmetatable(''), {})"));
        assertThrows(LuaError.class, () -> run(a, "table.insert(getmetatable('').__index, 1)"));
        // a sandbox may change its own string table; methods on strings are unaffected
        run(a, "string.upper = function() return 'pwned' end");
        assertEquals("pwned", run(a, "return string.upper('a')").tojstring());
        assertEquals("A", run(a, "return ('a'):upper()").tojstring());
        assertEquals("A", run(b, "return string.upper('a')").tojstring());
        assertTrue(StringMetatable.isInstalled());
    }

    @Test
    void otherLuajGlobalsCannotTakeOverTheStringMetatable() {
        sandbox();
        LuaValue before = LuaString.s_metatable;
        JsePlatform.standardGlobals(); // LuaJ only sets the field when it is empty
        assertSame(before, LuaString.s_metatable);
        assertEquals("AB", run(sandbox(), "return ('ab'):upper()").tojstring());
    }

    @Test
    void randomIsSeededPerSandbox() {
        SandboxOptions seeded = SandboxOptions.defaults().withRandomSeed(1234);
        String a = run(new LuaSandbox(seeded).globals(), "return math.random(1, 1e6) .. ',' .. math.random()").tojstring();
        String b = run(new LuaSandbox(seeded).globals(), "return math.random(1, 1e6) .. ',' .. math.random()").tojstring();
        String c = run(new LuaSandbox(seeded.withRandomSeed(99)).globals(), "return math.random(1, 1e6) .. ',' .. math.random()").tojstring();
        assertEquals(a, b);
        assertNotEquals(a, c);
    }

    @Test
    void printGoesToTheConfiguredStream() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Globals g = new LuaSandbox(SandboxOptions.defaults().withOutput(
                new PrintStream(out, true, StandardCharsets.UTF_8))).globals();
        run(g, "print('hello', 1 << 4)");
        assertEquals("hello\t16", out.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void pcallMessagesHaveNoTraceback() {
        LuaValue msg = run(sandbox(), "local ok, m = pcall(error, 'boom') return m");
        assertEquals("boom", msg.tojstring());
        LuaValue positioned = run(sandbox(), "local ok, m = pcall(function() local x = nil; return x.y end) return m");
        assertFalse(positioned.tojstring().contains("traceback"), positioned.tojstring());
    }

    @Test
    void budgetCountsInstructions() {
        LuaSandbox s = new LuaSandbox(SandboxOptions.defaults().withInstructionLimit(1000));
        s.budget().reset();
        s.globals().load("for i = 1, 10 do end", "=count").call();
        long used = s.budget().instructionsUsed();
        assertTrue(used > 10 && used < 100, "used " + used);
        // first a Lua error, which LuaJ locates at the looping instruction
        LimitReached first = assertThrows(LimitReached.class,
                () -> s.globals().load("\nwhile true do end", "=loop").call());
        assertEquals(new LuaErrors.Decoded("loop", 2, "instruction budget of 1000 exhausted (endless loop?)"),
                LuaErrors.decode(first));
        assertEquals(BudgetExhaustedError.Kind.INSTRUCTIONS, ((BudgetExhaustedError) first.stop()).kind());
        // stays exhausted until reset, and no pcall can catch what follows
        assertThrows(BudgetExhaustedError.class, () -> s.globals().load("return 1", "=after").call());
        assertThrows(BudgetExhaustedError.class, () -> s.globals().load("return pcall(function() end)", "=caught").call());
        s.budget().reset();
        assertEquals(1, s.globals().load("return 1", "=after").call().toint());
    }
}
