package dev.spellspeed.testing;

/**
 * A failed expectation, an unanswered or wrongly answered prompt, or a step that was never used.
 * An {@link Error} so that it crosses Lua's {@code pcall} and the engine untouched.
 */
public final class TestFailure extends Error {
    private final transient SourceLine where;

    public TestFailure(SourceLine where, String message) {
        super(message, null, false, false);
        this.where = where;
    }

    /** The test line the failure is about. */
    public SourceLine where() {
        return where;
    }
}
