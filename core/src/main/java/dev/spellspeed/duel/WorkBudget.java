package dev.spellspeed.duel;

/**
 * The work one duel may do, in deterministic units: Lua instructions (charged by the script host in
 * chunks as they run), callbacks, decisions and steps of the engine's own searches that scripts can
 * drive (card sums). When the total passes the limit the duel is aborted at that point, which is
 * the same point on every machine and in every replay of the duel, since the units depend on the
 * duel's inputs alone.
 *
 * <p>{@link #cancel} is the one method another thread may call: it marks the duel, and the duel's
 * own thread stops at its next charge (within a few thousand Lua instructions, or at the next
 * decision). Cancelling is the only non-deterministic way a duel ends; a wall-clock timeout is a
 * caller cancelling.
 *
 * <p>Once tripped the budget stays tripped: every later charge throws again, so a script cannot
 * swallow the abort (LuaJ's {@code xpcall} swallows anything thrown in a message handler).
 */
public final class WorkBudget {
    /**
     * Units one effect registration costs: each registered effect makes every later state check and
     * event lookup longer, so a script registering effects in a storm pays for what it adds.
     */
    public static final int UNITS_PER_EFFECT_REGISTERED = 1_000;

    private final long limit;
    private final long memoryLimit;
    private long used;
    private long callbacksStarted;
    private long bytes;
    private volatile String cancelled;
    private DuelAbortedError tripped;

    /** @param limit units allowed; 0 for none */
    public WorkBudget(long limit) {
        this(limit, 0);
    }

    /**
     * @param limit       units allowed; 0 for none
     * @param memoryLimit bytes of strings the duel's scripts may build in all; 0 for none
     */
    public WorkBudget(long limit, long memoryLimit) {
        if (limit < 0 || memoryLimit < 0) {
            throw new IllegalArgumentException("a budget cannot be negative: " + limit + ", " + memoryLimit);
        }
        this.limit = limit;
        this.memoryLimit = memoryLimit;
    }

    /**
     * Counts {@code n} bytes of strings a script built (counted where they are made, by the
     * sandbox). What a duel's scripts build in all bounds what they can keep, so a script that
     * piles strings into a global table is stopped at the same point on every machine, long before
     * the JVM's heap is at risk.
     *
     * @throws DuelAbortedError when the memory budget is used up or the duel was cancelled
     */
    public void chargeMemory(long n) {
        bytes += n;
        if (tripped != null) {
            throw tripped;
        }
        if (memoryLimit > 0 && bytes > memoryLimit) {
            throw trip(new DuelAbortedError(DuelAbortedError.Cause.MEMORY,
                    "memory budget of " + memoryLimit + " bytes of strings exceeded", null));
        }
    }

    /**
     * Measured what the duel's scripts hold now (tables and strings reachable from its Lua state,
     * estimated by the sandbox; deterministic). Over the memory budget the duel is aborted.
     *
     * @throws DuelAbortedError when the duel's scripts hold more than the memory budget, or it was cancelled
     */
    public void holdMemory(long held) {
        if (tripped != null) {
            throw tripped;
        }
        if (memoryLimit > 0 && held > memoryLimit) {
            throw trip(new DuelAbortedError(DuelAbortedError.Cause.MEMORY,
                    "memory budget of " + memoryLimit + " bytes exceeded: its scripts hold more than that in tables and strings",
                    null));
        }
    }

    /**
     * The JVM's allocation counter says this duel's thread allocated {@code allocated} bytes while
     * running it: a backstop, not deterministic (the JVM decides what it allocates), for what the
     * deterministic measures miss. Over {@code limit} the duel is aborted, and the reason says so.
     */
    public void allocationBackstop(long allocated, long limit) {
        if (tripped != null) {
            throw tripped;
        }
        if (limit > 0 && allocated > limit) {
            throw trip(new DuelAbortedError(DuelAbortedError.Cause.MEMORY,
                    "memory backstop: the JVM counted " + allocated + " bytes allocated while running this duel (over "
                            + limit + "; a backstop measure, not deterministic)", null));
        }
    }

    /** The memory budget in bytes, 0 for none. */
    public long memoryLimit() {
        return memoryLimit;
    }

    /** Bytes of strings counted so far. */
    public long bytes() {
        return bytes;
    }

    /**
     * Counts {@code units} of work.
     *
     * @throws DuelAbortedError when the budget is used up or the duel was cancelled
     */
    public void charge(long units) {
        used += units;
        if (tripped != null) {
            throw tripped;
        }
        if (limit > 0 && used > limit) {
            throw trip(new DuelAbortedError(DuelAbortedError.Cause.BUDGET,
                    "work budget of " + limit + " units exceeded", null));
        }
        String reason = cancelled;
        if (reason != null) {
            throw trip(new DuelAbortedError(DuelAbortedError.Cause.CANCELLED, reason, null));
        }
    }

    /** Stops the duel at its next charge; safe to call from any thread, more than once. */
    public void cancel(String reason) {
        cancelled = reason == null ? "cancelled" : reason;
    }

    /**
     * Counts a script callback the engine starts, whether it ends or fails (the script host calls it):
     * a replay may skip re-running a check only if it started none ({@code rules.chain.ActivationTrace}).
     */
    public void callbackStarted() {
        callbacksStarted++;
    }

    /** Script callbacks started so far in the duel. */
    public long callbacksStarted() {
        return callbacksStarted;
    }

    /** Units counted so far. */
    public long used() {
        return used;
    }

    /** The limit, 0 for none. */
    public long limit() {
        return limit;
    }

    /** The abort that tripped the budget, or null. */
    public DuelAbortedError tripped() {
        return tripped;
    }

    private DuelAbortedError trip(DuelAbortedError e) {
        tripped = e;
        return e;
    }
}
