package dev.spellspeed.script.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntSupplier;
import java.util.function.BooleanSupplier;

import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.VarArgFunction;

/**
 * The calls of a test that set its duel up or change it between runs ({@code Debug.AddCard},
 * {@code t:Start}, {@code t:Coin}, …), each with the decision the duel was at: what {@code t:Restore}
 * calls again, in order, while it re-executes the duel (DESIGN.md §7: snapshots are re-execution).
 * Queued steps and answers are not here: the decisions they produced are replayed instead.
 */
final class Journal {
    static final Set<String> DEBUG_SET_UP = Set.of("SetPlayerInfo", "AddCard", "PreSummon", "PreEquip", "PreSetTarget",
            "PreAddCounter", "ReloadFieldBegin");
    static final Set<String> TEST_SET_UP = Set.of("Start", "StartDuel", "Seed", "Shuffle", "Coin", "Dice", "Replay");

    /** One call: the function, its arguments, and when it was made. */
    record Entry(LuaValue function, Varargs args, boolean started, int decision) {}

    private final List<Entry> entries = new ArrayList<>();
    private boolean replaying;
    private IntSupplier decision = () -> 0;
    private BooleanSupplier started = () -> false;

    /** Where the test's duel is: the number of decisions made, and whether it has started. */
    void track(IntSupplier decision, BooleanSupplier started) {
        this.decision = decision;
        this.started = started;
    }

    /** Wraps the named functions of a table so that each successful call is recorded. */
    void watch(LuaTable table, Set<String> names) {
        for (String name : names) {
            LuaValue function = table.rawget(name);
            if (function.isfunction()) {
                table.rawset(name, new Recorded(function));
            }
        }
    }

    int size() {
        return entries.size();
    }

    List<Entry> upTo(int size) {
        return List.copyOf(entries.subList(0, size));
    }

    /** Forgets the calls after the first {@code size} (a restore returns to that point). */
    void truncate(int size) {
        entries.subList(size, entries.size()).clear();
    }

    /** Calls entries again without recording them. */
    void replay(List<Entry> calls) {
        boolean was = replaying;
        replaying = true;
        try {
            for (Entry entry : calls) {
                entry.function().invoke(entry.args());
            }
        } finally {
            replaying = was;
        }
    }

    boolean replaying() {
        return replaying;
    }

    private final class Recorded extends VarArgFunction {
        private final LuaValue function;

        Recorded(LuaValue function) {
            this.function = function;
            this.name = function.tojstring();
        }

        @Override
        public Varargs invoke(Varargs args) {
            boolean startedBefore = started.getAsBoolean();
            int at = decision.getAsInt();
            Varargs result = function.invoke(args);
            if (!replaying) {
                entries.add(new Entry(function, copy(args), startedBefore, at));
            }
            return result;
        }

        @Override
        public String tojstring() {
            return function.tojstring();
        }
    }

    /** Varargs may be views of a caller's stack: keep values of our own. */
    private static Varargs copy(Varargs args) {
        LuaValue[] values = new LuaValue[args.narg()];
        for (int i = 0; i < values.length; i++) {
            values[i] = args.arg(i + 1);
        }
        return LuaValue.varargsOf(values);
    }
}
