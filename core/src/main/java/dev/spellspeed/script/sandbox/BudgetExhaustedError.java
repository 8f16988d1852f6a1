package dev.spellspeed.script.sandbox;

/**
 * Thrown when a callback uses up its instruction or allocation budget.
 *
 * <p>An {@link Error}, not an exception, on purpose: LuaJ's {@code pcall}, {@code xpcall} and
 * its interpreter loop catch every {@link Exception}, so only an {@code Error} travels from the
 * offending instruction to the host's callback boundary without a script being able to swallow
 * it. The host catches it there and reports a normal script error; it never escapes the host.
 */
public final class BudgetExhaustedError extends Error {
    private static final long serialVersionUID = 1L;

    /** Which budget ran out. */
    public enum Kind {
        /** Too many Lua VM instructions (an endless or very long loop). */
        INSTRUCTIONS,
        /** Too many bytes of strings built (a memory bomb). */
        ALLOCATION
    }

    private final Kind kind;
    private final transient String luaTraceback;
    private transient Object origin;

    /**
     * @param kind         which budget
     * @param message      what happened, with the limit
     * @param luaTraceback Lua call stack at the moment, or null when calls are not tracked
     */
    public BudgetExhaustedError(Kind kind, String message, String luaTraceback) {
        super(message, null, false, false); // no Java stack trace: it says nothing about the script
        this.kind = kind;
        this.luaTraceback = luaTraceback;
    }

    /** Which budget ran out. */
    public Kind kind() {
        return kind;
    }

    /**
     * Records whose callback used the budget up (the host's description of the innermost card
     * callback it crossed), once: an outer boundary, such as a test's {@code t:Run()}, must not
     * take the blame.
     */
    public void attachOrigin(Object origin) {
        if (this.origin == null) {
            this.origin = origin;
        }
    }

    /** What {@link #attachOrigin} recorded, or null. */
    public Object origin() {
        return origin;
    }

    /** The Lua traceback when call tracking is on, otherwise null. */
    public String luaTraceback() {
        return luaTraceback;
    }
}
