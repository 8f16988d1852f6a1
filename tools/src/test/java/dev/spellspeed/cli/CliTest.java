package dev.spellspeed.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import dev.spellspeed.replay.ReplayFiles;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The README's commands, run in-process against the repository's own cards.db and sample decks. */
class CliTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {}

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    private static String deck(String name) {
        return REPO.resolve("decks").resolve(name).toString();
    }

    @Test
    void demoEndsWithALineNamingTheWinnerOrADraw() {
        Result result = run("demo", "--seed", "7");
        assertEquals(0, result.status(), result.err());
        List<String> lines = result.out().lines().toList();
        String last = lines.get(lines.size() - 1);
        assertTrue(last.matches("Player [01] wins .*|The duel is a draw .*"), last);
    }

    /** The README's first command: a duel worth watching, not only Normal monsters trading blows. */
    @Test
    void demoOfSeed13ShowsAChainOfTwoLinksATriggeredEffectAndABattle() {
        String log = run("demo", "--seed", "13").out();
        assertTrue(log.lines().anyMatch(line -> line.contains(" activates ") && line.endsWith("chain link 2)")),
                "a chain of 2 links:\n" + log);
        assertTrue(log.contains(" (trigger effect, chain link "), "a triggered effect:\n" + log);
        assertTrue(log.lines().anyMatch(line -> line.matches(" +\\S.* \\(\\d+\\) attacks .*")), "a battle:\n" + log);
    }

    @Test
    void demoIsTheSameForTheSameSeedAndDifferentForAnother() {
        String first = run("demo", "--seed", "7").out();
        assertEquals(first, run("demo", "--seed", "7").out());
        assertNotEquals(first, run("demo", "--seed", "8").out());
    }

    @Test
    void demoPrintsTheLogAsItGoesAndTheSameLogAsTheDuelCommand() {
        Result demo = run("demo", "--seed", "13");
        Result duel = run("duel", "--deck0", deck("sample-beatdown.ydk"), "--deck1", deck("sample-control.ydk"),
                "--player", "heuristic", "--seed", "13");
        assertEquals(0, demo.status(), demo.err());
        assertEquals(duel.out(), demo.out()); // streamed line by line, the same bytes as the whole log at the end
    }

    @Test
    void aRecordedDuelReplaysToTheIdenticalLog() {
        Path replay = dir.resolve("r.json");
        Result duel = run("duel", "--deck0", deck("sample-warriors.ydk"), "--deck1", deck("sample-dragons.ydk"),
                "--seed", "5", "--replay-out", replay.toString());
        assertEquals(0, duel.status(), duel.err());
        Result again = run("replay", replay.toString());
        assertEquals(0, again.status(), again.err());
        assertEquals(duel.out(), again.out());
    }

    @Test
    void aReplayNamesTheScriptThatChangedSinceItWasRecorded() throws Exception {
        Path replay = dir.resolve("r.json");
        Result duel = run("duel", "--deck0", deck("sample-effects.ydk"), "--deck1", deck("sample-effects-2.ydk"),
                "--seed", "5", "--replay-out", replay.toString());
        assertEquals(0, duel.status(), duel.err());
        String script = ReplayFiles.read(replay).files().keySet().stream().filter(n -> n.matches("c\\d+\\.lua"))
                .findFirst().orElseThrow();
        Path mine = Files.createDirectories(dir.resolve("mine"));
        Files.copy(REPO.resolve("scripts").resolve(script), mine.resolve(script));
        assertEquals("", run("replay", replay.toString(), "--scripts", mine.toString()).err()); // control: same content
        Files.writeString(mine.resolve(script), "\n-- edited", java.nio.file.StandardOpenOption.APPEND);
        Result again = run("replay", replay.toString(), "--scripts", mine.toString());
        assertTrue(again.err().contains(script + ": changed since the replay was recorded"), again.err());
    }

    @Test
    void aDeckWithAnUnknownIdExitsWith2NamingTheFileAndLine() throws IOException {
        Path bad = dir.resolve("bad.ydk");
        Files.writeString(bad, "#main\n14898066\n999999999\n");
        Result result = run("duel", "--deck0", bad.toString(), "--deck1", deck("sample-dragons.ydk"));
        assertEquals(2, result.status());
        assertTrue(result.err().contains(bad + ":3"), result.err());
        assertTrue(result.err().contains("unknown card id"), result.err());
        assertFalse(result.err().contains("Exception"), "no stack trace: " + result.err());
    }

    @Test
    void severalGamesPrintASummary() {
        Result result = run("duel", "--deck0", deck("sample-warriors.ydk"), "--deck1", deck("sample-dragons.ydk"),
                "--games", "5", "--seed", "100");
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().startsWith("5 games: player 0 won "), result.out());
        assertTrue(result.out().contains("turns per duel"), result.out());
        // stderr is no terminal here: no progress bar (RunContractTest draws one on a terminal)
        assertEquals("", result.err());
    }

    @Test
    void aReplayFromAnotherFormatVersionIsRefused() throws IOException {
        Path replay = dir.resolve("r.json");
        run("duel", "--deck0", deck("sample-warriors.ydk"), "--deck1", deck("sample-dragons.ydk"),
                "--replay-out", replay.toString());
        Files.writeString(replay, Files.readString(replay).replace("\"formatVersion\": " + dev.spellspeed.replay.Replay.FORMAT_VERSION, "\"formatVersion\": 1"));
        Result result = run("replay", replay.toString());
        assertEquals(2, result.status());
        assertTrue(result.err().contains("format version 1"), result.err());
    }

    @Test
    void aMissingFileIsAOneLineError() {
        Result result = run("replay", dir.resolve("nothing.json").toString());
        assertEquals(2, result.status());
        assertEquals(1, result.err().lines().count(), result.err());
    }

    @Test
    void replayOutNeedsASingleGame() {
        Result result = run("duel", "--deck0", deck("sample-warriors.ydk"), "--deck1", deck("sample-dragons.ydk"),
                "--games", "3", "--replay-out", dir.resolve("r.json").toString());
        assertEquals(2, result.status());
        assertTrue(result.err().contains("--replay-out"), result.err());
    }

    @Test
    void everyBundledCardHasItsScriptAndEveryScriptItsCard() {
        Result result = run("check");
        assertEquals(0, result.status(), result.out());
        assertTrue(result.out().contains("missing scripts   0\n"), result.out());
        assertTrue(result.out().contains("without a card    0 "), result.out());
    }

    @Test
    void benchReportsItsFiguresAndTheSameDuelsOnAnyNumberOfThreads() {
        Result one = run("bench", "--duels", "6", "--warmup", "1", "--live", "2", "--json");
        Result two = run("bench", "--duels", "6", "--warmup", "0", "--threads", "2", "--live", "0", "--json");
        assertEquals(0, one.status(), one.err());
        assertEquals(0, two.status(), two.err());
        for (String key : List.of("duelsPerSecond", "setupMsPerDuel", "playMsPerDuel", "promptsPerSecond",
                "callbacksPerSecond", "mbPerLiveDuel", "setupMbAllocatedPerDuel", "playMbAllocatedPerDuel",
                "cpuMsPerDuel", "setupCpuMsPerDuel", "cpusBusy", "gcMs",
                "callbacksPerDuel", "setupCallbacksPerDuel", "turnsPerDuel")) {
            assertTrue(one.out().contains("\"" + key + "\":"), key + " in " + one.out());
        }
        // what the duels did depends on the seeds only, not on threads or warm-up
        assertEquals(whatTheDuelsDid(one.out()), whatTheDuelsDid(two.out()), "the same duels");
        assertTrue(one.out().contains("\"cpuMsPerTurn\":") && one.out().contains("\"peakRssMb\":"), one.out());
    }

    /** The bench's figures from promptsPerDuel on, without those that are timings or memory. */
    private static String whatTheDuelsDid(String json) {
        return json.replaceAll("^.*?(?=\"promptsPerDuel\")", "")
                .replaceAll("\"(cpuMsPerTurn|cpuUsPerDecision|peakRssMb)\":[^,]*,", "");
    }

    @Test
    void benchHoldsLiveDuelsToMeasureTheirMemoryUnlessToldNotTo() {
        Result held = run("bench", "--duels", "1", "--warmup", "0", "--live", "3", "--json");
        assertEquals(0, held.status(), held.err());
        assertTrue(held.out().contains("\"liveDuels\":3,\"mbPerLiveDuel\":"), held.out());
        assertFalse(held.out().contains("\"mbPerLiveDuel\":null"), held.out());
        // duels run on the bench decks call Lua, in setup and in play
        assertFalse(held.out().contains("\"callbacksPerDuel\":0.0,"), held.out());
        assertFalse(held.out().contains("\"setupCallbacksPerDuel\":0.0,"), held.out());

        Result skipped = run("bench", "--duels", "1", "--warmup", "0", "--live", "0", "--json");
        assertTrue(skipped.out().contains("\"liveDuels\":0,\"mbPerLiveDuel\":null"), skipped.out());

        Result text = run("bench", "--duels", "1", "--warmup", "0", "--live", "2");
        assertEquals(0, text.status(), text.err());
        assertTrue(text.out().contains("MB per live duel"), text.out());
        assertTrue(text.out().contains("(2 duels held at turn " + BenchCommand.LIVE_TURN + ")"), text.out());
        assertTrue(text.out().contains("Lua callbacks per second"), text.out());
        assertTrue(text.out().contains("MB allocated per duel"), text.out());
        assertTrue(text.out().contains("Lua callbacks per duel"), text.out());
    }

    @Test
    void benchWithRandomDecksPlaysTheDuelsDuelWithRandomDecksPlays() {
        Result bench = run("bench", "--random-decks", "--duels", "4", "--warmup", "0", "--live", "0", "--json");
        Result duel = run("duel", "--random-decks", "--games", "4", "--seed", "1", "--json");
        assertEquals(0, bench.status(), bench.err());
        assertEquals(0, duel.status(), duel.err());
        for (String key : List.of("games", "wins", "draws", "turnsPerDuel", "luaErrors")) {
            java.util.regex.Pattern value = java.util.regex.Pattern.compile("\"" + key + "\":(\\[[^\\]]*\\]|\\{[^}]*\\}|[^,}]+)");
            java.util.regex.Matcher inBench = value.matcher(bench.out());
            java.util.regex.Matcher inDuel = value.matcher(duel.out());
            assertTrue(inBench.find() && inDuel.find(), key + " in both:\n" + bench.out() + "\n" + duel.out());
            assertEquals(inDuel.group(1), inBench.group(1), key);
        }
        Result refused = run("bench", "--random-decks", "--deck0", deck("bench-a.ydk"), "--duels", "1");
        assertEquals(Main.BAD_INPUT, refused.status());
        assertTrue(refused.err().contains("--random-decks"), refused.err());
    }

    @Test
    void benchRefusesANegativeLiveCount() {
        Result result = run("bench", "--duels", "1", "--live", "-1");
        assertEquals(Main.BAD_INPUT, result.status());
        assertTrue(result.err().contains("--live"), result.err());
    }

    @Test
    void benchRefusesAnEmptyRun() {
        Result result = run("bench", "--duels", "0");
        assertEquals(Main.BAD_INPUT, result.status());
        assertTrue(result.err().contains("--duels"), result.err());
    }

    @Test
    void randomDeckDuelsReportEngineExceptionsAndLuaErrorsPerCard() {
        Result result = run("duel", "--random-decks", "--games", "3", "--seed", "5");
        assertEquals(0, result.status(), result.out() + result.err());
        assertTrue(result.out().startsWith("3 games with random decks from "), result.out());
        assertTrue(result.out().contains("(seeds 5 to 7)"), result.out());
        assertTrue(result.out().contains("engine exceptions: 0"), result.out());
        assertTrue(result.out().contains("Lua errors: 0 in 0 cards"), result.out());
        // the same seed deals the same decks and plays the same games
        String again = run("duel", "--random-decks", "--games", "3", "--seed", "5").out();
        assertEquals(result.out().replaceAll("[0-9.]+ duels per second", "X"),
                again.replaceAll("[0-9.]+ duels per second", "X"));
    }

    @Test
    void randomDecksAndGivenDecksExcludeEachOther() {
        Result result = run("duel", "--random-decks", "--deck0", deck("sample-warriors.ydk"));
        assertEquals(2, result.status());
        assertTrue(result.err().contains("--random-decks deals its own decks"), result.err());
        Result neither = run("duel");
        assertEquals(2, neither.status());
        assertTrue(neither.err().contains("give both --deck0 and --deck1, or --random-decks"), neither.err());
    }
}
