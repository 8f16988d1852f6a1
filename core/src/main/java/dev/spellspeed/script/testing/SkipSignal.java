package dev.spellspeed.script.testing;

/**
 * Thrown by {@code t:Skip(reason)} to end a test at once as skipped. An {@link Error}, like a test
 * failure, so that no {@code pcall} in the test stops it.
 */
final class SkipSignal extends Error {
    private static final long serialVersionUID = 1L;

    SkipSignal(String reason) {
        super(reason, null, false, false);
    }

    String reason() {
        return getMessage();
    }
}
