package dev.spellspeed.play;

import com.google.gson.JsonObject;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.ReplayFiles;
import dev.spellspeed.script.testing.Outcome;
import dev.spellspeed.script.testing.TestCase;
import dev.spellspeed.script.testing.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Save replay and Export as test on the board (issue 32 item 3): the duel so far as a replay file and as a Lua test. */
class SaveAndExportTest {
    @TempDir
    Path dir;

    private static JsonObject play(PlayTable table, Inbox inbox, int answers) {
        table.connect(inbox);
        inbox.next("hello");
        JsonObject state = inbox.next("state");
        for (int i = 0; i < answers && state.get("result") == null; i++) {
            table.receive(inbox, PlayTableTest.firstLegal(state));
            state = inbox.next("state");
        }
        return state;
    }

    private static TestResult runTest(Path file) {
        List<TestCase> tests = Boards.runner().tests(file);
        assertEquals(1, tests.size(), tests.toString());
        return Boards.runner().run(tests.get(0));
    }

    @Test
    void theExportedTestPassesUnderTheTestRunnerAndIsSavedIntoTheTestsFolder() throws Exception {
        Path tests = dir.resolve("tests");
        try (PlayTable table = Boards.exportingTable(14, "heuristic", tests)) {
            Inbox inbox = new Inbox();
            JsonObject state = play(table, inbox, 25);
            String before = table.stateJson();
            table.receive(inbox, "{\"type\":\"export-test\"}");
            JsonObject download = inbox.next("download");
            assertEquals("test", download.get("kind").getAsString());
            String lua = download.get("content").getAsString();
            Path saved = Path.of(download.get("savedTo").getAsString());
            assertEquals(tests.resolve("playtest-seed14-decision" + state.get("decision").getAsInt() + ".lua"), saved);
            assertEquals(lua, Files.readString(saved, StandardCharsets.UTF_8));
            assertEquals(before, table.stateJson(), "exporting does not move the duel");
            assertTrue(lua.lines().filter(line -> line.startsWith("\tt:Expect")).count() > 10, lua);

            TestResult result = runTest(saved);
            assertEquals(Outcome.PASS, result.outcome(), result.report());

            // the runner does check the exported board: one LP expectation changed, the test fails
            Path wrong = dir.resolve("wrong.lua");
            Files.writeString(wrong, lua.replaceFirst("t:ExpectLP\\(0, (\\d+)\\)", "t:ExpectLP(0, 1)"));
            assertNotEquals(lua, Files.readString(wrong));
            assertEquals(Outcome.FAIL, runTest(wrong).outcome());
        }
    }

    @Test
    void aSecondExportNeverOverwritesTheFirst() throws Exception {
        Path tests = dir.resolve("tests");
        try (PlayTable table = Boards.exportingTable(14, "heuristic", tests)) {
            Inbox inbox = new Inbox();
            play(table, inbox, 3);
            table.receive(inbox, "{\"type\":\"export-test\"}");
            Path first = Path.of(inbox.next("download").get("savedTo").getAsString());
            Files.writeString(first, "-- the author edited this test\n");
            table.receive(inbox, "{\"type\":\"export-test\"}");
            JsonObject second = inbox.next("download");
            Path secondFile = Path.of(second.get("savedTo").getAsString());
            assertNotEquals(first, secondFile);
            assertTrue(secondFile.getFileName().toString().endsWith("-2.lua"), secondFile.toString());
            assertEquals("-- the author edited this test\n", Files.readString(first));
            assertEquals(second.get("content").getAsString(), Files.readString(secondFile));
        }
    }

    @Test
    void theSavedReplayHoldsTheDecisionsSoFarAndTheSeats() throws Exception {
        try (PlayTable table = Boards.exportingTable(14, "heuristic", null)) {
            Inbox inbox = new Inbox();
            JsonObject state = play(table, inbox, 12);
            table.receive(inbox, "{\"type\":\"save-replay\"}");
            JsonObject download = inbox.next("download");
            assertEquals("replay", download.get("kind").getAsString());
            assertTrue(download.get("savedTo") == null || download.get("savedTo").isJsonNull());
            Path file = dir.resolve(download.get("name").getAsString());
            Files.writeString(file, download.get("content").getAsString());
            Replay replay = ReplayFiles.read(file);
            assertEquals(state.get("decision").getAsInt(), replay.decisions().size());
            assertEquals(List.of("human", "heuristic"), replay.players());
            assertEquals(14, replay.options().seed());
            assertTrue(replay.files().containsKey("cards.db"), replay.files().toString());
        }
    }

    @Test
    void aDuelFromAPuzzleCannotBeExportedAndSaysWhy() {
        // positive control: the same request on a table of two decks is served (the tests above)
        try (PlayTable table = Boards.table(14, "heuristic")) {
            Inbox inbox = new Inbox();
            play(table, inbox, 0);
            String before = table.stateJson();
            table.receive(inbox, "{\"type\":\"export-test\"}");
            JsonObject error = inbox.next("error");
            assertEquals("unavailable", error.get("code").getAsString());
            assertTrue(error.get("message").getAsString().contains("puzzle"), error.toString());
            assertEquals(before, table.stateJson());
        }
    }
}
