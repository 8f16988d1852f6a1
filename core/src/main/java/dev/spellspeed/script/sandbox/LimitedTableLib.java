package dev.spellspeed.script.sandbox;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.VarArgFunction;

import dev.spellspeed.script.lua53.StringGuard;

/**
 * Size limits on the two {@code table} functions that can allocate without bound in a single
 * call: {@code table.concat} (result string) and {@code table.unpack} (LuaJ allocates the whole
 * result array first, so {@code table.unpack({}, 1, 2^31)} would ask for gigabytes).
 */
final class LimitedTableLib {

    /** Lua 5.3's own limit on values on the stack (LUAI_MAXSTACK). */
    static final int MAX_UNPACK = 1_000_000;

    private LimitedTableLib() {
    }

    /**
     * Wraps {@code concat} and {@code unpack} of a sandbox's {@code table} table in place, and
     * {@code insert} and {@code remove}, which shift every element after the position in Java within
     * one Lua instruction: the shift is charged to the callback's instruction budget, so
     * {@code table.insert(t, 1, v)} in a loop over a large table ends like any long loop.
     */
    static void limit(LuaTable table, ExecutionBudget budget) {
        table.set("concat", new Concat(table.get("concat"), budget));
        table.set("unpack", new Unpack(table.get("unpack")));
        table.set("insert", new Shifting(table.get("insert"), budget, 3));
        table.set("remove", new Shifting(table.get("remove"), budget, 2));
    }

    /** insert(t, pos, v) and remove(t, pos): the elements after {@code pos} move by one. */
    private static final class Shifting extends VarArgFunction {
        private final LuaValue original;
        private final ExecutionBudget budget;
        private final int argsWithPosition;

        Shifting(LuaValue original, ExecutionBudget budget, int argsWithPosition) {
            this.original = original;
            this.budget = budget;
            this.argsWithPosition = argsWithPosition;
        }

        @Override
        public Varargs invoke(Varargs args) {
            if (args.narg() >= argsWithPosition && args.arg1().istable() && args.arg(2).isnumber()) {
                long shifted = args.arg1().rawlen() - args.arg(2).tolong();
                if (shifted > 0) {
                    budget.chargeInstructions(shifted);
                }
            }
            return original.invoke(args);
        }
    }

    private static final class Concat extends VarArgFunction {
        private final LuaValue original;
        private final StringGuard guard;

        Concat(LuaValue original, StringGuard guard) {
            this.original = original;
            this.guard = guard;
        }

        @Override
        public Varargs invoke(Varargs args) {
            LuaTable list = args.checktable(1);
            long sep = args.optstring(2, EMPTYSTRING).length();
            int i = args.optint(3, 1);
            int j = args.isnoneornil(4) ? list.length() : args.checkint(4);
            long total = 0;
            for (long k = i; k <= j; k++) {
                LuaValue v = list.rawget((int) k);
                if (!v.isstring()) {
                    return original.invoke(args); // LuaJ raises "invalid value (at index k)"
                }
                total += v.strvalue().length() + (k < j ? sep : 0);
                if (total > guard.maxStringLength()) {
                    throw new LuaError("table.concat: resulting string too large (the limit is "
                            + guard.maxStringLength() + " bytes)");
                }
            }
            guard.beforeBuilding(total);
            return original.invoke(args);
        }
    }

    private static final class Unpack extends VarArgFunction {
        private final LuaValue original;

        Unpack(LuaValue original) {
            this.original = original;
        }

        @Override
        public Varargs invoke(Varargs args) {
            LuaTable t = args.checktable(1);
            long i = args.optlong(2, 1);
            long j = args.isnoneornil(3) ? t.length() : args.checklong(3);
            if (j - i >= MAX_UNPACK) {
                throw new LuaError("too many results to unpack");
            }
            return original.invoke(args);
        }
    }
}
