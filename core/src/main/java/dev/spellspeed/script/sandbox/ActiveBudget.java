package dev.spellspeed.script.sandbox;

import org.luaj.vm2.LuaError;

import dev.spellspeed.script.lua53.StringGuard;

/**
 * The budget of the callback running on the current thread, for the string functions reached
 * through the JVM-wide string metatable.
 *
 * <p>Why a thread-local: {@code ("x"):rep(n)} finds {@code rep} through LuaJ's single static
 * string metatable, so that function object is shared by every duel and cannot hold a duel's
 * budget; without one, a loop building large strings could fill the heap. Each duel runs its
 * callbacks on one thread at a time, and the host sets this around every callback (restoring
 * the previous value, for nested callbacks), so the value is exactly "the callback that called
 * this function". It is the only static state of the script package besides the string
 * metatable itself, and it holds nothing between callbacks (null).
 */
public final class ActiveBudget {

    /** Limits applied when no callback is running (Java code calling string functions directly). */
    public static final long DEFAULT_MAX_STRING_BYTES = 1 << 20;

    private static final StringGuard OUTSIDE_CALLBACKS = new StringGuard() {
        @Override
        public void beforeBuilding(long length) {
            if (length > DEFAULT_MAX_STRING_BYTES) {
                throw new LuaError("resulting string too large (" + length
                        + " bytes; the limit is " + DEFAULT_MAX_STRING_BYTES + ")");
            }
        }

        @Override
        public long maxStringLength() {
            return DEFAULT_MAX_STRING_BYTES;
        }
    };

    private static final ThreadLocal<ExecutionBudget> CURRENT = new ThreadLocal<>();

    private ActiveBudget() {
    }

    /**
     * Makes {@code budget} the current thread's active budget.
     *
     * @return the previous one (possibly null), to pass to {@link #restore}
     */
    public static ExecutionBudget enter(ExecutionBudget budget) {
        ExecutionBudget previous = CURRENT.get();
        CURRENT.set(budget);
        return previous;
    }

    /**
     * Reinstates the budget that {@link #enter} replaced. Outside callbacks that is null: the
     * thread keeps its entry holding null rather than removing it, because removing and adding it
     * again around every callback cost a thread-local map clean-up each time.
     */
    public static void restore(ExecutionBudget previous) {
        CURRENT.set(previous);
    }

    /** The budget of the callback running on this thread, or null outside callbacks. */
    public static ExecutionBudget current() {
        return CURRENT.get();
    }

    /**
     * A Java function that may change state ran: the running callback's budget notes it, so that a
     * watched check is not taken for pure ({@link ExecutionBudget#watch}). Outside callbacks nothing is watched.
     */
    public static void wrote() {
        ExecutionBudget b = CURRENT.get();
        if (b != null) {
            b.wrote();
        }
    }

    /** The guard for strings built now: the running callback's budget, or default limits. */
    public static StringGuard guard() {
        ExecutionBudget b = CURRENT.get();
        return b != null ? b : OUTSIDE_CALLBACKS;
    }
}
