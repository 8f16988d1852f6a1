package dev.spellspeed.duel;

/**
 * Unwinds a duel that must stop before its end: its work budget is used up, or another thread
 * cancelled it. An {@link Error} so that it passes through Lua's {@code pcall} untouched; the
 * script host adds where it happened (card, callback, file) on its way out, and the runner ends the
 * duel with {@link EndReason#ABORTED}.
 */
public final class DuelAbortedError extends Error {
    private static final long serialVersionUID = 1L;

    /** Why the duel stopped. */
    public enum Cause {
        /** The duel's deterministic work budget ran out. */
        BUDGET,
        /** The duel's memory budget (bytes of strings its scripts built) ran out. */
        MEMORY,
        /** {@link Duel#cancel} was called (by a user, or a wall-clock backstop). */
        CANCELLED
    }

    private final Cause cause;
    private final String reason;
    private final String where;

    /**
     * @param cause  why
     * @param reason what happened, e.g. "work budget of 100 units exceeded"
     * @param where  where it happened, e.g. "Pot of Greed's operation, c55144522.lua:12", or null
     */
    public DuelAbortedError(Cause cause, String reason, String where) {
        super(reason + (where != null ? " in " + where : ""), null, false, false);
        this.cause = cause;
        this.reason = reason;
        this.where = where;
    }

    public Cause kind() {
        return cause;
    }

    /** Where it happened, or null when not in a script. */
    public String where() {
        return where;
    }

    /** The same abort, located (the innermost location is kept). */
    public DuelAbortedError at(String location) {
        return where != null ? this : new DuelAbortedError(cause, reason, location);
    }
}
