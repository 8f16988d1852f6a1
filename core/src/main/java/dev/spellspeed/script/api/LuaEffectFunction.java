package dev.spellspeed.script.api;

import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaClosure;
import org.luaj.vm2.LuaFunction;
import org.luaj.vm2.Varargs;

/** An effect callback backed by a Lua function, called through the host's callback boundary. */
public final class LuaEffectFunction implements EffectFunction {
    private final LuaBridge bridge;
    private final LuaFunction function;
    private final CallbackRole role;
    private final int cardCode;

    public LuaEffectFunction(LuaBridge bridge, LuaFunction function, CallbackRole role, int cardCode) {
        this.bridge = bridge;
        this.function = function;
        this.role = role;
        this.cardCode = cardCode;
    }

    public LuaFunction function() {
        return function;
    }

    @Override
    public Object invoke(Object... args) {
        Varargs result = bridge.scripts().call(cardCode, role, function, bridge.toLua(args));
        return bridge.toJava(result.arg1());
    }

    /** The function's chunk and first line, as Lua names it ({@code c5318639.lua:17}). */
    @Override
    public String where() {
        if (function instanceof LuaClosure closure) {
            String source = closure.p.source.tojstring();
            return (source.startsWith("@") || source.startsWith("=") ? source.substring(1) : source) + ":" + closure.p.linedefined;
        }
        return null;
    }
}
