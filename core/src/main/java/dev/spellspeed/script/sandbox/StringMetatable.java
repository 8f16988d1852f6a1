package dev.spellspeed.script.sandbox;

import org.luaj.vm2.LuaString;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/**
 * The one string metatable of the JVM.
 *
 * <p>LuaJ keeps the metatable of all strings in a static field, {@link LuaString#s_metatable},
 * which its {@code StringLib} fills the first time any {@code Globals} loads it, with that
 * globals' own, writable {@code string} table. Left alone, the first duel's scripts would own the
 * string methods of every later duel. So, once, before any sandbox is created, this class puts a
 * {@link ReadOnlyTable} there whose {@code __index} is a read-only table of the
 * {@linkplain LimitedStringLib limited string functions}. Sandboxes get their own writable copy
 * as the global {@code string}: changing it affects that sandbox only and never
 * {@code ("x"):method()}.
 *
 * <p>This is the script package's one deliberate piece of JVM-wide state. Installing is
 * idempotent and thread-safe; {@link #install} also re-installs if other code replaced the field.
 */
public final class StringMetatable {

    private static final class Holder {
        static final ReadOnlyTable FUNCTIONS = new ReadOnlyTable(LimitedStringLib.create());
        static final ReadOnlyTable METATABLE;

        static {
            LuaTable mt = new LuaTable();
            mt.set(LuaValue.INDEX, FUNCTIONS);
            METATABLE = new ReadOnlyTable(mt);
        }
    }

    private StringMetatable() {
    }

    /** Installs the frozen string metatable (once; later calls only verify it is still there). */
    public static synchronized void install() {
        if (LuaString.s_metatable != Holder.METATABLE) {
            LuaString.s_metatable = Holder.METATABLE;
        }
    }

    /** Whether the frozen metatable is the one in force. */
    public static boolean isInstalled() {
        return LuaString.s_metatable == Holder.METATABLE;
    }

    /** A fresh, writable {@code string} table for one sandbox, holding the shared functions. */
    public static LuaTable newStringTable() {
        LuaTable t = new LuaTable();
        LuaValue k = LuaValue.NIL;
        while (true) {
            var next = Holder.FUNCTIONS.next(k);
            k = next.arg1();
            if (k.isnil()) {
                return t;
            }
            t.rawset(k, next.arg(2));
        }
    }
}
