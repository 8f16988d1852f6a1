package dev.spellspeed.script.sandbox;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaClosure;
import org.luaj.vm2.LuaFunction;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;

/**
 * Makes closures from loaded chunks that always belong to the sandbox's {@link Globals}, even
 * when a script passes its own environment table to {@code load}.
 *
 * <p>LuaJ decides whether a closure reports its instructions to the debug hook (and so to the
 * instruction budget) by whether its environment <em>is</em> the {@code Globals}; a chunk loaded
 * with {@code load(src, name, "t", {})} would otherwise run, with all functions it defines,
 * outside the budget. So the closure is created for the globals and only then is its {@code _ENV}
 * upvalue pointed at the requested table.
 */
final class GlobalsKeepingLoader implements Globals.Loader {

    private final Globals globals;

    GlobalsKeepingLoader(Globals globals) {
        this.globals = globals;
    }

    @Override
    public LuaFunction load(Prototype prototype, String chunkname, LuaValue env) {
        LuaClosure closure = new LuaClosure(prototype, globals);
        if (env != globals && closure.upValues.length > 0) {
            closure.upValues[0].setValue(env); // a main chunk's only upvalue is _ENV
        }
        return closure;
    }
}
