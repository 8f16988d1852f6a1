package dev.spellspeed.script;

import dev.spellspeed.duel.PurityWatch;
import dev.spellspeed.script.sandbox.ActiveBudget;
import dev.spellspeed.script.sandbox.ExecutionBudget;
import dev.spellspeed.script.sandbox.PrototypeWrites;

/**
 * A duel's {@link PurityWatch} over its sandbox's {@link ExecutionBudget}. A stretch is provable only
 * when it starts outside any callback with no instructions waiting to be metered: then every callback
 * in it is outermost, meters all its work before it returns, and skipping them all and metering their
 * units in one go counts exactly what running them counted.
 */
final class ScriptPurityWatch implements PurityWatch {
    private final ExecutionBudget budget;
    private final PrototypeWrites writes;
    private int depth;
    private boolean provable;
    private long meteredAtStart;

    ScriptPurityWatch(ExecutionBudget budget, PrototypeWrites writes) {
        this.budget = budget;
        this.writes = writes;
    }

    @Override
    public void start() {
        if (depth++ > 0) {
            budget.wrote(); // nested: the outer stretch did something a skip would not redo
            return;
        }
        provable = ActiveBudget.current() == null && budget.pendingWork() == 0;
        meteredAtStart = budget.metered();
        budget.watch(writes);
    }

    @Override
    public long checkpoint() {
        if (depth != 1) {
            return -1; // nested: the outer stretch is impure already, and keeps its own account
        }
        boolean pure = budget.rewatch();
        long units = budget.metered() - meteredAtStart;
        boolean proven = pure && provable;
        meteredAtStart = budget.metered();
        provable = provable && budget.pendingWork() == 0;
        return proven ? units : -1;
    }

    @Override
    public void stop() {
        if (--depth == 0) {
            budget.unwatch();
        }
    }

    @Override
    public void noteChange() {
        if (depth > 0) {
            budget.wrote();
        }
    }

    @Override
    public void meterAsRun(long units) {
        budget.meterAsRun(units);
    }
}
