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
        return recipe(runner.settings(), file, null);
    }

    /**
     * The position of the test named {@code name} in a test file where its first {@code t:Run()}
     * returns: its set-up, then the steps it queued before that run, played as the run plays them;
     * the players take over at the turn player's idle prompt where the queue is empty.
     *
     * @throws IllegalArgumentException when the file declares no test of that name (the message lists those it does)
     */
    public static DuelRecipe test(ScriptTestRunner runner, Path file, String name) {
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
        return recipe(runner.settings(), file, name);
    }

    private static DuelRecipe recipe(RunnerSettings settings, Path file, String testName) {
        Map<Rules, TestSession> sessions = Collections.synchronizedMap(new IdentityHashMap<>());
        return new DuelRecipe() {
            @Override
            public Rules create(Decider decider0, Decider decider1) {
                TestSession session = new TestSession(settings, file, TestFiles.displayName(file));
                session.recordCardScriptFailures();
                session.load();
                if (testName != null) {
                    TestSession.Declaration declared = session.declarations().stream()
                            .filter(d -> d.name().equals(testName)).findFirst()
                            .orElseThrow(() -> new TestFailure(dev.spellspeed.testing.SourceLine.UNKNOWN,
                                    file + ": no test named '" + testName + "'"));
                    session.runSetUp(declared);
                }
                session.scenario().handOver(decider0, decider1);
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
