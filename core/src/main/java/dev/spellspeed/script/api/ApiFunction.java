package dev.spellspeed.script.api;

import org.luaj.vm2.LuaTable;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.VarArgFunction;

import dev.spellspeed.duel.DuelAbortedError;
import dev.spellspeed.script.LuaNames;
import dev.spellspeed.script.sandbox.ActiveBudget;
import dev.spellspeed.script.sandbox.ExecutionBudget;
import dev.spellspeed.script.sandbox.LimitReached;
import dev.spellspeed.script.sandbox.PureFunctions;
import dev.spellspeed.script.sandbox.WatchesItself;

/** One Java function of the scripting API, named {@code Table.Name} in argument errors. */
public final class ApiFunction extends VarArgFunction implements WatchesItself {
    /** The body of an API function: check and convert arguments, call the engine, convert results. */
    @FunctionalInterface
    public interface Body {
        Varargs call(Varargs args, String fullName);
    }

    private final String fullName;
    private final Body body;
    /** Whether it may change state: not a pure query of {@link PureFunctions} (issue 29, replay skips pure checks). */
    private final boolean writes;

    private ApiFunction(String fullName, Body body, boolean writes) {
        this.fullName = fullName;
        this.body = body;
        this.name = fullName;
        this.writes = writes;
    }

    /** Defines {@code tableName.name} in {@code table}. */
    public static void define(LuaTable table, String tableName, String name, Body body) {
        Name n = Name.of(tableName, name);
        table.rawset(n.key, new ApiFunction(n.fullName, body, n.writes));
    }

    /**
     * What every duel's definition of one API function shares: its key (the object the scripts' constants
     * share, {@link LuaNames}), its full name and whether it may write, worked out once per JVM. Each duel
     * defines some 480 functions: building the full name and asking the key and the purity each time was a
     * tenth of a duel's set-up, and the names were 28 KB of every live duel's heap.
     */
    private record Name(String table, org.luaj.vm2.LuaString key, String fullName, boolean writes, Name next) {
        /** By function name, a short chain of the tables defining it: one probe per definition. */
        private static final java.util.concurrent.ConcurrentHashMap<String, Name> BY_NAME =
                new java.util.concurrent.ConcurrentHashMap<>();

        static Name of(String tableName, String name) {
            Name head = BY_NAME.get(name);
            Name known = head == null ? null : head.in(tableName);
            if (known != null) {
                return known;
            }
            return BY_NAME.compute(name, (k, h) -> h != null && h.in(tableName) != null ? h
                    : new Name(tableName, LuaNames.of(k), tableName + "." + k, !PureFunctions.isPure(tableName, k), h))
                    .in(tableName);
        }

        /** The entry of this chain for {@code tableName}, or null. */
        private Name in(String tableName) {
            for (Name n = this; n != null; n = n.next) {
                if (n.table.equals(tableName)) {
                    return n;
                }
            }
            return null;
        }
    }

    /** A function kept outside the API tables, e.g. a metatable operator such as {@code Group.__add}. */
    public static ApiFunction of(String fullName, Body body) {
        int dot = fullName.indexOf('.');
        return new ApiFunction(fullName, body,
                dot < 0 || !PureFunctions.isPure(fullName.substring(0, dot), fullName.substring(dot + 1)));
    }

    @Override
    public Varargs invoke(Varargs args) {
        if (writes) {
            ActiveBudget.wrote();
        }
        try {
            return body.call(args, fullName);
        } catch (DuelAbortedError stop) {
            // the duel's budget ran out in the engine's work for this call: thrown on as the budget's
            // Lua error the first time, so that LuaJ names the script line that made the call
            ExecutionBudget budget = ActiveBudget.current();
            LimitReached located = budget == null ? null : budget.limitFor(stop);
            if (located != null) {
                throw located;
            }
            throw stop;
        }
    }

    @Override
    public String tojstring() {
        return "function: " + fullName;
    }
}
