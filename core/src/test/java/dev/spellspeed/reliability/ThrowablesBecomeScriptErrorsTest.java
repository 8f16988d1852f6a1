package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.ZeroArgFunction;

import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptError;
import dev.spellspeed.script.ScriptException;

/**
 * Issue 27, item 3: an {@code OutOfMemoryError} or another VM error raised while a callback runs
 * becomes a script error of that callback's card, and the sandbox stays usable.
 */
class ThrowablesBecomeScriptErrorsTest {

    private final DuelScripts scripts = HostileDuels.host(null).openDuel();

    private ScriptError failure(Error thrown) {
        scripts.globals().set("explode", new ZeroArgFunction() {
            @Override
            public LuaValue call() {
                throw thrown;
            }
        });
        LuaValue f = scripts.globals().load("local t = {} explode() return 1", "=c55144522.lua");
        return assertThrows(ScriptException.class,
                () -> scripts.call(HostileDuels.POT_OF_GREED, CallbackRole.OPERATION, f, LuaValue.NONE)).error();
    }

    @Test
    void outOfMemoryIsAnAllocationFailureOfTheCard() {
        ScriptError e = failure(new OutOfMemoryError("Java heap space"));
        assertEquals(ScriptError.Kind.ALLOCATION_LIMIT, e.kind());
        assertEquals(HostileDuels.POT_OF_GREED, e.cardCode());
        assertTrue(e.message().contains("out of memory"), e.message());
    }

    @Test
    void anInternalErrorIsARuntimeFailureOfTheCard() {
        assertEquals(ScriptError.Kind.RUNTIME, failure(new InternalError("boom")).kind());
    }

    /** Positive control: the same sandbox still runs a callback afterwards. */
    @Test
    void theSandboxStillWorksAfterwards() {
        failure(new OutOfMemoryError("Java heap space"));
        LuaValue f = scripts.globals().load("return 41 + 1", "=ok");
        assertEquals(42, scripts.call(0, CallbackRole.OPERATION, f, LuaValue.NONE).arg1().toint());
    }
}
