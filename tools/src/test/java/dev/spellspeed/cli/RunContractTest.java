package dev.spellspeed.cli;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The run contract on the command line: every command that runs duels counts Lua errors per card,
 * exits 1 when anything failed (0 with --allow-errors, the figures unchanged), and reports what was
 * exercised. The broken script is a Pot of Greed whose target calls a function that does not exist.
 */
class RunContractTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final String POT_OF_GREED = "c55144522 (Pot of Greed)";

    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {}

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    private static Result run(String... args) {
        return run(false, args);
    }

    private static Result run(boolean terminal, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err), terminal);
        return new Result(status, out.toString(), err.toString());
    }

    private static String broken() {
        try {
            return Path.of(RunContractTest.class.getResource("/runs/broken").toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String deck(String name) {
        return REPO.resolve("decks").resolve(name).toString();
    }

    private static String[] beatdownDuels(String... more) {
        String[] base = {"duel", "--deck0", deck("sample-beatdown.ydk"), "--deck1", deck("sample-control.ydk"),
                "--games", "3", "--seed", "1"};
        String[] all = new String[base.length + more.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return all;
    }

    @Test
    void aBrokenScriptMakesDuelExit1AndNamesTheCardTheLineAndTheSeed() {
        Result result = run(beatdownDuels("--scripts", broken()));
        assertEquals(1, result.status(), result.out() + result.err());
        assertTrue(result.out().contains("  " + POT_OF_GREED + ": "), result.out());
        assertTrue(result.out().contains("c55144522.lua:12: "), "file:line: " + result.out());
        assertTrue(result.out().contains("first in seed "), result.out());
        assertTrue(result.err().contains("--allow-errors"), result.err());
        // the positive control: the same games with the bundled script are clean
        Result clean = run(beatdownDuels());
        assertEquals(0, clean.status(), clean.out() + clean.err());
        assertTrue(clean.out().contains("Lua errors: 0 in 0 cards"), clean.out());
    }

    @Test
    void allowErrorsExits0WithTheSameFigures() {
        Result failing = run(beatdownDuels("--scripts", broken()));
        Result allowed = run(beatdownDuels("--scripts", broken(), "--allow-errors"));
        assertEquals(0, allowed.status(), allowed.err());
        assertEquals(failing.out().replaceAll("[0-9.]+ duels per second", "X"),
                allowed.out().replaceAll("[0-9.]+ duels per second", "X"));
        assertTrue(allowed.err().contains("exit status 0: --allow-errors"), allowed.err());
    }

    @Test
    void oneDuelWithABrokenScriptPrintsItsLogAndTheFailureOnStderrAndExits1() {
        Result result = run("duel", "--deck0", deck("sample-beatdown.ydk"), "--deck1", deck("sample-control.ydk"),
                "--scripts", broken());
        assertEquals(1, result.status(), result.err());
        assertTrue(result.out().contains("script error in the target of "), "the log: " + result.out());
        assertTrue(result.err().contains(POT_OF_GREED), result.err());
        Result demo = run("demo", "--scripts", broken());
        assertEquals(1, demo.status(), demo.err());
        assertTrue(demo.err().contains(POT_OF_GREED), demo.err());
        Result clean = run("demo");
        assertEquals(0, clean.status(), clean.err());
        assertEquals("", clean.err());
    }

    @Test
    void benchAndReplayCountLuaErrorsToo() {
        Result bench = run("bench", "--deck0", deck("sample-beatdown.ydk"), "--deck1", deck("sample-control.ydk"),
                "--duels", "2", "--warmup", "0", "--live", "0", "--scripts", broken());
        assertEquals(1, bench.status(), bench.out() + bench.err());
        assertTrue(bench.out().contains("  " + POT_OF_GREED + ": "), bench.out());
        Path replay = dir.resolve("r.json");
        Result recorded = run("duel", "--deck0", deck("sample-beatdown.ydk"), "--deck1", deck("sample-control.ydk"),
                "--scripts", broken(), "--replay-out", replay.toString(), "--allow-errors");
        assertEquals(0, recorded.status(), recorded.err());
        Result replayed = run("replay", replay.toString(), "--scripts", broken());
        assertEquals(1, replayed.status(), replayed.err());
        assertEquals(recorded.out(), replayed.out());
        assertTrue(replayed.err().contains(POT_OF_GREED), replayed.err());
    }

    @Test
    void aPuzzleIsSetUpEvenWhenACardScriptFailsAndCountsItsLuaError() throws Exception {
        Path scripts = Files.createDirectories(dir.resolve("scripts"));
        Files.writeString(scripts.resolve("c55144522.lua"), "local s,id=GetID()\nfunction s.initial_effect(c) error('broken') end\n");
        Path puzzle = dir.resolve("puzzle.lua");
        Files.writeString(puzzle, """
                Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN,4)
                Debug.AddCard(55144522,0,0,LOCATION_HAND,0,POS_FACEDOWN)
                Debug.AddCard(14898066,0,0,LOCATION_HAND,0,POS_FACEDOWN)
                Debug.ReloadFieldEnd()
                """);
        Result result = run("puzzle", puzzle.toString(), "--scripts", scripts.toString());
        assertEquals(1, result.status(), result.out() + result.err());
        assertTrue(result.out().contains("hand: Pot of Greed#1"), "the board: " + result.out());
        assertTrue(result.err().contains(POT_OF_GREED) && result.err().contains("c55144522.lua:2: "), result.err());
        JsonObject json = JsonParser.parseString(run("puzzle", puzzle.toString(), "--scripts", scripts.toString(),
                "--json").out()).getAsJsonObject();
        assertEquals(2, json.get("cardsDealt").getAsInt(), json.toString());
        assertEquals(1, json.get("luaErrors").getAsInt(), json.toString());
        Result clean = run("puzzle", puzzle.toString(), "--json");
        assertEquals(0, clean.status(), clean.err());
        assertEquals(0, JsonParser.parseString(clean.out()).getAsJsonObject().get("luaErrors").getAsInt(), clean.out());
    }

    @Test
    void randomDecksDealExtraDecksUnlessToldNot() {
        Result with = run("duel", "--random-decks", "--games", "4", "--seed", "3", "--json");
        assertEquals(0, with.status(), with.err());
        JsonObject json = JsonParser.parseString(with.out()).getAsJsonObject();
        assertTrue(json.get("extraDeckPool").getAsInt() > 0, with.out());
        assertTrue(json.get("extraDeckDealt").getAsInt() > 0, with.out());
        assertTrue(json.get("extraDeckSummoned").getAsInt() > 0, "Extra Deck monsters were Special Summoned: " + with.out());
        Result without = run("duel", "--random-decks", "--games", "4", "--seed", "3", "--no-extra", "--json");
        JsonObject none = JsonParser.parseString(without.out()).getAsJsonObject();
        assertEquals(0, none.get("extraDeckPool").getAsInt(), without.out());
        assertEquals(0, none.get("extraDeckDealt").getAsInt(), without.out());
        assertEquals(0, none.get("extraDeckSummoned").getAsInt(), without.out());
    }

    /** The summary's seeds are worth something: one random-deck game replays with its log and its replay file. */
    @Test
    void oneRandomDeckGamePrintsItsLogAndRecordsAReplay() {
        Path replay = dir.resolve("random.json");
        Result one = run("duel", "--random-decks", "--seed", "4", "--replay-out", replay.toString());
        assertEquals(0, one.status(), one.err());
        assertTrue(one.out().lines().reduce((a, b) -> b).orElse("").matches("Player [01] wins .*|The duel is a draw .*"),
                one.out());
        Result again = run("replay", replay.toString());
        assertEquals(0, again.status(), again.err());
        assertEquals(one.out(), again.out());
    }

    @Test
    void noExtraNeedsRandomDecks() {
        Result result = run("duel", "--deck0", deck("sample-beatdown.ydk"), "--deck1", deck("sample-control.ydk"), "--no-extra");
        assertEquals(Main.BAD_INPUT, result.status());
        assertTrue(result.err().contains("--no-extra goes with --random-decks"), result.err());
    }

    @Test
    void theSummaryReportsCoverage() {
        Result result = run(beatdownDuels());
        assertTrue(result.out().matches("(?s).*coverage: \\d+ cards dealt, \\d+ had an effect activated .*"), result.out());
    }

    @Test
    void progressIsDrawnOnlyOnATerminal() {
        Result log = run(false, beatdownDuels());
        assertFalse(log.err().contains("\r"), "no progress frames in a log: " + log.err());
        assertEquals("", log.err());
        Result terminal = run(true, beatdownDuels());
        assertTrue(terminal.err().contains("\r[") && terminal.err().contains("3/3"), terminal.err());
        assertEquals(log.out().replaceAll("[0-9.]+ duels per second", "X"),
                terminal.out().replaceAll("[0-9.]+ duels per second", "X"));
    }

    @Test
    void aDuelOverItsWorkBudgetIsAbortedNamingTheCardAndExits1() {
        Result small = run("duel", "--deck0", deck("bench-a.ydk"), "--deck1", deck("bench-b.ydk"), "--games", "2",
                "--work-budget", "20000");
        assertEquals(1, small.status(), small.err());
        String report = small.out() + small.err();
        assertTrue(report.contains("2 aborted duels"), report);
        assertTrue(report.contains("work budget of 20000 units exceeded in"), report);
        // positive control: the default budget lets the same games end normally
        Result normal = run("duel", "--deck0", deck("bench-a.ydk"), "--deck1", deck("bench-b.ydk"), "--games", "2");
        assertEquals(0, normal.status(), normal.err());
        assertFalse((normal.out() + normal.err()).contains("units exceeded"), normal.out());
    }

    @Test
    void aNegativeBudgetIsBadInput() {
        Result result = run("duel", "--deck0", deck("bench-a.ydk"), "--deck1", deck("bench-b.ydk"), "--work-budget", "-1");
        assertEquals(2, result.status());
        assertTrue(result.err().contains("cannot be negative"), result.err());
    }

    @Test
    void aScriptThatFailsToLoadIsReportedOnceAtTheStartOfTheLogNamingItsCardAndLine() throws Exception {
        Path scripts = Files.createDirectories(dir.resolve("unloadable"));
        Files.writeString(scripts.resolve("c55144522.lua"),
                "local s,id=GetID()\nfunction s.initial_effect(c)\n  local e1=Effect.CreateEffect(c\nend\n");
        Result broken = run("duel", "--deck0", deck("bench-a.ydk"), "--deck1", deck("bench-b.ydk"),
                "--scripts", scripts.toString());
        String first = broken.out().lines().findFirst().orElse("");
        assertTrue(first.contains(POT_OF_GREED + " load: ") && first.contains("c55144522.lua:4:")
                && first.endsWith("(the card has no effects this duel)"), broken.out());
        assertEquals(1, broken.out().lines().filter(l -> l.contains("has no effects this duel")).count(), broken.out());
        // positive control: with the bundled script the log starts with the duel
        Result clean = run("duel", "--deck0", deck("bench-a.ydk"), "--deck1", deck("bench-b.ydk"));
        assertTrue(clean.out().startsWith("Duel start"), clean.out());
    }
}
