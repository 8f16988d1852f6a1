package dev.spellspeed.play;

import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Undo, rewind and restart on the board (issue 32 item 1): re-execution through the DuelSession. */
class UndoRestartTest {
    private static JsonObject connect(PlayTable table, Inbox inbox) {
        table.connect(inbox);
        inbox.next("hello");
        return inbox.next("state");
    }

    @Test
    void undoShowsThePreviousPromptOfThePersonWithTheBoardAndLogAsTheyWere() {
        try (PlayTable table = Boards.table(14, "heuristic")) {
            Inbox inbox = new Inbox();
            JsonObject state = connect(table, inbox);
            List<String> seen = new ArrayList<>();
            for (int i = 0; i < 30; i++) {
                seen.add(table.stateJson());
                table.receive(inbox, PlayTableTest.firstLegal(state));
                state = inbox.next("state");
            }
            String last = table.stateJson();
            table.receive(inbox, "{\"type\":\"undo\"}");
            inbox.next("state");
            assertEquals(seen.get(29), table.stateJson(), "one undo: the person's last prompt, exactly as it was shown");
            table.receive(inbox, "{\"type\":\"undo\"}");
            inbox.next("state");
            assertEquals(seen.get(28), table.stateJson());
            // positive control: answered again the same way, the duel is where it was
            state = com.google.gson.JsonParser.parseString(table.stateJson()).getAsJsonObject();
            table.receive(inbox, PlayTableTest.firstLegal(state));
            state = inbox.next("state");
            table.receive(inbox, PlayTableTest.firstLegal(state));
            inbox.next("state");
            assertEquals(last, table.stateJson());
        }
    }

    @Test
    void restartShowsTheFirstPromptAgainAndRewindAnyDecision() {
        try (PlayTable table = Boards.table(14, "heuristic")) {
            Inbox inbox = new Inbox();
            JsonObject state = connect(table, inbox);
            String first = table.stateJson();
            for (int i = 0; i < 10; i++) {
                table.receive(inbox, PlayTableTest.firstLegal(state));
                state = inbox.next("state");
            }
            assertNotEquals(first, table.stateJson());
            table.receive(inbox, "{\"type\":\"restart\"}");
            inbox.next("state");
            assertEquals(first, table.stateJson());
            table.receive(inbox, "{\"type\":\"rewind\",\"decision\":99}");
            assertEquals("illegal", inbox.next("error").get("code").getAsString());
            assertEquals(first, table.stateJson());
        }
    }

    @Test
    void undoWithNothingToUndoIsRefusedAndChangesNothing() {
        try (PlayTable table = Boards.table(14, "heuristic")) {
            Inbox inbox = new Inbox();
            connect(table, inbox);
            String before = table.stateJson();
            table.receive(inbox, "{\"type\":\"undo\"}");
            JsonObject error = inbox.next("error");
            assertEquals("illegal", error.get("code").getAsString());
            assertTrue(error.get("message").getAsString().contains("nothing to undo"));
            assertEquals(before, table.stateJson());
        }
    }

    @Test
    void undoAfterTheEndOfTheDuelGoesBackToAPrompt() {
        try (PlayTable table = Boards.table(14, "heuristic")) {
            Inbox inbox = new Inbox();
            JsonObject state = connect(table, inbox);
            while (state.get("result") == null) {
                table.receive(inbox, PlayTableTest.firstLegal(state));
                state = inbox.next("state");
            }
            table.receive(inbox, "{\"type\":\"answer\",\"decision\":0,\"choice\":[0]}");
            assertEquals("over", inbox.next("error").get("code").getAsString());
            table.receive(inbox, "{\"type\":\"undo\"}");
            JsonObject back = inbox.next("state");
            assertNotNull(back.get("prompt"), back.toString());
            assertEquals(null, back.get("result"));
        }
    }
}
