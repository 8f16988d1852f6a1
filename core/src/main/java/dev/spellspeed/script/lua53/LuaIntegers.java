package dev.spellspeed.script.lua53;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaInteger;
import org.luaj.vm2.LuaValue;

/**
 * Lua 5.3 integer conversions on top of LuaJ, whose numbers are all doubles (or small ints).
 *
 * <p>Lua 5.3 bitwise operators work on 64-bit integers: a float operand is accepted only when it
 * has an exact integer value ("number has no integer representation" otherwise), and a string
 * operand is first converted to a number. LuaJ can hold every integer up to 2^53 exactly, and
 * every ygopro constant (they reach 2^34), so converting through {@code double} is exact for the
 * values scripts use.
 */
public final class LuaIntegers {

    /** 2^63 as a double: the first value above the {@code long} range. */
    private static final double TWO_POW_63 = 0x1p63;

    private LuaIntegers() {
    }

    /**
     * The 64-bit integer value of {@code v}, or {@code null} when {@code v} is not a number (nor
     * a string convertible to one) or has no integer representation.
     */
    public static Long tryToLong(LuaValue v) {
        if (v.isinttype()) {
            return (long) v.toint();
        }
        LuaValue n = v.type() == LuaValue.TNUMBER ? v : v.tonumber();
        if (n.isnil()) {
            return null;
        }
        double d = n.todouble();
        if (d >= -TWO_POW_63 && d < TWO_POW_63 && d == Math.floor(d)) {
            return (long) d;
        }
        return null;
    }

    /**
     * The 64-bit integer value of {@code v}.
     *
     * @param what how the value is used, for the error message (e.g. "perform bitwise operation on")
     * @throws LuaError when {@code v} is not an integer-valued number
     */
    public static long toLong(LuaValue v, String what) {
        Long l = tryToLong(v);
        if (l == null) {
            throw notInteger(v, what);
        }
        return l;
    }

    /** The error Lua 5.3 raises for {@code v} in an integer operation. */
    public static LuaError notInteger(LuaValue v, String what) {
        if (v.isnumber()) {
            return new LuaError("number has no integer representation");
        }
        return new LuaError("attempt to " + what + " a " + v.typename() + " value");
    }

    /** A Lua number for {@code l}; values beyond 2^53 are rounded to the nearest double. */
    public static LuaValue valueOf(long l) {
        return LuaInteger.valueOf(l);
    }

    /** {@code x << n} as Lua 5.3 defines it: logical, negative {@code n} shifts right, |n| ≥ 64 gives 0. */
    public static long shiftLeft(long x, long n) {
        if (n <= -64 || n >= 64) {
            return 0;
        }
        return n >= 0 ? x << n : x >>> -n;
    }
}
