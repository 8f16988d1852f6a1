package dev.spellspeed.script;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaFunction;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.script.lua53.LuaIntegers;

/**
 * Argument checks for the Java functions that make up the scripting API, with messages that name
 * the API function, e.g. {@code Duel.Destroy: argument 1 must be Card or Group, got nil}.
 *
 * <p>Type names: Lua's own ({@code nil}, {@code number}, {@code table}, …), except that a
 * userdata or table whose metatable has a {@code __name} field (the Lua 5.3 convention the
 * bindings follow: {@code Card}, {@code Effect}, {@code Group}) is called by that name.
 */
public final class ArgCheck {

    private static final LuaValue NAME = LuaValue.valueOf("__name");

    private ArgCheck() {
    }

    /**
     * The error for a wrong argument.
     *
     * @param function the API function, e.g. {@code Duel.Destroy}
     * @param index    1-based argument position
     * @param expected what it must be, e.g. {@code Card or Group}
     * @param actual   what was passed
     */
    public static LuaError error(String function, int index, String expected, LuaValue actual) {
        return new LuaError(function + ": argument " + index + " must be " + expected + ", got "
                + typeName(actual));
    }

    /** The name to show for a value's type. */
    public static String typeName(LuaValue v) {
        LuaValue mt = v.getmetatable();
        if (mt != null && (v.isuserdata() || v.istable())) {
            LuaValue name = mt.get(NAME);
            if (name.isstring()) {
                return name.tojstring();
            }
        }
        return v.typename();
    }

    /** A value as a warning shows it: its type, and a number or string itself. */
    private static String describe(LuaValue v) {
        return v.type() == LuaValue.TNUMBER || v.type() == LuaValue.TSTRING ? typeName(v) + " " + v.tojstring()
                : typeName(v);
    }

    /** A required integer argument that fits in an {@code int}. */
    public static int checkInt(Varargs args, int index, String function) {
        long l = checkInteger(args, index, function);
        if (l < Integer.MIN_VALUE || l > Integer.MAX_VALUE) {
            throw error(function, index, "a 32-bit integer", args.arg(index));
        }
        return (int) l;
    }

    /** A required 64-bit integer argument (flags, codes, categories). */
    public static long checkInteger(Varargs args, int index, String function) {
        LuaValue v = args.arg(index);
        if (v.isinttype()) {
            return v.toint(); // the usual case, without boxing it on the way (every API call has a few)
        }
        Long l = v.type() == LuaValue.TNUMBER ? LuaIntegers.tryToLong(v) : null;
        if (l == null) {
            // ygopro reads every integer argument with lua_tointeger, which never fails: a card's
            // script that passes nil or 2.5 goes on there, so it goes on here too, with a warning
            Tolerances tolerances = Tolerances.active();
            if (tolerances != null && tolerances.tolerate(Tolerances.Kind.INTEGER,
                    function + ": argument " + index + " must be an integer, got " + describe(v))) {
                return Tolerances.luaToInteger(v);
            }
            throw error(function, index, "an integer", v);
        }
        return l;
    }

    /** An optional 64-bit integer argument: {@code fallback} when nil or absent. */
    public static long optInteger(Varargs args, int index, String function, long fallback) {
        return args.arg(index).isnil() ? fallback : checkInteger(args, index, function);
    }

    /** A required boolean argument. */
    public static boolean checkBoolean(Varargs args, int index, String function) {
        LuaValue v = args.arg(index);
        if (!v.isboolean()) {
            throw error(function, index, "a boolean", v);
        }
        return v.toboolean();
    }

    /** A required string argument (numbers are not converted: API arguments are exact). */
    public static String checkString(Varargs args, int index, String function) {
        LuaValue v = args.arg(index);
        if (v.type() != LuaValue.TSTRING) {
            throw error(function, index, "a string", v);
        }
        return v.tojstring();
    }

    /** A required function argument. */
    public static LuaFunction checkFunction(Varargs args, int index, String function) {
        LuaValue v = args.arg(index);
        if (!v.isfunction()) {
            throw error(function, index, "a function", v);
        }
        return v.checkfunction();
    }

    /** A required table argument. */
    public static LuaTable checkTable(Varargs args, int index, String function) {
        LuaValue v = args.arg(index);
        if (!v.istable()) {
            throw error(function, index, "a table", v);
        }
        return v.checktable();
    }

    /**
     * A required userdata argument holding a Java object of {@code type}.
     *
     * @param expected the type as scripts know it, e.g. {@code Card}
     */
    public static <T> T checkUserdata(Varargs args, int index, String function, Class<T> type,
            String expected) {
        LuaValue v = args.arg(index);
        if (v.isuserdata(type)) {
            return type.cast(v.touserdata(type));
        }
        throw error(function, index, expected, v);
    }
}
