package dev.spellspeed.play;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.spellspeed.ai.Players;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The AI's choices in the board's log with a one-line reason (issue 32 item 5). */
class AiReasonTest {
    private static List<String> reasons(JsonObject state) {
        List<String> lines = new ArrayList<>();
        JsonArray log = state.getAsJsonArray("log");
        for (int i = 0; i < log.size(); i++) {
            String line = log.get(i).getAsString();
            if (line.startsWith(LogView.AI_PREFIX)) {
                lines.add(line);
            }
        }
        return lines;
    }

    private static JsonObject play(PlayTable table, int answers) {
        Inbox inbox = new Inbox();
        table.connect(inbox);
        inbox.next("hello");
        JsonObject state = inbox.next("state");
        for (int i = 0; i < answers && state.get("result") == null; i++) {
            table.receive(inbox, PlayTableTest.firstLegal(state));
            state = inbox.next("state");
        }
        return state;
    }

    @Test
    void theHeuristicPlayersChoicesAreExplainedWithTheirScoreAndItsHiddenCardsAreNotNamed() {
        try (PlayTable table = Boards.table(14, "heuristic")) {
            List<String> reasons = reasons(play(table, 40));
            assertFalse(reasons.isEmpty(), "the heuristic player decided and said why");
            assertTrue(reasons.stream().allMatch(r -> r.startsWith("AI P1 heuristic: ")), reasons.toString());
            assertTrue(reasons.stream().anyMatch(r -> r.matches(".* scores -?\\d+ \\(next best: .* -?\\d+\\)")), reasons.toString());
            // its summons and Sets come from its hand, hidden from this page
            assertTrue(reasons.stream().anyMatch(r -> r.contains("a hidden card")), reasons.toString());
        }
    }

    @Test
    void aPageThatSeesBothSeatsReadsTheCardsNamed() {
        // positive control of the hiding: two AI players, nobody's cards hidden from the page
        PlayTable table = new PlayTable(Boards.sampleDecks(14), 14);
        table.seat(0, Players.named("heuristic", getClass().getClassLoader(), 1));
        table.seat(1, Players.named("heuristic", getClass().getClassLoader(), 1));
        try (table) {
            table.start();
            List<String> reasons = reasons(JsonParser.parseString(table.stateJson()).getAsJsonObject());
            assertTrue(reasons.stream().anyMatch(r -> r.startsWith("AI P0 ")) && reasons.stream().anyMatch(r -> r.startsWith("AI P1 ")));
            assertTrue(reasons.stream().noneMatch(r -> r.contains("a hidden card")), reasons.toString());
            assertTrue(reasons.stream().anyMatch(r -> r.matches(".*Normal Summon .*#\\d+ scores.*")), reasons.toString());
        }
    }

    @Test
    void theSearchPlayerShowsItsBestLineAndItsRollouts() {
        PlayTable table = new PlayTable(Boards.sampleDecks(14), 14);
        table.seat(0, Players.human(table::person));
        table.seat(1, Players.named("search", getClass().getClassLoader(), 3));
        try (table) {
            table.start();
            List<String> reasons = reasons(play(table, 40));
            assertTrue(reasons.stream().anyMatch(r -> r.startsWith("AI P1 search: ") && r.contains(" rates ")
                    && r.endsWith(" after 3 rollouts") || r.contains(" after 3 rollouts (the heuristic's favourite ")), reasons.toString());
        }
    }
}
