package dev.spellspeed.rules;

import dev.spellspeed.rules.turn.DuelRunner;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.Location;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random legal play over many seeds. After every decision: every card is in exactly one place and
 * each player still has all of their cards; no engine exception; every duel ends within the cap.
 * The duel count can be raised with -Dspellspeed.fuzz.duels=N for a long run.
 */
class RandomPlayFuzzTest {
    private static final int DUELS = Integer.getInteger("spellspeed.fuzz.duels", 500);
    private static final int TURN_CAP = 200;

    @Test
    void randomDuelsKeepTheInvariantsAndEnd() {
        for (int i = 0; i < DUELS; i++) {
            long seed = 1_000_003L * i + 17;
            Duel duel = Duel.fromDecks(DuelOptions.standard(seed), TestCards.DATABASE,
                    TestCards.mixedDeck(), TestCards.mixedDeck(), new RandomDecider(seed + 1), new RandomDecider(seed + 2));
            int[] decisions = {0};
            duel.onDecision(prompt -> {
                decisions[0]++;
                List<String> problems = duel.field().verifyInvariants();
                if (!problems.isEmpty()) {
                    fail("seed " + seed + ", decision " + decisions[0] + ": " + problems);
                }
                for (int p = 0; p < 2; p++) {
                    assertEquals(40, cardsOwnedBy(duel, p), "seed " + seed + ": player " + p + "'s card count");
                }
                if (duel.turn().number() > TURN_CAP) {
                    fail("seed " + seed + ": the duel did not end within " + TURN_CAP + " turns");
                }
            });
            DuelResult result;
            try {
                result = new DuelRunner(Rules.of(duel)).play();
            } catch (RuntimeException | Error e) {
                throw new AssertionError("seed " + seed + ": " + e, e);
            }
            assertNotNull(result, "seed " + seed);
            assertTrue(duel.field().verifyInvariants().isEmpty(), "seed " + seed);
        }
    }

    private static int cardsOwnedBy(Duel duel, int player) {
        int count = 0;
        for (var card : duel.field().allCards()) {
            if (card.owner() == player) {
                count++;
            }
        }
        int placed = 0;
        for (int p = 0; p < 2; p++) {
            for (Location location : Location.values()) {
                if (location == Location.OVERLAY) {
                    continue;
                }
                placed += (int) duel.field().cards(p, location).stream().filter(c -> c.owner() == player).count();
            }
        }
        assertEquals(count, placed, "cards of player " + player + " on record vs in zones");
        return placed;
    }
}
