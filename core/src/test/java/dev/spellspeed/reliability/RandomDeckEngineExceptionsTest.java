package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.RandomDecks;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.api.ScriptedDuels;

/**
 * Issue 27, item 5: the random-deck duels in which the probe met engine exceptions, replayed as
 * {@code spellspeed duel --random-decks --games 1 --seed N} plays them. Seeds 8724 and 22025: a
 * negated Trap Monster returning to a Spell &amp; Trap Zone another card holds (after a change of
 * control) threw {@code IllegalStateException}; it now goes to the GY. Seeds 10156, 11387 and 24698:
 * a Tribute freed a zone that a control change took before the Tribute Set's monster was placed
 * ("a prompt needs at least one legal answer"); the control change now waits for the placement.
 */
class RandomDeckEngineExceptionsTest {
    private static final CardDatabase CARDS = HostileDuels.cards();

    @ParameterizedTest
    @ValueSource(longs = {8724, 22025, 10156, 11387, 24698})
    void theDuelEndsWithoutAnEngineException(long seed) {
        RandomDecks decks = new RandomDecks(CARDS, false); // Main Decks only, as when the probe found them
        Duel duel = Duel.fromDecks(DuelOptions.standard(seed).withTurnLimit(200), CARDS, decks.deal(seed * 2),
                decks.deal(seed * 2 + 1), RandomDecider.forPlayer(seed, 0), RandomDecider.forPlayer(seed, 1));
        Rules rules = Rules.of(duel);
        assertTrue(ScriptedDuels.prepare(rules, HostileDuels.host(null)).failures().isEmpty());
        new DuelRunner(rules).play();
        assertEquals(List.of(), duel.field().verifyInvariants());
        assertTrue(duel.turn().number() > 20, "the duel went past the turn of the old exception: " + duel.turn().number());
    }
}
