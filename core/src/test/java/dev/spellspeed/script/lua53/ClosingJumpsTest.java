package dev.spellspeed.script.lua53;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaClosure;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.script.sandbox.LuaSandbox;
import dev.spellspeed.script.sandbox.SandboxOptions;

/** A goto leaving a block with locals, in a function with no nested function (ygopro's Ritual procedure). */
class ClosingJumpsTest {
    private final Globals g = new LuaSandbox(SandboxOptions.defaults()).globals();

    private LuaValue run(String source) {
        return new LuaClosure(RewritingCompiler.compile(source.getBytes(StandardCharsets.ISO_8859_1), "=test"), g)
                .call();
    }

    @Test
    void aBackwardGotoOutOfABlockWithLocalsRuns() {
        // without the fix LuaJ's interpreter throws a NullPointerException at the goto
        LuaValue result = run("""
                local tries = 0
                ::again::
                local mg = tries * 10
                if mg < 20 then
                  local mat = nil
                  tries = tries + 1
                  if not mat then goto again end
                end
                return tries
                """);
        assertEquals(2, result.toint());
    }

    @Test
    void functionsWithClosuresStillCloseTheirUpvalues() {
        LuaValue result = run("""
                local fs = {}
                local i = 0
                ::again::
                do
                  local x = i
                  fs[#fs + 1] = function() return x end
                  i = i + 1
                  if i < 3 then goto again end
                end
                return fs[1]() + fs[2]() * 10 + fs[3]() * 100
                """);
        assertEquals(210, result.toint());
    }
}
