package dev.spellspeed.play;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.spellspeed.ai.Players;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reload scripts on the board (issue 32 item 2): the decisions again with the edited scripts, and where they diverge. */
class ReloadScriptsTest {
    private static final String SPEAR_DRAGON = "c31553716.lua";

    @TempDir
    Path scripts;

    /** Seed 8, a person on both seats: player 0 passes to its Main Phase and Normal Summons Spear Dragon, then passes on. */
    static JsonObject summonSpearDragon(PlayTable table, Inbox inbox) {
        table.connect(inbox);
        inbox.next("hello");
        JsonObject state = inbox.next("state");
        boolean summoned = false;
        for (int guard = 0; guard < 40; guard++) {
            JsonObject prompt = state.getAsJsonObject("prompt");
            if (!summoned && prompt.get("kind").getAsString().equals("IDLE")) {
                JsonArray options = prompt.getAsJsonArray("options");
                for (int i = 0; i < options.size(); i++) {
                    if (options.get(i).getAsJsonObject().get("label").getAsString().contains("Normal Summon Spear Dragon")) {
                        table.receive(inbox, "{\"type\":\"answer\",\"decision\":" + state.get("decision").getAsInt()
                                + ",\"choice\":[" + i + "]}");
                        summoned = true;
                        break;
                    }
                }
                if (summoned) {
                    state = inbox.next("state");
                    continue;
                }
            }
            if (summoned && prompt.get("kind").getAsString().equals("IDLE")) {
                return state;
            }
            table.receive(inbox, PlayTableTest.firstLegal(state));
            state = inbox.next("state");
        }
        throw new AssertionError("never summoned Spear Dragon and came back to the Main Phase: " + state);
    }

    static java.util.List<String> strings(JsonArray array) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        array.forEach(line -> lines.add(line.getAsString()));
        return lines;
    }

    private PlayTable table() {
        PlayTable table = new PlayTable(Boards.sampleDecksWithScripts(8, scripts), 8);
        table.seat(0, Players.human(table::person));
        table.seat(1, Players.human(table::person));
        return table.start();
    }

    @Test
    void anUnchangedScriptReplaysTheSameAndTheBoardStaysAsItWas() throws Exception {
        Files.copy(Boards.REPO.resolve("scripts").resolve(SPEAR_DRAGON), scripts.resolve(SPEAR_DRAGON));
        try (PlayTable table = table()) {
            Inbox inbox = new Inbox();
            JsonObject state = summonSpearDragon(table, inbox);
            String before = table.stateJson();
            table.receive(inbox, "{\"type\":\"reload\"}");
            JsonObject reloaded = inbox.next("reloaded");
            assertTrue(reloaded.get("divergedAt") == null || reloaded.get("divergedAt").isJsonNull(), reloaded.toString());
            assertTrue(reloaded.get("message").getAsString().contains("all " + state.get("decision").getAsInt()
                    + " decisions play the same"), reloaded.toString());
            inbox.next("state");
            assertEquals(before, table.stateJson());
        }
    }

    @Test
    void anEditedScriptDivergesAtTheDecisionAfterTheSummonAndTheDuelGoesOnFromThere() throws Exception {
        String original = Files.readString(Boards.REPO.resolve("scripts").resolve(SPEAR_DRAGON));
        Files.writeString(scripts.resolve(SPEAR_DRAGON), original);
        try (PlayTable table = table()) {
            Inbox inbox = new Inbox();
            JsonObject state = summonSpearDragon(table, inbox);
            assertTrue(String.join("\n", strings(state.getAsJsonArray("log"))).contains("Spear Dragon#15 (1900/0)"));
            // the author gives it 500 more ATK
            Files.writeString(scripts.resolve(SPEAR_DRAGON), original.replace("function s.initial_effect(c)\n",
                    "function s.initial_effect(c)\n\tlocal up=Effect.CreateEffect(c)\n\tup:SetType(EFFECT_TYPE_SINGLE)\n"
                            + "\tup:SetCode(EFFECT_UPDATE_ATTACK)\n\tup:SetValue(500)\n\tc:RegisterEffect(up)\n"));
            table.receive(inbox, "{\"type\":\"reload\"}");
            JsonObject reloaded = inbox.next("reloaded");
            assertNotNull(reloaded.get("divergedAt"), reloaded.toString());
            int at = reloaded.get("divergedAt").getAsInt();
            String message = reloaded.get("message").getAsString();
            assertTrue(at > 0 && at <= state.get("decision").getAsInt(), reloaded.toString());
            assertTrue(message.contains("before decision " + (at + 1)) && message.contains("turn 1")
                    && message.contains("Spear Dragon#15"), message);
            JsonObject now = inbox.next("state");
            assertEquals(at, now.get("decision").getAsInt());
            assertNotNull(now.get("prompt"), "the duel goes on from there: a prompt is pending");
            assertTrue(String.join("\n", strings(now.getAsJsonArray("log"))).contains("Spear Dragon#15 (2400/0)"),
                    now.get("log").toString());
        }
    }

    @Test
    void savingAWatchedScriptReloadsWithoutAClick() throws Exception {
        String original = Files.readString(Boards.REPO.resolve("scripts").resolve(SPEAR_DRAGON));
        Files.writeString(scripts.resolve(SPEAR_DRAGON), original);
        try (PlayTable table = table(); SourceWatch watch = SourceWatch.start(java.util.List.of(scripts), table::reloadSources)) {
            Inbox inbox = new Inbox();
            summonSpearDragon(table, inbox);
            Files.writeString(scripts.resolve("notes.txt"), "not a script: no reload");
            Files.writeString(scripts.resolve(SPEAR_DRAGON), original.replace("function s.initial_effect(c)\n",
                    "function s.initial_effect(c)\n\tlocal up=Effect.CreateEffect(c)\n\tup:SetType(EFFECT_TYPE_SINGLE)\n"
                            + "\tup:SetCode(EFFECT_UPDATE_ATTACK)\n\tup:SetValue(500)\n\tc:RegisterEffect(up)\n"));
            JsonObject reloaded = inbox.next("reloaded");
            String message = reloaded.get("message").getAsString();
            assertTrue(message.startsWith(SPEAR_DRAGON + " changed: scripts reloaded; they play differently"), message);
        }
    }

    @Test
    void theSameOptionNumberMeaningAnotherAnswerNowIsADivergence() throws Exception {
        // Solar Flare Dragon, first in player 0's hand, gets an effect it can activate from the hand:
        // the Main Phase's list of answers gains one, and the option number of the summon taken then means another answer
        String name = "c45985838.lua";
        String original = Files.readString(Boards.REPO.resolve("scripts").resolve(name));
        Files.writeString(scripts.resolve(name), original);
        try (PlayTable table = table()) {
            Inbox inbox = new Inbox();
            JsonObject state = summonSpearDragon(table, inbox);
            Files.writeString(scripts.resolve(name), original.replace("function s.initial_effect(c)\n",
                    "function s.initial_effect(c)\n\tlocal ig=Effect.CreateEffect(c)\n\tig:SetType(EFFECT_TYPE_IGNITION)\n"
                            + "\tig:SetRange(LOCATION_HAND)\n\tig:SetOperation(function() end)\n\tc:RegisterEffect(ig)\n"));
            table.receive(inbox, "{\"type\":\"reload\"}");
            JsonObject reloaded = inbox.next("reloaded");
            String message = reloaded.get("message").getAsString();
            assertNotNull(reloaded.get("divergedAt"), reloaded.toString());
            assertTrue(message.contains(": the answer taken then, Normal Summon Spear Dragon#15, is ")
                    && message.endsWith(" now. The duel goes on from there with the new scripts; the decisions after it are dropped"), message);
            JsonObject now = inbox.next("state");
            assertEquals(reloaded.get("divergedAt").getAsInt(), now.get("decision").getAsInt());
            assertEquals("IDLE", now.getAsJsonObject("prompt").get("kind").getAsString(), "the duel stands before that answer");
            assertTrue(!String.join("\n", strings(now.getAsJsonArray("log"))).contains("Normal Summons Spear Dragon"),
                    "the summon is not taken with the other meaning");
        }
    }
}
