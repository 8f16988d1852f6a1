package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27, item 5: LP arithmetic saturates. {@code Duel.Recover(tp, 2147483647)} used to log
 * "LP 8000 -> 0" and lose the duel for the player who gained.
 */
class LifePointsSaturateTest {

    private static final String GAIN = """
            local s,id=GetID()
            function s.initial_effect(c)
              local e1=Effect.CreateEffect(c)
              e1:SetType(EFFECT_TYPE_ACTIVATE)
              e1:SetCode(EVENT_FREE_CHAIN)
              e1:SetOperation(s.activate)
              c:RegisterEffect(e1)
            end
            function s.activate(e,tp)
              Duel.Recover(tp,%d,REASON_EFFECT)
            end
            """;

    @Test
    void theLargestGainLeavesThePlayerAtTheLargestLp(@TempDir Path dir) {
        HostileDuels.Played played = HostileDuels.play(HostileDuels.potOfGreed(dir, GAIN.formatted(Integer.MAX_VALUE)), 1);
        assertTrue(played.scriptFailures().isEmpty(), played.scriptFailures().toString());
        assertTrue(played.log().stream().anyMatch(l -> l.contains("gains 2147483647 LP: LP 8000 -> 2147483647")),
                "the gain saturates");
        assertTrue(played.log().stream().noneMatch(l -> l.contains("gains 2147483647 LP: LP 8000 -> 0")));
    }

    /** Positive control: an ordinary gain adds up. */
    @Test
    void anOrdinaryGainAddsUp(@TempDir Path dir) {
        HostileDuels.Played played = HostileDuels.play(HostileDuels.potOfGreed(dir, GAIN.formatted(1000)), 1);
        assertTrue(played.log().stream().anyMatch(l -> l.contains("gains 1000 LP: LP 8000 -> 9000")));
    }
}
