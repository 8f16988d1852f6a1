package dev.spellspeed.script.api;

import dev.spellspeed.duel.Position;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.Varargs;


/** Lua arguments of the API converted to engine values: players, positions, procedure materials, flag codes. */
public final class LuaArgs {
    private LuaArgs() {}

    public static int player(Varargs a, int index, String f) {
        int p = ArgCheck.checkInt(a, index, f);
        if (p != 0 && p != 1) {
            throw ArgCheck.error(f, index, "a player (0 or 1)", a.arg(index));
        }
        return p;
    }

    public static Position position(Varargs a, int index, String f, Position fallback) {
        Position position = Position.firstIn(ArgCheck.optInteger(a, index, f, fallback.mask()));
        if (position == null) {
            throw ArgCheck.error(f, index, "a POS_* value", a.arg(index));
        }
        return position;
    }

    /** A POS_* mask of one or more positions (the player chooses among several later). */
    public static int positions(Varargs a, int index, String f, int fallback) {
        long positions = ArgCheck.optInteger(a, index, f, fallback);
        if ((positions & 0xf) == 0 || (positions & ~0xfL) != 0) {
            throw ArgCheck.error(f, index, "a POS_* value", a.arg(index));
        }
        return (int) positions;
    }

    public static Object[] materials(Varargs a, int from) {
        Object[] values = new Object[Math.max(0, a.narg() - from + 1)];
        for (int i = 0; i < values.length; i++) {
            values[i] = a.arg(from + i);
        }
        return values;
    }
}
