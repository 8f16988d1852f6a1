package dev.spellspeed.play;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.spellspeed.script.testing.StartPositions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The board opens at a puzzle's position or a test's set-up ({@code --puzzle}, {@code --test --filter}). */
class StartPositionTest {
    @TempDir
    Path dir;

    private static JsonObject firstState(PlayTable table) {
        Inbox inbox = new Inbox();
        table.connect(inbox);
        return inbox.next("state");
    }

    private static String names(JsonArray cards) {
        StringBuilder out = new StringBuilder();
        for (var card : cards) {
            if (!card.isJsonNull() && card.getAsJsonObject().has("name")) {
                out.append(card.getAsJsonObject().get("name").getAsString()).append(';');
            }
        }
        return out.toString();
    }

    @Test
    void aPuzzleOpensAtItsPosition() throws IOException {
        Path file = Files.writeString(dir.resolve("puzzle.lua"), """
                Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN+DUEL_SIMPLE_AI,4)
                Debug.SetPlayerInfo(0,8000,0,0)
                Debug.SetPlayerInfo(1,1900,0,0)
                Debug.AddCard(14898066,0,0,LOCATION_HAND,0,POS_FACEDOWN)
                Debug.AddCard(44095762,1,1,LOCATION_SZONE,2,POS_FACEDOWN)
                Debug.AddCard(91152256,1,1,LOCATION_MZONE,2,POS_FACEUP_ATTACK)
                Debug.ReloadFieldEnd()
                aux.BeginPuzzle()
                """);
        try (PlayTable table = Boards.table(StartPositions.puzzle(Boards.runner(), file), "heuristic")) {
            JsonObject state = firstState(table);
            JsonObject board = state.getAsJsonObject("board");
            JsonObject own = board.getAsJsonArray("players").get(0).getAsJsonObject();
            JsonObject theirs = board.getAsJsonArray("players").get(1).getAsJsonObject();
            assertEquals("Vorse Raider;", names(own.getAsJsonArray("hand")));
            assertEquals(1900, theirs.get("lp").getAsInt());
            assertEquals("Celtic Guardian", theirs.getAsJsonArray("monsters").get(2).getAsJsonObject().get("name").getAsString());
            assertTrue(theirs.getAsJsonArray("spells").get(2).getAsJsonObject().get("hidden").getAsBoolean(), "the set Mirror Force is hidden");
            assertNotNull(state.get("prompt"));
            // the duel goes on from there: answered through the protocol to its end (player 0 loses at the End Phase if not before)
            Inbox inbox = new Inbox();
            table.connect(inbox);
            state = inbox.next("state");
            for (int i = 0; i < 200 && state.get("result") == null; i++) {
                table.receive(inbox, PlayTableTest.firstLegal(state));
                state = inbox.next("state");
            }
            assertNotNull(state.get("result"), "the puzzle duel ended");
        }
    }

    private static PlayTable opened(StartPositions.TestStart start) {
        PlayTable table = new PlayTable(start.recipe(), 1).startNote(start.description());
        table.seat(0, dev.spellspeed.ai.Players.human(table::person));
        table.seat(1, dev.spellspeed.ai.Players.named("heuristic", Boards.class.getClassLoader(), 1));
        return table.start();
    }

    /** The page's hello: where the duel started. */
    private static String startNote(PlayTable table) {
        Inbox inbox = new Inbox();
        table.connect(inbox);
        return inbox.next("hello").get("start").getAsString();
    }

    private static JsonObject player(JsonObject state, int player) {
        return state.getAsJsonObject("board").getAsJsonArray("players").get(player).getAsJsonObject();
    }

    /** direct_attack.lua with its last expectation, line 13, (lines 14 and 15) replaced by {@code lastLines}. */
    private Path directAttackEndingWith(String lastLines) throws IOException {
        String source = Files.readString(Boards.REPO.resolve("scripts/tests/examples/direct_attack.lua"));
        int cut = source.indexOf("\tt:ExpectLP(1, 8000 - 1900)");
        return Files.writeString(dir.resolve("direct_attack_variant.lua"), source.substring(0, cut) + lastLines + "end)\n");
    }

    @Test
    void aPassingTestOfTwoRunsOpensAtItsEndAfterTheSecondRun() {
        Path file = Boards.REPO.resolve("scripts/tests/examples/direct_attack.lua");
        StartPositions.TestStart start = StartPositions.test(Boards.runner(), file, "Vorse Raider is summoned and attacks directly");
        assertEquals("test 'Vorse Raider is summoned and attacks directly' passes; the board is after its 2nd t:Run() (line 13), its end",
                start.description());
        try (PlayTable table = opened(start)) {
            assertEquals(start.description(), startNote(table));
            JsonObject state = firstState(table);
            assertEquals(3, state.getAsJsonObject("board").get("turn").getAsInt(), "a test starts on turn 3 unless it says otherwise");
            // both runs played: the summon (first run) and the direct attack (second run)
            assertEquals("Vorse Raider", player(state, 0).getAsJsonArray("monsters").get(0).getAsJsonObject().get("name").getAsString());
            assertEquals(8000 - 1900, player(state, 1).get("lp").getAsInt());
            JsonObject prompt = state.getAsJsonObject("prompt");
            assertEquals("BATTLE", prompt.get("kind").getAsString(), "where the second run stopped: the Battle Step");
            assertEquals(0, prompt.get("player").getAsInt());
            // the person takes over there; undo re-executes the test's two runs: the same position again
            String opened = table.stateJson();
            Inbox inbox = new Inbox();
            table.connect(inbox);
            state = inbox.next("state");
            table.receive(inbox, PlayTableTest.firstLegal(state));
            inbox.next("state");
            table.receive(inbox, "{\"type\":\"undo\"}");
            inbox.next("state");
            assertEquals(opened, table.stateJson());
        }
    }

    @Test
    void aTestFailingAtAnExpectationOpensAfterItsLastRunAndSaysWhichFailed() throws IOException {
        Path file = directAttackEndingWith("\tt:ExpectLP(1, 8000 - 1800)\n");
        StartPositions.TestStart start = StartPositions.test(Boards.runner(), file, "Vorse Raider is summoned and attacks directly");
        String note = start.description();
        assertTrue(note.startsWith("test 'Vorse Raider is summoned and attacks directly' fails at line 14: ")
                && note.contains("6200") && note.contains("6100")
                && note.endsWith("; the board is after its 2nd t:Run() (line 13), before that expectation"), note);
        try (PlayTable table = opened(start)) {
            JsonObject state = firstState(table);
            // the board the failed expectation read: the attack done, 6100 LP
            assertEquals(8000 - 1900, player(state, 1).get("lp").getAsInt());
            assertEquals("BATTLE", state.getAsJsonObject("prompt").get("kind").getAsString());
        }
    }

    @Test
    void aTestFailingInsideARunOpensWhereThatRunBegan() throws IOException {
        // the second run cannot summon Vorse Raider again: it is on the field, not in the hand
        Path file = directAttackEndingWith("\tt:Summon(0, \"Vorse Raider\")\n\tt:Run()\n");
        StartPositions.TestStart start = StartPositions.test(Boards.runner(), file, "Vorse Raider is summoned and attacks directly");
        String note = start.description();
        assertTrue(note.startsWith("test 'Vorse Raider is summoned and attacks directly' fails at line 14, in its 3rd t:Run(): ")
                && note.contains("in its 3rd t:Run()")
                && note.endsWith("the board is after its 2nd t:Run() (line 13), where that run began"), note);
        try (PlayTable table = opened(start)) {
            JsonObject state = firstState(table);
            assertEquals(8000 - 1900, player(state, 1).get("lp").getAsInt());
            assertEquals("BATTLE", state.getAsJsonObject("prompt").get("kind").getAsString());
        }
    }

    @Test
    void aTestFailingInItsFirstRunOpensAtItsSetUp() throws IOException {
        Path file = Files.writeString(dir.resolve("set_up.lua"), """
                Test("summons a card it does not have", function(t)
                	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
                	t:Summon(0, "Celtic Guardian")
                	t:Run()
                end)
                """);
        StartPositions.TestStart start = StartPositions.test(Boards.runner(), file, "summons a card it does not have");
        assertTrue(start.description().endsWith("; the board is at its set-up (no t:Run() completed), where that run began"),
                start.description());
        try (PlayTable table = opened(start)) {
            JsonObject state = firstState(table);
            assertEquals("Vorse Raider;", names(player(state, 0).getAsJsonArray("hand")), "nothing played: the set-up");
            assertNotNull(state.get("prompt"));
        }
    }

    @Test
    void anExportedTestOpensAtTheBoardItWasExportedFrom() throws IOException {
        // Export as test writes a t:Replay{…} test of the duel so far: opened with --test, the board is that duel's again
        JsonObject exportedFrom;
        String lua;
        try (PlayTable table = Boards.exportingTable(14, "heuristic", null)) {
            Inbox inbox = new Inbox();
            table.connect(inbox);
            inbox.next("hello");
            JsonObject state = inbox.next("state");
            for (int i = 0; i < 25 && state.get("result") == null; i++) {
                table.receive(inbox, PlayTableTest.firstLegal(state));
                state = inbox.next("state");
            }
            exportedFrom = state;
            table.receive(inbox, "{\"type\":\"export-test\"}");
            lua = inbox.next("download").get("content").getAsString();
        }
        Path file = Files.writeString(dir.resolve("exported.lua"), lua);
        String name = Boards.runner().tests(file).get(0).name();
        StartPositions.TestStart start = StartPositions.test(Boards.runner(), file, name);
        assertTrue(start.description().startsWith("test '" + name + "' passes; "), start.description());
        try (PlayTable table = opened(start)) {
            JsonObject state = firstState(table);
            assertEquals(exportedFrom.get("board"), state.get("board"));
            assertEquals(exportedFrom.get("prompt").getAsJsonObject().get("kind"), state.getAsJsonObject("prompt").get("kind"));
            // the same duel: its log too, but for the AI's reasons (the test's decisions are replayed, nobody reasons)
            java.util.List<String> log = ReloadScriptsTest.strings(exportedFrom.getAsJsonArray("log"));
            log.removeIf(line -> line.startsWith(LogView.AI_PREFIX));
            assertEquals(log, ReloadScriptsTest.strings(state.getAsJsonArray("log")));
        }
    }

    @Test
    void anUnknownTestNameIsRefusedNamingTheTestsTheFileDeclares() {
        Path file = Boards.REPO.resolve("scripts/tests/examples/direct_attack.lua");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StartPositions.test(Boards.runner(), file, "no such test"));
        assertTrue(e.getMessage().contains("declares no test named 'no such test'; it declares: Vorse Raider is summoned"),
                e.getMessage());
    }
}
