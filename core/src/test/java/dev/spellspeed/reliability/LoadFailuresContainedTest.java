package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.script.ScriptError;

/**
 * Issue 27, item 4: a card whose script fails to load is reported once, has no effects, and never
 * fails another card's callback (ygopro treats it as a card without effects that others can still
 * target and destroy).
 */
class LoadFailuresContainedTest {

    @Test
    void aBrokenScriptIsReportedOnceAndBreaksNoOtherCard(@TempDir Path dir) {
        HostileDuels.Played played = HostileDuels.play(HostileDuels.potOfGreed(dir,
                "local s,id=GetID()\nfunction s.initial_effect(c)\n  local x = = 1\nend\n"), 1);
        assertTrue(played.scriptFailures().isEmpty(), "no other card's callback fails: " + played.scriptFailures());
        assertEquals(1, played.loadFailures().size(), played.loadFailures().toString());
        ScriptError e = played.loadFailures().get(0).error();
        assertEquals(HostileDuels.POT_OF_GREED, e.cardCode());
        assertEquals(ScriptError.Kind.SYNTAX, e.kind());
        assertEquals(3, e.line());
    }

    @Test
    void anErrorInTheMainChunkIsContainedTheSameWay(@TempDir Path dir) {
        HostileDuels.Played played = HostileDuels.play(HostileDuels.potOfGreed(dir,
                "local s,id=GetID()\nerror('boom in main chunk')\n"), 1);
        assertTrue(played.scriptFailures().isEmpty(), "no other card's callback fails: " + played.scriptFailures());
        assertEquals(1, played.loadFailures().size(), played.loadFailures().toString());
        assertTrue(played.loadFailures().get(0).error().message().contains("boom"));
    }

    /** Positive control: the same duel with the real script activates Pot of Greed and fails nothing. */
    @Test
    void theProbeDuelActivatesPotOfGreed() {
        HostileDuels.Played played = HostileDuels.play(null, 1);
        assertTrue(played.loadFailures().isEmpty());
        assertTrue(played.scriptFailures().isEmpty());
        assertTrue(played.log().stream().anyMatch(l -> l.contains("activates Pot of Greed")), "Pot of Greed is played");
    }
}
