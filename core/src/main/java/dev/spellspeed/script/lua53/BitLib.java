package dev.spellspeed.script.lua53;

import java.util.function.LongBinaryOperator;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.OneArgFunction;
import org.luaj.vm2.lib.TwoArgFunction;
import org.luaj.vm2.lib.VarArgFunction;

/**
 * The {@code bit} table: 64-bit bitwise functions for scripts written before Lua 5.3 operators
 * ({@code bit.band(a, b)} and so on, as in ygopro's older scripts).
 *
 * <p>{@code band}, {@code bor} and {@code bxor} take any number of arguments ({@code band()} is
 * -1, the others 0); {@code lshift} and {@code rshift} are logical shifts with the same rules as
 * the {@code <<} and {@code >>} operators. Arguments must be integer-valued numbers.
 */
public final class BitLib {

    private BitLib() {
    }

    /** Creates a fresh {@code bit} table and stores it as {@code env.bit}. */
    public static LuaTable install(LuaTable env) {
        LuaTable bit = new LuaTable();
        bit.set("band", new Fold("band", -1L, (a, b) -> a & b));
        bit.set("bor", new Fold("bor", 0L, (a, b) -> a | b));
        bit.set("bxor", new Fold("bxor", 0L, (a, b) -> a ^ b));
        bit.set("bnot", new Not());
        bit.set("lshift", new Shift("lshift", 1));
        bit.set("rshift", new Shift("rshift", -1));
        env.set("bit", bit);
        return bit;
    }

    private static long argument(String function, int index, LuaValue v) {
        Long l = LuaIntegers.tryToLong(v);
        if (l == null) {
            String why = v.isnumber() ? "number has no integer representation"
                    : "number expected, got " + v.typename();
            throw new LuaError("bad argument #" + index + " to 'bit." + function + "' (" + why + ")");
        }
        return l;
    }

    private static final class Fold extends VarArgFunction {
        private final String function;
        private final long identity;
        private final LongBinaryOperator op;

        Fold(String function, long identity, LongBinaryOperator op) {
            this.function = function;
            this.identity = identity;
            this.op = op;
        }

        @Override
        public Varargs invoke(Varargs args) {
            long acc = identity;
            for (int i = 1, n = args.narg(); i <= n; i++) {
                acc = op.applyAsLong(acc, argument(function, i, args.arg(i)));
            }
            return LuaIntegers.valueOf(acc);
        }
    }

    private static final class Not extends OneArgFunction {
        @Override
        public LuaValue call(LuaValue a) {
            return LuaIntegers.valueOf(~argument("bnot", 1, a));
        }
    }

    private static final class Shift extends TwoArgFunction {
        private final String function;
        private final int direction;

        Shift(String function, int direction) {
            this.function = function;
            this.direction = direction;
        }

        @Override
        public LuaValue call(LuaValue x, LuaValue n) {
            long value = argument(function, 1, x);
            long count = argument(function, 2, n);
            return LuaIntegers.valueOf(LuaIntegers.shiftLeft(value, direction > 0 ? count : -count));
        }
    }
}
