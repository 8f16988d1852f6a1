package dev.spellspeed.script.testing;

/**
 * Counts of a run of tests.
 *
 * @param passed tests that passed
 * @param failed tests that failed (including files that could not be loaded)
 * @param skipped tests that called {@code t:Skip}
 */
public record RunSummary(int passed, int failed, int skipped) {
    /** A summary with one more result counted. */
    public RunSummary plus(Outcome outcome) {
        return switch (outcome) {
            case PASS -> new RunSummary(passed + 1, failed, skipped);
            case FAIL -> new RunSummary(passed, failed + 1, skipped);
            case SKIP -> new RunSummary(passed, failed, skipped + 1);
        };
    }

    /** True when nothing failed. */
    public boolean ok() {
        return failed == 0;
    }

    /**
     * The closing line: {@code N passed, N failed}, followed by {@code , N skipped} when some
     * tests were skipped (so a run without skips ends with exactly {@code N passed, N failed}).
     */
    public String line() {
        return passed + " passed, " + failed + " failed" + (skipped > 0 ? ", " + skipped + " skipped" : "");
    }
}
