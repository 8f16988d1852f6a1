package dev.spellspeed.script.lua53;

import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.TwoArgFunction;

/**
 * Lua 5.3's {@code math.log(x [, base])}; LuaJ's takes no base.
 *
 * <p>Bases 2 and 10 use the dedicated functions, as Lua 5.3 does, so that
 * {@code math.log(8, 2)} is exactly 3.
 */
public final class MathLog extends TwoArgFunction {

    /** Replaces {@code math.log} in the given {@code math} table. */
    public static void install(LuaTable math) {
        math.set("log", new MathLog());
    }

    @Override
    public LuaValue call(LuaValue x, LuaValue base) {
        double v = x.checkdouble();
        if (base.isnil()) {
            return valueOf(Math.log(v));
        }
        double b = base.checkdouble();
        if (b == 2.0) {
            return valueOf(log2(v));
        }
        if (b == 10.0) {
            return valueOf(Math.log10(v));
        }
        return valueOf(Math.log(v) / Math.log(b));
    }

    /** Exact for powers of two (the common case: bit positions), else the usual quotient. */
    private static double log2(double v) {
        if (v > 0 && v == Math.scalb(1.0, Math.getExponent(v))) {
            return Math.getExponent(v);
        }
        return Math.log(v) / Math.log(2.0);
    }
}
