package dev.spellspeed.play;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The table behind the board, driven through the protocol's messages without a server or a browser. */
class PlayTableTest {
    /** The answer "the first legal one": option 0, or the first {@code min} candidates of a selection. */
    static String firstLegal(JsonObject state) {
        JsonObject prompt = state.getAsJsonObject("prompt");
        List<Integer> choice = new ArrayList<>();
        if (prompt.get("kind").getAsString().equals("SELECT_CARDS")) {
            for (int i = 0; i < prompt.get("min").getAsInt(); i++) {
                choice.add(i);
            }
        } else {
            choice.add(0);
        }
        return "{\"type\":\"answer\",\"decision\":" + state.get("decision").getAsInt() + ",\"choice\":" + choice + "}";
    }

    private static JsonObject connect(PlayTable table, Inbox inbox) {
        table.connect(inbox);
        JsonObject hello = inbox.next();
        assertEquals("hello", hello.get("type").getAsString());
        return inbox.next("state");
    }

    @Test
    void aWholeDuelAnsweredWithTheFirstLegalAnswerEndsWithAResult() {
        try (PlayTable table = Boards.table(14, "heuristic")) {
            Inbox inbox = new Inbox();
            JsonObject state = connect(table, inbox);
            int answered = 0;
            while (state.get("result") == null) {
                assertNotNull(state.get("prompt"), "a state without a result waits for this page");
                assertEquals(0, state.getAsJsonObject("prompt").get("player").getAsInt());
                table.receive(inbox, firstLegal(state));
                answered++;
                state = inbox.next("state");
            }
            assertTrue(answered > 10, "the person answered " + answered + " prompts");
            JsonObject result = state.getAsJsonObject("result");
            assertTrue(result.get("text").getAsString().length() > 0);
            assertTrue(state.getAsJsonArray("log").size() > 50);
        }
    }

    @Test
    void malformedMessagesGetAnErrorNamingTheProblemAndChangeNothing() {
        try (PlayTable table = Boards.table(8, "heuristic")) {
            Inbox inbox = new Inbox();
            JsonObject state = connect(table, inbox);
            String before = table.stateJson();
            int decision = state.get("decision").getAsInt();
            String[][] cases = {
                    {"not json at all", "not JSON"},
                    {"[1,2]", "a message is a JSON object, got an array"},
                    {"{\"type\":\"attack\"}", "unknown message type 'attack'"},
                    {"{\"decision\":0,\"choice\":[0]}", "missing 'type'"},
                    {"{\"type\":\"answer\",\"choice\":[0]}", "missing 'decision'"},
                    {"{\"type\":\"answer\",\"decision\":" + decision + "}", "'choice' must be an array"},
                    {"{\"type\":\"answer\",\"decision\":" + decision + ",\"choice\":[\"0\"]}", "'choice[0]' must be an integer, got a string"},
                    {"{\"type\":\"answer\",\"decision\":" + decision + ",\"choice\":[0.5]}", "'choice[0]' must be an integer"},
                    {"{\"type\":\"answer\",\"decision\":" + decision + ",\"choice\":[0],\"cheat\":1}", "unknown field 'cheat'"},
            };
            for (String[] c : cases) {
                table.receive(inbox, c[0]);
                JsonObject error = inbox.next();
                assertEquals("error", error.get("type").getAsString(), c[0]);
                assertEquals("malformed", error.get("code").getAsString(), c[0]);
                assertTrue(error.get("message").getAsString().contains(c[1]), error + " should say " + c[1]);
            }
            assertEquals(before, table.stateJson());
            // positive control: the same answer, well formed, is taken and the duel moves on
            table.receive(inbox, firstLegal(state));
            assertNotEquals(decision, inbox.next("state").get("decision").getAsInt());
        }
    }

    @Test
    void anAnswerToAnotherDecisionIsOutOfTurnAndChangesNothing() {
        try (PlayTable table = Boards.table(8, "heuristic")) {
            Inbox inbox = new Inbox();
            JsonObject state = connect(table, inbox);
            int decision = state.get("decision").getAsInt();
            String before = table.stateJson();
            table.receive(inbox, "{\"type\":\"answer\",\"decision\":" + (decision + 1) + ",\"choice\":[0]}");
            JsonObject error = inbox.next();
            assertEquals("out-of-turn", error.get("code").getAsString());
            assertTrue(error.get("message").getAsString().contains("decision " + decision + " is"), error.toString());
            assertEquals(before, table.stateJson());
            table.receive(inbox, firstLegal(state));
            assertNotEquals(decision, inbox.next("state").get("decision").getAsInt());
        }
    }

    @Test
    void anIllegalAnswerIsRefusedWithTheLegalRangeAndChangesNothing() {
        try (PlayTable table = Boards.table(8, "heuristic")) {
            Inbox inbox = new Inbox();
            JsonObject state = connect(table, inbox);
            int decision = state.get("decision").getAsInt();
            int options = state.getAsJsonObject("prompt").getAsJsonArray("options").size();
            String before = table.stateJson();
            for (String choice : List.of("[" + options + "]", "[-1]", "[0,1]", "[]")) {
                table.receive(inbox, "{\"type\":\"answer\",\"decision\":" + decision + ",\"choice\":" + choice + "}");
                JsonObject error = inbox.next();
                assertEquals("illegal", error.get("code").getAsString(), choice);
            }
            assertEquals(before, table.stateJson());
            table.receive(inbox, firstLegal(state));
            assertNotEquals(decision, inbox.next("state").get("decision").getAsInt());
        }
    }

    @Test
    void twoTablesAtOnceDoNotInterfere() {
        try (PlayTable first = Boards.table(8, "heuristic"); PlayTable second = Boards.table(8, "heuristic")) {
            Inbox a = new Inbox();
            Inbox b = new Inbox();
            JsonObject stateA = connect(first, a);
            JsonObject stateB = connect(second, b);
            assertEquals(stateA, stateB, "the same seed, the same start");
            String secondBefore = second.stateJson();
            for (int i = 0; i < 5 && stateA.get("result") == null; i++) {
                first.receive(a, firstLegal(stateA));
                stateA = a.next("state");
            }
            assertNotEquals(stateB.get("decision"), stateA.get("decision"));
            assertEquals(secondBefore, second.stateJson());
            assertTrue(b.isEmpty(), "the second table's client heard nothing of the first");
            // positive control: the second table still plays
            second.receive(b, firstLegal(stateB));
            assertNotEquals(stateB.get("decision"), b.next("state").get("decision"));
        }
    }

    @Test
    void theOpponentsHandIsHiddenAndOursIsShown() {
        try (PlayTable table = Boards.table(8, "heuristic")) {
            Inbox inbox = new Inbox();
            JsonObject board = connect(table, inbox).getAsJsonObject("board");
            JsonArray players = board.getAsJsonArray("players");
            JsonArray own = players.get(0).getAsJsonObject().getAsJsonArray("hand");
            JsonArray theirs = players.get(1).getAsJsonObject().getAsJsonArray("hand");
            assertEquals(5, own.size());
            assertEquals(5, theirs.size());
            for (JsonElement card : own) {
                assertTrue(card.getAsJsonObject().has("code"), card.toString());
                assertTrue(board.getAsJsonObject("cards").has(card.getAsJsonObject().get("code").getAsString()));
            }
            for (JsonElement card : theirs) {
                assertFalse(card.getAsJsonObject().has("code"), card.toString());
                assertTrue(card.getAsJsonObject().get("hidden").getAsBoolean());
            }
            // seed 8: player 1 draws Sakuretsu Armor; the log says only that a card was drawn
            assertFalse(table.stateJson().contains("Sakuretsu Armor"), "no name of a hidden card reaches the page");
            assertTrue(table.stateJson().contains("P1 draws a card"));
            assertTrue(table.stateJson().contains("P0 draws Spear Dragon"), "one's own draws are named");
        }
    }
}
