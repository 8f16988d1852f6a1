package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.testing.Outcome;
import dev.spellspeed.script.testing.ScriptTestRunner;
import dev.spellspeed.script.testing.TestResult;

/**
 * Issue 27, item 1: {@code spellspeed test} has a wall-clock backstop per test. A test that keeps
 * registering effects runs for a while within its budgets; with a timeout its duel is cancelled and
 * the test fails as timed out, and the next test runs. (The storm takes about 2 s of CPU to use up
 * its duel's work budget, ten times the timeout.)
 */
class TestRunnerTimeoutTest {

    private static final String TESTS = """
            Test("a storm of effects", function(t)
              for i = 1, 1e7 do Duel.RegisterEffect(Effect.GlobalEffect(), 0) end
            end)
            Test("an ordinary test", function(t)
              t:ExpectLP(0, 8000)
            end)
            """;

    private static List<TestResult> run(Path dir, Duration timeout) throws Exception {
        Files.writeString(dir.resolve("storm.lua"), TESTS);
        ScriptTestRunner runner = new ScriptTestRunner(ScriptDirectories.bundledOnly(HostileDuels.BUNDLED_SCRIPTS),
                HostileDuels.cards()).withTimeout(timeout);
        List<TestResult> results = new ArrayList<>();
        runner.runAll(List.of(dir), null, results::add);
        return results;
    }

    @Test
    void aTestPastItsTimeoutFailsAsTimedOutAndTheNextOneRuns(@TempDir Path dir) throws Exception {
        List<TestResult> results = run(dir, Duration.ofMillis(200));
        assertEquals(2, results.size());
        assertEquals(Outcome.FAIL, results.get(0).outcome());
        assertTrue(results.get(0).report().contains("aborted: timed out after 200 ms"), results.get(0).report());
        assertEquals(Outcome.PASS, results.get(1).outcome(), results.get(1).report());
    }

    /** Positive control: without the backstop the storm ends at its duel's deterministic work budget instead. */
    @Test
    void withoutATimeoutTheBudgetsEndIt(@TempDir Path dir) throws Exception {
        List<TestResult> results = run(dir, null);
        assertEquals(Outcome.FAIL, results.get(0).outcome());
        assertEquals("aborted: work budget of 500000000 units exceeded in Lua code the host ran (other), storm.lua:2",
                results.get(0).report().strip());
    }
}
