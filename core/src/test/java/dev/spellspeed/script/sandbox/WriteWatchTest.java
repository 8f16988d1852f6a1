package dev.spellspeed.script.sandbox;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;

import dev.spellspeed.script.lua53.RewritingCompiler;

/**
 * What the sandbox takes for a write while a check is watched (issue 29: a replay skips only checks
 * that changed nothing): the bytecode of each Lua function entered, and the Java functions it calls.
 * Each "writes" expectation has a pure twin beside it.
 */
class WriteWatchTest {

    /** The judgement of the first function defined in {@code source}. */
    private static boolean mayWrite(String source) {
        Prototype chunk = RewritingCompiler.compile(source.getBytes(StandardCharsets.UTF_8), "=test");
        return PrototypeWrites.judge(chunk.p[0]);
    }

    @Test
    void storingIntoATableItMadeIsNoWrite() {
        assertFalse(mayWrite("local function f() local t = {} t.x = 1 t[2] = 3 return t end"));
        assertFalse(mayWrite("local function f(a) return {a, 2, x = a, [a] = 1} end"));
        assertFalse(mayWrite("local function f() for _, v in ipairs({1, 2, 3}) do end end"));
        assertFalse(mayWrite("local function f(a) local n = 0 for i = 1, a do n = n + i end return n end"));
    }

    @Test
    void storingIntoAParametersTableIsAWrite() {
        assertTrue(mayWrite("local function f(t) t.x = 1 end"));
    }

    @Test
    void settingAGlobalOrAnUpvalueIsAWrite() {
        assertTrue(mayWrite("local function f() COUNT = 1 end"));
        assertTrue(mayWrite("local n = 0 local function f() n = n + 1 end"));
        assertTrue(mayWrite("local cache = {} local function f(k) cache[k] = true end"));
    }

    @Test
    void aTableThatAnotherPathReplacesIsNotTakenForNew() {
        // the second time round the loop t is the parameter's table
        assertTrue(mayWrite("local function f(g) local t = {} for i = 1, 2 do t.x = i t = g end end"));
        assertTrue(mayWrite("local function f(g, c) local t = {} if c then t = g end t.x = 1 end"));
    }

    private static boolean watchedCallWrote(Globals g, String call) {
        ExecutionBudget budget = (ExecutionBudget) g.debuglib;
        LuaValue chunk = g.load(call, "=call");
        budget.watch(new PrototypeWrites());
        try {
            chunk.call();
        } catch (org.luaj.vm2.LuaError failed) {
            // reported like a failing check: judged below
        }
        return !budget.unwatch();
    }

    @Test
    void libraryWritersAreWritesAndQueriesAreNot() {
        Globals g = new LuaSandbox(SandboxOptions.defaults()).globals();
        g.load("T = {}", "=setup").call();
        // the chunk itself sets nothing: what it calls is judged
        assertFalse(watchedCallWrote(g, "local t = T return string.format('%d', #t), math.max(1, 2), rawget(t, 1)"));
        assertTrue(watchedCallWrote(g, "local t = T rawset(t, 1, 2)"));
        assertTrue(watchedCallWrote(g, "local t = T table.insert(t, 1)"));
        assertTrue(watchedCallWrote(g, "local t = T setmetatable(t, nil)"));
        assertTrue(watchedCallWrote(g, "local t = T table.sort(t)"));
    }

    @Test
    void aFunctionEnteredThatMayWriteMakesTheWatchedCallWrite() {
        Globals g = new LuaSandbox(SandboxOptions.defaults()).globals();
        g.load("function count() N = (N or 0) + 1 end function look() return N end", "=setup").call();
        assertFalse(watchedCallWrote(g, "local f = look return f()"));
        assertTrue(watchedCallWrote(g, "local f = count f()"));
        assertTrue(watchedCallWrote(g, "local f = count pcall(f)"));
    }

    @Test
    void aFailingCallIsAWrite() {
        // a check that fails is reported where it failed: a replay must run it again
        Globals g = new LuaSandbox(SandboxOptions.defaults()).globals();
        assertFalse(watchedCallWrote(g, "return pcall(tostring, 1)"));
        assertTrue(watchedCallWrote(g, "local x = nil return x.field"));
    }
}
