package dev.spellspeed.script.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** t:Snapshot, t:Restore and t:Replay: what they refuse, and that a restore really goes back. */
class SnapshotMethodsTest {
    private static ScriptTestRunner runner;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception {
        runner = ScriptScenariosTest.runner();
    }

    private TestResult runOne(String lua) throws IOException {
        Path file = dir.resolve("one.lua");
        Files.writeString(file, lua);
        List<TestCase> tests = runner.tests(file);
        assertEquals(1, tests.size());
        return runner.run(tests.get(0));
    }

    private static final String BOARD = """
            Test("x", function(t)
            	local raider = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
            	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
            	t:Summon(0, raider)
            	t:Run()
            	local s = t:Snapshot()
            	t:Attack(0, raider, giant)
            	t:Run()
            """;

    @Test
    void aRestoreBringsBackTheBoardOfTheSnapshot() throws IOException {
        TestResult result = runOne(BOARD + "\tt:Restore(s)\n\tt:ExpectCard(giant, LOCATION_MZONE, 1)\nend)\n");
        assertEquals(Outcome.PASS, result.outcome(), result.report());
    }

    /** The positive control of the test above: without the restore the Giant is gone. */
    @Test
    void withoutARestoreTheLineOfPlayStands() throws IOException {
        TestResult result = runOne(BOARD + "\tt:ExpectCard(giant, LOCATION_MZONE, 1)\nend)\n");
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().contains("expected Giant Soldier of Stone"), result.report());
    }

    @Test
    void aRestoreWithQueuedStepsNeverUsedFailsTheTest() throws IOException {
        TestResult result = runOne(BOARD + "\tt:Summon(0, raider)\n\tt:Restore(s)\nend)\n");
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().contains("t:Restore: queued but never used before the restore"), result.report());
    }

    @Test
    void restoreTakesOnlyASnapshot() throws IOException {
        TestResult result = runOne(BOARD + "\tt:Restore({})\nend)\n");
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().contains("a snapshot t:Snapshot() returned in this test"), result.report());
    }

    @Test
    void replayMustComeFirst() throws IOException {
        TestResult result = runOne("""
                Test("x", function(t)
                	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
                	t:Replay{seed = 1, deck0 = {main = {}}, deck1 = {main = {}}}
                end)
                """);
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().contains("t:Replay: the duel must be empty and not started"), result.report());
    }
}
