package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.duel.DuelOptions;

/**
 * Issue 27, item 5: {@code math.random} draws from the duel's seeded generator, so two duels with
 * different seeds see different numbers and a replay sees the same ones (the probe found the same
 * sequence in every duel, seeded from a fixed host value).
 */
class MathRandomFromTheDuelTest {

    private static final String DRAWS = """
            local s,id=GetID()
            function s.initial_effect(c)
              DRAWN = (DRAWN or '') .. math.random(1, 1000000) .. ','
            end
            """;

    private static String drawn(Path dir, long seed) {
        HostileDuels.Played played = HostileDuels.play(HostileDuels.host(dir),
                DuelOptions.standard(seed).withTurnLimit(1));
        return played.prepared().bridge().scripts().globals().get("DRAWN").tojstring();
    }

    @Test
    void differentSeedsDrawDifferentNumbers(@TempDir Path dir) {
        HostileDuels.potOfGreed(dir, DRAWS);
        assertNotEquals(drawn(dir, 1), drawn(dir, 2));
    }

    /** Positive control: the same seed draws the same numbers (replays stay identical). */
    @Test
    void theSameSeedDrawsTheSameNumbers(@TempDir Path dir) {
        HostileDuels.potOfGreed(dir, DRAWS);
        String first = drawn(dir, 7);
        assertEquals(first, drawn(dir, 7));
        assertEquals(2, first.split(",").length, first); // one Pot of Greed in each deck
    }
}
