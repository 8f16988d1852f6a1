package dev.spellspeed.play;

import com.google.gson.JsonObject;
import dev.spellspeed.ai.Players;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Reload re-reads the card databases too (issue 32 item 2): a row edited on disk is replayed like an
 * edited script; a database that cannot be read, or lost a card of the duel, is reported and the
 * duel goes on with the cards it had.
 */
class ReloadCardsTest {
    private static final int SPEAR_DRAGON = 31553716;

    @TempDir
    Path folder;

    private Path database() throws Exception {
        Path db = folder.resolve("cards.cdb");
        Files.copy(Boards.REPO.resolve("cards.db"), db);
        return db;
    }

    private static String log(JsonObject state) {
        return String.join("\n", ReloadScriptsTest.strings(state.getAsJsonArray("log")));
    }

    @Test
    void anAtkEditedInTheDatabaseIsPickedUpAndTheDuelDivergesAtTheSummon() throws Exception {
        Path db = database();
        try (PlayTable table = Boards.overDatabase(db, 8, Players.HUMAN)) {
            Inbox inbox = new Inbox();
            JsonObject state = ReloadScriptsTest.summonSpearDragon(table, inbox);
            assertTrue(log(state).contains("Spear Dragon#15 (1900/0)"), log(state));
            Boards.edit(db, "UPDATE datas SET atk=2400 WHERE id=" + SPEAR_DRAGON);
            table.receive(inbox, "{\"type\":\"reload\"}");
            JsonObject reloaded = inbox.next("reloaded");
            String message = reloaded.get("message").getAsString();
            assertNotNull(reloaded.get("divergedAt"), reloaded.toString());
            assertTrue(message.startsWith("scripts and cards reloaded; they play differently before decision")
                    && message.contains("Spear Dragon#15 (2400/0)"), message);
            JsonObject now = inbox.next("state");
            assertEquals(reloaded.get("divergedAt").getAsInt(), now.get("decision").getAsInt());
            assertTrue(log(now).contains("Spear Dragon#15 (2400/0)"), log(now));
            assertFalse(log(now).contains("Spear Dragon#15 (1900/0)"), log(now));
        }
    }

    @Test
    void anUnchangedDatabaseReloadsToTheSameBoard() throws Exception {
        Path db = database();
        try (PlayTable table = Boards.overDatabase(db, 8, Players.HUMAN)) {
            Inbox inbox = new Inbox();
            JsonObject state = ReloadScriptsTest.summonSpearDragon(table, inbox);
            String before = table.stateJson();
            table.receive(inbox, "{\"type\":\"reload\"}");
            String message = inbox.next("reloaded").get("message").getAsString();
            assertEquals("scripts and cards reloaded: all " + state.get("decision").getAsInt()
                    + " decisions play the same with them", message);
            inbox.next("state");
            assertEquals(before, table.stateJson());
        }
    }

    @Test
    void aCardRemovedFromTheDatabaseIsNamedAndTheDuelGoesOnWithTheCardsItHad() throws Exception {
        Path db = database();
        try (PlayTable table = Boards.overDatabase(db, 8, Players.HUMAN)) {
            Inbox inbox = new Inbox();
            JsonObject state = ReloadScriptsTest.summonSpearDragon(table, inbox);
            String before = table.stateJson();
            Boards.edit(db, "DELETE FROM datas WHERE id=" + SPEAR_DRAGON);
            Boards.edit(db, "DELETE FROM texts WHERE id=" + SPEAR_DRAGON);
            table.receive(inbox, "{\"type\":\"reload\"}");
            String message = inbox.next("reloaded").get("message").getAsString();
            assertTrue(message.contains("Spear Dragon (" + SPEAR_DRAGON + ")") && message.contains("no longer in the card databases")
                    && message.contains("the duel goes on with the scripts and cards it had"), message);
            assertEquals(before, table.stateJson());
            assertEquals(state.get("decision"), inbox.next("state").get("decision"), "the same prompt, shown again");
            // and it does go on: the pending prompt takes an answer
            table.receive(inbox, PlayTableTest.firstLegal(state));
            assertEquals(state.get("decision").getAsInt() + 1, inbox.next("state").get("decision").getAsInt());
        }
    }

    @Test
    void aDatabaseThatCannotBeReadIsReportedAndNothingIsLost() throws Exception {
        Path db = database();
        try (PlayTable table = Boards.overDatabase(db, 8, Players.HUMAN)) {
            Inbox inbox = new Inbox();
            JsonObject state = ReloadScriptsTest.summonSpearDragon(table, inbox);
            String before = table.stateJson();
            byte[] good = Files.readAllBytes(db);
            Files.writeString(db, "half-written: not a database");
            table.receive(inbox, "{\"type\":\"reload\"}");
            String message = inbox.next("reloaded").get("message").getAsString();
            assertTrue(message.startsWith("the card databases could not be read: ")
                    && message.endsWith("(the duel goes on with the scripts and cards it had)"), message);
            assertEquals(before, table.stateJson());
            // the positive control: the file whole again, the same reload plays all decisions the same
            Files.write(db, good);
            table.receive(inbox, "{\"type\":\"reload\"}");
            assertTrue(inbox.next("reloaded").get("message").getAsString().contains("all "
                    + state.get("decision").getAsInt() + " decisions play the same"));
        }
    }

    @Test
    void savingAWatchedDatabaseReloadsWithoutAClick() throws Exception {
        Path db = database();
        try (PlayTable table = Boards.overDatabase(db, 8, Players.HUMAN);
             SourceWatch watch = SourceWatch.start(List.of(), List.of(db), table::reloadSources)) {
            Inbox inbox = new Inbox();
            ReloadScriptsTest.summonSpearDragon(table, inbox);
            Files.writeString(folder.resolve("notes.lua"), "-- beside the database, in no script folder: no reload");
            Boards.edit(db, "UPDATE datas SET atk=2400 WHERE id=" + SPEAR_DRAGON);
            String message = inbox.next("reloaded").get("message").getAsString();
            assertTrue(message.startsWith("cards.cdb changed: scripts and cards reloaded; they play differently"), message);
        }
    }
}
