package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * Scripts that try to hang, exhaust memory or escape the sandbox. Each must end with its
 * documented error, and afterwards both the same duel and a new one must still work.
 */
class HostileScriptsTest {

    private final ScriptHost host = new ScriptHost(
            ScriptDirectories.of(List.of(DuelScriptsTest.CARDS), DuelScriptsTest.BUNDLED),
            SandboxOptions.defaults().withInstructionLimit(2_000_000), new PrototypeCache(100));
    private final DuelScripts duel = host.openDuel();

    /** Runs {@code source} as one callback. */
    private Varargs run(DuelScripts d, String source) {
        LuaValue f = d.globals().load(source, "=hostile");
        return d.call(0, CallbackRole.OPERATION, f, LuaValue.NONE);
    }

    private ScriptError failure(String source) {
        return assertThrows(ScriptException.class, () -> run(duel, source)).error();
    }

    @AfterEach
    void everythingStillWorks() {
        assertEquals(42, run(duel, "local t = {} for i = 1, 100 do t[i] = i end return 40 + #t // 50").arg1().toint());
        DuelScripts other = host.openDuel();
        assertEquals("ok 3", run(other, "return 'ok ' .. (1 | 2)").arg1().tojstring());
    }

    @Test
    void endlessLoop() {
        ScriptError e = failure("while true do end");
        assertEquals(ScriptError.Kind.INSTRUCTION_LIMIT, e.kind());
        assertEquals(CallbackRole.OPERATION, e.role());
        assertTrue(e.message().contains("2000000"), e.message());
    }

    @Test
    void endlessLoopInsidePcall() {
        assertEquals(ScriptError.Kind.INSTRUCTION_LIMIT,
                failure("while true do pcall(function() while true do end end) end").kind());
        assertEquals(ScriptError.Kind.INSTRUCTION_LIMIT,
                failure("local ok = pcall(function() while true do end end) return 'caught', ok").kind());
    }

    @Test
    void endlessLoopInErrorHandler() {
        // LuaJ swallows every Throwable from an xpcall handler; the budget stays exhausted.
        assertEquals(ScriptError.Kind.INSTRUCTION_LIMIT, failure(
                "for i = 1, 3 do xpcall(function() error('x') end, function() while true do end end) end"
                + " return 'survived'").kind());
    }

    @Test
    void endlessLoopInChunkLoadedWithItsOwnEnvironment() {
        assertEquals(ScriptError.Kind.INSTRUCTION_LIMIT,
                failure("local f = load('while true do end', 'x', 't', {}) f()").kind());
        assertEquals(ScriptError.Kind.INSTRUCTION_LIMIT,
                failure("local f = load('return function() while true do end end', 'x', 't', {})() f()").kind());
    }

    @Test
    void hugeStringRep() {
        ScriptError e = failure("return string.rep('x', 2^40)");
        assertEquals(ScriptError.Kind.RUNTIME, e.kind());
        assertTrue(e.message().contains("too large"), e.message());
        assertTrue(failure("return ('ab'):rep(1e9, ',')").message().contains("too large"));
        // a caught size error allocates nothing and the script goes on
        assertFalse(run(duel, "return pcall(string.rep, 'x', 2^30)").arg1().toboolean());
    }

    @Test
    void doublingConcatenation() {
        ScriptError e = failure("local s = 'x' while true do s = s .. s end");
        assertEquals(ScriptError.Kind.RUNTIME, e.kind());
        assertTrue(e.message().contains("too large"), e.message());
        assertEquals(1, e.line());
    }

    @Test
    void manyLargeStringsExhaustTheAllocationBudget() {
        assertEquals(ScriptError.Kind.ALLOCATION_LIMIT,
                failure("local t = {} for i = 1, 1e7 do t[i] = ('x'):rep(2^19) end").kind());
        assertEquals(ScriptError.Kind.ALLOCATION_LIMIT,
                failure("local t = {} local s = ('x'):rep(2^19) for i = 1, 1e7 do t[i] = s .. i end").kind());
        assertEquals(ScriptError.Kind.ALLOCATION_LIMIT,
                failure("local t = {} local s = ('x'):rep(2^19) for i = 1, 1e7 do t[i] = s:upper() end").kind());
        // and pcall cannot catch it
        assertEquals(ScriptError.Kind.ALLOCATION_LIMIT, failure(
                "local t = {} for i = 1, 1e7 do pcall(function() t[i] = ('x'):rep(2^19) end) end").kind());
    }

    @Test
    void otherStringBuilders() {
        assertTrue(failure("local t = {} for i = 1, 3000 do t[i] = ('x'):rep(1000) end return table.concat(t)")
                .message().contains("too large"));
        assertTrue(failure("local s = ('x'):rep(1000) return s:gsub('x', ('%0'):rep(2000))")
                .message().contains("too large"));
        assertTrue(failure("local s = ('x'):rep(1000) return s:gsub('x', function(m) return ('y'):rep(2000) end)")
                .message().contains("too large"));
        assertTrue(failure("local s = ('x'):rep(2^19) return string.format('%s%s%s', s, s, s)")
                .message().contains("too large"));
        assertTrue(failure("return table.unpack({}, 1, 2^30)").message().contains("too many results"));
    }

    @Test
    void hugeTableIsBoundedByTheInstructionBudget() {
        // Tables are not size-capped: the instruction budget bounds what one callback can add.
        assertEquals(ScriptError.Kind.INSTRUCTION_LIMIT,
                failure("local t = {} for i = 1, 1e9 do t[i] = i end").kind());
    }

    @Test
    void deepRecursion() {
        ScriptError e = failure("local function f(n) return 1 + f(n + 1) end return f(1)");
        assertTrue(e.kind() == ScriptError.Kind.STACK_OVERFLOW || e.kind() == ScriptError.Kind.INSTRUCTION_LIMIT,
                e.toString());
    }

    @Test
    void noWayOut() {
        for (String name : new String[] {"io", "os", "package", "debug", "luajava", "coroutine", "module"}) {
            assertTrue(run(duel, "return " + name).arg1().isnil(), name);
        }
        // require, dofile and loadfile reach only .lua files of the script directories (ScriptIncludesTest)
        assertEquals(ScriptError.Kind.RUNTIME, failure("return dofile('/etc/passwd')").kind());
        assertEquals(ScriptError.Kind.RUNTIME, failure("return require('../../../etc/passwd')").kind());
        assertTrue(run(duel, "return string.dump").arg1().isnil());
        Varargs binary = run(duel, "return load('\\27Lua\\82\\0\\1\\4\\4\\4\\8\\0')");
        assertTrue(binary.arg1().isnil());
        assertTrue(binary.arg(2).tojstring().contains("binary"), binary.arg(2).tojstring());
        assertEquals(ScriptError.Kind.RUNTIME, failure("return io.open('/etc/passwd')").kind());
        assertEquals(ScriptError.Kind.RUNTIME, failure("return require('os').time()").kind()); // os stays absent
        assertEquals(0, run(duel, "return collectgarbage('count')").arg1().toint());
        // text chunks still load, through the Lua 5.3 rewriter
        assertEquals(7, run(duel, "return load('return 3 | 5')()").arg1().toint());
    }

    @Test
    void endlessSourceFromAReaderFunction() {
        // The compiler reads at most maxSourceBytes; the reader's strings count as allocations.
        try {
            Varargs r = run(duel, "return load(function() return ('x'):rep(2^19) end)");
            assertTrue(r.arg1().isnil());
        } catch (ScriptException e) {
            assertEquals(ScriptError.Kind.ALLOCATION_LIMIT, e.error().kind());
        }
    }

    @Test
    void syntaxErrorInLoadedTextIsAnOrdinaryLoadResult() {
        Varargs r = run(duel, "return load('x = = 1', '=chunk')");
        assertTrue(r.arg1().isnil());
        assertTrue(r.arg(2).tojstring().contains("chunk:1:"), r.arg(2).tojstring());
    }
}
