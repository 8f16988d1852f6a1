package dev.spellspeed.script.sandbox;

import org.luaj.vm2.LuaError;

/**
 * What a budget throws at the instruction where it runs out, once: a {@link LuaError}, because
 * LuaJ's interpreter then records that instruction's "file:line" on it (the instruction hook is not
 * told which function runs, and tracking calls would slow every call). From the next instruction
 * on the budget throws {@link #stop()} instead, an {@link Error} no {@code pcall} can catch; and the
 * host asks the budget after each callback, so a callback that swallowed this error (a
 * {@code pcall} as its last statement) fails all the same.
 */
public final class LimitReached extends LuaError {
    private static final long serialVersionUID = 1L;

    private final transient Error stop;

    LimitReached(Error stop) {
        super(stop.getMessage());
        this.stop = stop;
    }

    /** The uncatchable error this stands for: a {@link BudgetExhaustedError} or the duel's own stop. */
    public Error stop() {
        return stop;
    }
}
