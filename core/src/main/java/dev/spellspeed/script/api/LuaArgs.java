package dev.spellspeed.script.api;

import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.Tolerances;
import org.luaj.vm2.LuaError;
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

    /**
     * Whether {@code effect} is to be registered now. An effect registered already is an error,
     * except in a card's own code, where ygopro ignores the call and so does this (false: the call
     * does nothing), with a warning; --strict keeps it an error.
     */
    public static boolean registrable(Effect effect, String f) {
        if (!effect.isRegistered()) {
            return true;
        }
        if (Tolerances.tolerates(Tolerances.Kind.REGISTERED_TWICE, f + ": the effect is already registered")) {
            return false;
        }
        throw new LuaError(f + ": the effect is already registered; Clone it to register a copy");
    }

    /**
     * Sets an effect's code. On a registered effect that is an error, except in a card's own code,
     * where ygopro changes the code and keeps the effect where it was registered, and so does this,
     * with a warning; --strict keeps it an error.
     */
    public static void setCode(Effect effect, long code, String f) {
        if (!effect.isRegistered() || code == effect.code()) {
            effect.setCode(code);
        } else if (Tolerances.tolerates(Tolerances.Kind.CODE_CHANGED_AFTER_REGISTERING,
                f + ": the effect is already registered")) {
            effect.changeCodeAfterRegistering(code);
        } else {
            throw new LuaError(f + ": the effect is already registered; set its code before registering it");
        }
    }

    public static Object[] materials(Varargs a, int from) {
        Object[] values = new Object[Math.max(0, a.narg() - from + 1)];
        for (int i = 0; i < values.length; i++) {
            values[i] = a.arg(from + i);
        }
        return values;
    }
}
