package dev.spellspeed.script.testing;

import dev.spellspeed.decision.Decider;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.session.DuelRecipe;
import dev.spellspeed.testing.TestFailure;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Duels that start where a puzzle file, or a test of a test file, sets them up: what
 * {@code spellspeed play --puzzle FILE} and {@code --test FILE --filter NAME} play. Each duel the
 * recipe creates runs the file again in a fresh sandbox (the same position every time, so undo and
 * forks re-execute it like any recipe), then hands it to the recipe's players.
 */
public final class StartPositions {
    private StartPositions() {}

    /** The start of a puzzle file (Debug.ReloadFieldBegin … Debug.ReloadFieldEnd, aux.BeginPuzzle). */
    public static DuelRecipe puzzle(ScriptTestRunner runner, Path file) {
        return recipe(runner.settings(), file, null, 0);
    }

    /**
     * Where a test opens on the board: the recipe of duels that start there, and what the test did,
     * in words, for the page.
     */
    public record TestStart(DuelRecipe recipe, String description) {
    }

    /**
     * The position of the test named {@code name} in a test file where it stopped being right: after
     * the last {@code t:Run()} it completed before its first failure (a failed expectation, or a run
     * that failed: then where that run began), or its end when it passes; with no completed run, its
     * set-up. The test is run once here to find that point; every duel the recipe creates runs it
     * again up to that many runs and re-executes the position (its set-up, then every decision the
     * runs answered), and the players take over at the prompt after them.
     *
     * @throws IllegalArgumentException when the file declares no test of that name (the message lists those it does)
     */
    public static TestStart test(ScriptTestRunner runner, Path file, String name) {
        List<String> names = new ArrayList<>();
        for (TestCase test : runner.tests(file)) {
            if (test.index() != TestCase.LOADING) {
                names.add(test.name());
            }
        }
        if (!names.contains(name)) {
            throw new IllegalArgumentException(file + " declares no test named '" + name + "'"
                    + (names.isEmpty() ? " (it declares none)" : "; it declares: " + String.join(", ", names)));
        }
        RunnerSettings settings = runner.settings();
        TestPositions.Stop stop;
        try (TestSession probe = session(settings, file)) {
            stop = probe.runToPosition(declared(probe, file, name), Integer.MAX_VALUE);
        }
        int runs = stop.position().runs();
        return new TestStart(recipe(settings, file, name, runs), describe(name, stop));
    }

    /** What the page says about the test: passed or failed (where, and what), and where the board stands. */
    private static String describe(String name, TestPositions.Stop stop) {
        TestPositions.Mark at = stop.position();
        String board = at.runs() == 0 ? "the board is at its set-up (no t:Run() completed)"
                : "the board is after its " + TestPositions.ordinal(at.runs()) + " t:Run() (line " + at.lastRun().line() + ")";
        String where = stop.where() == null ? "" : stop.inRun() ? "line " + stop.where().line() + ", in its "
                + TestPositions.ordinal(at.runs() + 1) + " t:Run()" : "line " + stop.where().line();
        return switch (stop.outcome()) {
            case PASSED -> "test '" + name + "' passes; " + board + ", its end";
            case SKIPPED -> "test '" + name + "' is skipped at " + where + " (" + stop.failure() + "); " + board;
            case FAILED_EXPECTATION -> "test '" + name + "' fails at " + where + ": " + stop.failure() + "; " + board
                    + ", before that expectation";
            case FAILED -> "test '" + name + "' fails at " + where + ": " + stop.failure() + "; " + board
                    + (stop.inRun() ? ", where that run began" : ", before that line");
        };
    }

    private static TestSession session(RunnerSettings settings, Path file) {
        TestSession session = new TestSession(settings, file, TestFiles.displayName(file));
        session.recordCardScriptFailures();
        session.load();
        return session;
    }

    private static TestSession.Declaration declared(TestSession session, Path file, String testName) {
        return session.declarations().stream().filter(d -> d.name().equals(testName)).findFirst()
                .orElseThrow(() -> new TestFailure(dev.spellspeed.testing.SourceLine.UNKNOWN,
                        file + ": no test named '" + testName + "'"));
    }

    private static DuelRecipe recipe(RunnerSettings settings, Path file, String testName, int runs) {
        Map<Rules, TestSession> sessions = Collections.synchronizedMap(new IdentityHashMap<>());
        return new DuelRecipe() {
            @Override
            public Rules create(Decider decider0, Decider decider1) {
                TestSession session = session(settings, file);
                if (testName != null) {
                    // the same runs again (a reload's scripts may stop it sooner), then the position re-executed
                    TestPositions.Stop stop = session.runToPosition(declared(session, file, testName), runs);
                    session.openAt(stop.position(), decider0, decider1);
                } else {
                    session.scenario().handOver(decider0, decider1);
                }
                Rules rules = session.scenario().rules();
                sessions.put(rules, session);
                return rules;
            }

            @Override
            public DuelResult play(Rules rules) {
                TestSession session = sessions.remove(rules);
                if (session == null) {
                    throw new IllegalStateException("this duel was not created by this recipe");
                }
                return session.scenario().playFromStart();
            }
        };
    }
}
