package dev.spellspeed.script.testing;

import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.testing.SourceLine;

import java.util.List;

/**
 * Where a playtest board opens a test ({@code spellspeed play --test FILE --filter NAME}): the
 * point at which the test stopped being right. For a test that fails, that is after the last
 * {@code t:Run()} it completed before the failure (the expectation that failed reads the board
 * there; a failure inside a run leaves the board where that run began); for a test that passes,
 * its end. While the body runs, a recorder marks the position after each completed run, as
 * {@code t:Snapshot()} would (the calls that set the duel up or changed it, and the decisions
 * answered), so the position can be re-executed on a fresh duel.
 */
final class TestPositions {
    /** A point of the test: what {@code t:Restore} would re-execute, after {@code runs} completed runs. */
    record Mark(List<Journal.Entry> calls, boolean started, List<RecordedDecision> decisions, int runs,
                SourceLine lastRun) {
    }

    /**
     * How the body ended and where the board opens.
     *
     * @param failure what failed, in one line (null: the test passed up to the position)
     * @param where   the test line of the failure (null when it passed)
     * @param inRun   whether the failure came from inside a run (the {@code runs + 1}-th)
     * @param outcome what ended the test there
     */
    record Stop(Mark position, String failure, SourceLine where, boolean inRun, Outcome outcome) {
    }

    /** What ended a test's body on the board's behalf. */
    enum Outcome {
        /** It passed (or reached the runs asked for). */
        PASSED,
        /** A test failure outside a run: an expectation, most often. */
        FAILED_EXPECTATION,
        /** A failure inside a run, or anything else that failed the test. */
        FAILED,
        /** {@code t:Skip}. */
        SKIPPED
    }

    /** Ends the body once the position is reached: the runs after it are not played. */
    static final class Reached extends Error {
        private static final long serialVersionUID = 1L;

        Reached() {
            super("position reached", null, false, false);
        }
    }

    private final TestSession session;
    private final int stopAfterRuns;
    private Mark last;
    private int runs;
    private boolean inRun;

    /** Records {@code session}'s positions; the body ends at the run after {@code stopAfterRuns} completed ones. */
    TestPositions(TestSession session, int stopAfterRuns) {
        this.session = session;
        this.stopAfterRuns = stopAfterRuns;
    }

    /** At a {@code t:Run()} call, before it plays: the set-up is marked, and the body ends here once the position is reached. */
    void beforeRun() {
        if (last == null) {
            last = now(null);
        }
        if (runs >= stopAfterRuns) {
            throw new Reached();
        }
        inRun = true;
    }

    /** A run completed: its end is the position so far. */
    void afterRun(SourceLine where) {
        inRun = false;
        runs++;
        last = now(where);
    }

    /** Whether a failure now comes from inside a run. */
    boolean inRun() {
        return inRun;
    }

    /** The position: after the last completed run, else the set-up as it stood at the first run (or now, without one). */
    Mark position() {
        return last != null ? last : now(null);
    }

    private Mark now(SourceLine where) {
        Journal journal = session.journal();
        return new Mark(journal.upTo(journal.size()), session.scenario().hasStarted(), session.scenario().decisions(),
                runs, where);
    }

    /** "1st", "2nd", "3rd", "4th" … */
    static String ordinal(int n) {
        int tens = n % 100;
        String suffix = tens >= 11 && tens <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }
}
