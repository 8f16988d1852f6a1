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

    @Test
    void aTestOpensWhereItsFirstRunStops() {
        Path file = Boards.REPO.resolve("scripts/tests/examples/direct_attack.lua");
        try (PlayTable table = Boards.table(StartPositions.test(Boards.runner(), file,
                "Vorse Raider is summoned and attacks directly"), "heuristic")) {
            JsonObject state = firstState(table);
            JsonObject board = state.getAsJsonObject("board");
            assertEquals(3, board.get("turn").getAsInt(), "a test starts on turn 3 unless it says otherwise");
            JsonObject own = board.getAsJsonArray("players").get(0).getAsJsonObject();
            // the test queues t:Summon(0, "Vorse Raider") before its first t:Run(): it is played
            assertEquals("", names(own.getAsJsonArray("hand")));
            assertEquals("Vorse Raider", own.getAsJsonArray("monsters").get(0).getAsJsonObject().get("name").getAsString());
            JsonObject prompt = state.getAsJsonObject("prompt");
            assertEquals("IDLE", prompt.get("kind").getAsString());
            assertTrue(state.getAsJsonArray("log").toString().contains("Normal Summons Vorse Raider"));
            // the person takes over there: the next step of the test, the attack, is one of the answers
            assertTrue(prompt.toString().contains("Battle Phase"), prompt.toString());
            // undo re-executes the file and its queued steps: the same position again
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
    void anUnknownTestNameIsRefusedNamingTheTestsTheFileDeclares() {
        Path file = Boards.REPO.resolve("scripts/tests/examples/direct_attack.lua");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StartPositions.test(Boards.runner(), file, "no such test"));
        assertTrue(e.getMessage().contains("declares no test named 'no such test'; it declares: Vorse Raider is summoned"),
                e.getMessage());
    }
}
