package dev.spellspeed.script.api;

import org.luaj.vm2.LuaTable;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.VarArgFunction;

import dev.spellspeed.duel.DuelAbortedError;
import dev.spellspeed.script.LuaNames;
import dev.spellspeed.script.sandbox.ActiveBudget;
import dev.spellspeed.script.sandbox.ExecutionBudget;
import dev.spellspeed.script.sandbox.LimitReached;

/** One Java function of the scripting API, named {@code Table.Name} in argument errors. */
public final class ApiFunction extends VarArgFunction {
    /** The body of an API function: check and convert arguments, call the engine, convert results. */
    @FunctionalInterface
    public interface Body {
        Varargs call(Varargs args, String fullName);
    }

    private final String fullName;
    private final Body body;

    private ApiFunction(String fullName, Body body) {
        this.fullName = fullName;
        this.body = body;
        this.name = fullName;
    }

    /** Defines {@code tableName.name} in {@code table}. */
    public static void define(LuaTable table, String tableName, String name, Body body) {
        table.rawset(LuaNames.of(name), of(tableName + "." + name, body)); // the key scripts' constants share
    }

    /** A function kept outside the API tables, e.g. a metatable operator such as {@code Group.__add}. */
    public static ApiFunction of(String fullName, Body body) {
        return new ApiFunction(fullName, body);
    }

    @Override
    public Varargs invoke(Varargs args) {
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
