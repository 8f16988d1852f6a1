package dev.spellspeed.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code replay --until}, {@code --diff}, {@code --to-test} and {@code bench --fork} on a recorded
 * duel of the demo decks (seed 7: Pot of Greed resolves at decision 357).
 */
class ReplayInspectionTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    /** Pot of Greed: its script changed to draw one card more, a behaviour change a replay must find. */
    private static final String POT_OF_GREED = "c55144522.lua";

    @TempDir
    static Path dir;
    private static Path replay;
    private static String fullLog;

    private record Result(int status, String out, String err) {}

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    @BeforeAll
    static void recordADuel() {
        System.setProperty(Home.PROPERTY, REPO.toString());
        replay = dir.resolve("r.json");
        Result duel = run("duel", "--deck0", REPO.resolve("decks/sample-beatdown.ydk").toString(),
                "--deck1", REPO.resolve("decks/sample-control.ydk").toString(), "--seed", "7",
                "--replay-out", replay.toString());
        assertEquals(0, duel.status(), duel.err());
        fullLog = duel.out();
    }

    /** A script directory where Pot of Greed draws 3. */
    private static Path changedScripts() throws IOException {
        Path changed = Files.createDirectories(dir.resolve("changed"));
        String script = Files.readString(REPO.resolve("scripts").resolve(POT_OF_GREED));
        String edited = script.replace("Duel.Draw(player,count,REASON_EFFECT)", "Duel.Draw(player,count+1,REASON_EFFECT)");
        assertTrue(!edited.equals(script), "the edit applies to the bundled script");
        Files.writeString(changed.resolve(POT_OF_GREED), edited);
        return changed;
    }

    @Test
    void untilPrintsTheLogSoFarTheBoardAndThePendingPrompt() {
        Result result = run("replay", replay.toString(), "--until", "40");
        assertEquals(0, result.status(), result.err());
        String[] parts = result.out().split("\nafter decision 40 of ", 2);
        assertTrue(fullLog.startsWith(parts[0]), "the log up to decision 40 is the start of the whole log");
        assertTrue(parts[1].contains("turn 3 (player 0), Main Phase 1"), parts[1]);
        assertTrue(parts[1].contains("monsters: Command Knight#11 [2, face-down Defense]"), parts[1]);
        assertTrue(parts[1].contains("pending, decision 41: player 1, chain: "), parts[1]);
    }

    @Test
    void untilPastTheEndIsRefused() {
        Result result = run("replay", replay.toString(), "--until", "999999");
        assertEquals(2, result.status());
        assertTrue(result.err().contains("--until 999999: the replay has "), result.err());
    }

    @Test
    void diffNamesTheFirstDivergenceWithItsTurnCardAndBothOutcomes() throws IOException {
        Result result = run("replay", replay.toString(), "--scripts", changedScripts().toString(), "--diff");
        assertEquals(1, result.status(), result.err() + result.out());
        assertTrue(result.out().startsWith("first divergence before decision 358 (turn 17, Main Phase 1), card Pot of Greed#28:"),
                result.out());
        assertTrue(result.out().contains("bundled scripts:") && result.out().contains("chain link 1 (Pot of Greed#28) resolves"),
                result.out());
        assertTrue(result.out().contains("P0 draws Heavy Storm#31"), result.out());
    }

    @Test
    void diffWithUnchangedScriptsFindsNoDivergence() throws IOException {
        Path same = Files.createDirectories(dir.resolve("same"));
        Files.copy(REPO.resolve("scripts").resolve(POT_OF_GREED), same.resolve(POT_OF_GREED));
        Result result = run("replay", replay.toString(), "--scripts", same.toString(), "--diff");
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().startsWith("no divergence: all "), result.out());
    }

    @Test
    void diffComparesTwoScriptDirectoriesOfOnesOwn() throws IOException {
        Path changed = changedScripts();
        Result same = run("replay", replay.toString(), "--base-scripts", changed.toString(), "--scripts", changed.toString(), "--diff");
        assertEquals(0, same.status(), same.err() + same.out());
        Result reversed = run("replay", replay.toString(), "--base-scripts", changed.toString(),
                "--scripts", REPO.resolve("scripts").toString(), "--diff");
        assertEquals(1, reversed.status(), reversed.err() + reversed.out());
        assertTrue(reversed.out().contains("--base-scripts " + changed + ": P0 draws Heavy Storm#31"), reversed.out());
    }

    @Test
    void diffNeedsScriptsToCompareWith() {
        Result result = run("replay", replay.toString(), "--diff");
        assertEquals(2, result.status());
        assertTrue(result.err().contains("--diff needs --scripts DIR"), result.err());
    }

    @Test
    void toTestWritesATestThatPassesHereAndFailsWhereBehaviourChanged() throws IOException {
        Path test = dir.resolve("regression.lua");
        Result written = run("replay", replay.toString(), "--to-test", test.toString(), "--until", "400");
        assertEquals(0, written.status(), written.err());
        String lua = Files.readString(test);
        assertTrue(lua.contains("t:Replay{") && lua.contains("t:ExpectLP(1, ") && lua.contains("t:ExpectAttack(c["), lua);

        Result passes = run("test", test.toString());
        assertEquals(0, passes.status(), passes.out() + passes.err());
        assertTrue(passes.out().contains("1 passed, 0 failed"), passes.out());

        Result fails = run("test", "--scripts", changedScripts().toString(), test.toString());
        assertEquals(1, fails.status(), fails.out() + fails.err());
        assertTrue(fails.out().contains("replay diverged at decision 359"), fails.out());
    }

    @Test
    void toTestOfTheWholeDuelExpectsItsWinner() throws IOException {
        Path test = dir.resolve("whole.lua");
        Result written = run("replay", replay.toString(), "--to-test", test.toString());
        assertEquals(0, written.status(), written.err());
        assertTrue(Files.readString(test).contains("t:ExpectWinner(0)"));
        Result passes = run("test", test.toString());
        assertEquals(0, passes.status(), passes.out() + passes.err());
    }

    @Test
    void toTestDoesNotOverwriteAFile() throws IOException {
        Path test = Files.writeString(dir.resolve("mine.lua"), "-- my own test\n");
        Result result = run("replay", replay.toString(), "--to-test", test.toString(), "--until", "10");
        assertEquals(2, result.status());
        assertTrue(result.err().contains("already exists"), result.err());
        assertEquals("-- my own test\n", Files.readString(test));
    }

    @Test
    void benchForkReportsBothTermsOfAForkAndForksPerSecond() {
        Result result = run("bench", "--fork", "--duels", "2", "--warmup", "0", "--json");
        assertEquals(0, result.status(), result.err());
        for (String key : new String[] {"\"forkSetupMs\":", "\"forkUsPerDecision\":", "\"forksPerSecond\":",
                "\"playUsPerDecision\":", "\"medianDepth\":"}) {
            assertTrue(result.out().contains(key), key + " in " + result.out());
        }
    }

    @Test
    void benchForkCheckRunsTheForkInvariant() {
        Result result = run("bench", "--fork", "--check", "--duels", "3");
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().contains("fork invariant: 3 of 3 duels"), result.out());
    }
}
