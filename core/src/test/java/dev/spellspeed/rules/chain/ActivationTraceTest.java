package dev.spellspeed.rules.chain;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.turn.Window;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A replay lists activations from its origin's trace: it judges again what was offered or ran a script,
 * skips what the rules alone refused, and says so when the duel offers something else (issue 29).
 */
class ActivationTraceTest {
    private static final CardData SPELL = CardData.of(900051, "Test Normal Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");
    private static final CardData TRAP = CardData.of(900052, "Test Normal Trap", CardType.TRAP, 0, 0, 0, 0, 0, "test");

    /** Player 0's Main Phase 1 with a Spell in hand (offered while {@code open}) and a Trap in hand (never: R043). */
    private static Rules mainPhaseWithSpellAndTrapInHand(boolean open) {
        Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        duel.beginTurn(0);
        duel.setPhaseQuietly(Phase.MAIN1);
        Rules rules = Rules.of(duel);
        activatable(duel, duel.addCard(TRAP, 0, Location.HAND), true);
        activatable(duel, duel.addCard(SPELL, 0, Location.HAND), open);
        return rules;
    }

    private static void activatable(Duel duel, Card card, boolean condition) {
        Effect effect = duel.effects().create(card, 0);
        effect.setType(EffectType.ACTIVATE);
        effect.setCode(EventCode.FREE_CHAIN);
        effect.setCondition(args -> condition);
        duel.effects().register(effect, card);
    }

    private static List<Command.Activate> list(Rules rules, ActivationTrace trace) {
        rules.activations().traceTo(trace);
        return rules.activations().available(0, Window.idle(List.of()));
    }

    @Test
    void aReplayedListingJudgesAgainOnlyWhatWasOffered() {
        ActivationTrace recorded = ActivationTrace.recording();
        List<Command.Activate> original = list(mainPhaseWithSpellAndTrapInHand(true), recorded);
        assertEquals(1, original.size());
        assertEquals(2, recorded.judged(), "the recording judges both cards");

        ActivationTrace replay = recorded.upTo(1);
        List<Command.Activate> again = list(mainPhaseWithSpellAndTrapInHand(true), replay);
        assertEquals(original.get(0).card().uid(), again.get(0).card().uid());
        assertEquals(1, again.size());
        assertEquals(1, replay.judged(), "the Trap in hand, refused by the rules alone, is not judged again");
    }

    @Test
    void aReplayedListingThatOffersLessThanItsOriginIsADivergence() {
        ActivationTrace recorded = ActivationTrace.recording();
        list(mainPhaseWithSpellAndTrapInHand(true), recorded);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> list(mainPhaseWithSpellAndTrapInHand(false), recorded.upTo(1)));
        assertTrue(e.getMessage().contains("replay diverged at listing 1"), e.getMessage());
    }

    @Test
    void aListingWhoseRecordedCardsAreNotThereJudgesEverything() {
        ActivationTrace recorded = ActivationTrace.recording();
        list(mainPhaseWithSpellAndTrapInHand(true), recorded);
        Duel empty = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        empty.beginTurn(0);
        empty.setPhaseQuietly(Phase.MAIN1);
        // the recorded Spell's position names no card here: the listing is made in full (and finds nothing)
        assertEquals(List.of(), list(Rules.of(empty), recorded.upTo(1)));
    }
}
