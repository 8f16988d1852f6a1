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

import java.util.ConcurrentModificationException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A listing of the activations open to a player judges only the effects activated on demand, kept per
 * card by the registry (EffectRegistry.onDemand); what it offers must be what walking every effect
 * with its type at that moment offers, whenever effects are registered, removed or change type.
 */
class ActivationCandidatesTest {
    private static final CardData SPELL = CardData.of(900061, "Test Normal Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Rules rules;
    private final Card spell;

    ActivationCandidatesTest() {
        duel.beginTurn(0);
        duel.setPhaseQuietly(Phase.MAIN1);
        rules = Rules.of(duel);
        spell = duel.addCard(SPELL, 0, Location.HAND);
    }

    /** An effect of the Spell in hand: an ignition effect when {@code type} is IGNITION, usable from the hand. */
    private Effect effect(long type) {
        return effect(type, 0);
    }

    private Effect effect(long type, long code) {
        Effect effect = duel.effects().create(spell, 0);
        effect.setType(type);
        effect.setCode(code);
        effect.setRange(Location.HAND.mask());
        duel.effects().register(effect, spell);
        return effect;
    }

    private List<Effect> offered() {
        return rules.activations().available(0, Window.idle(List.of())).stream().map(Command.Activate::effect).toList();
    }

    @Test
    void anEffectRegisteredAfterAListingIsOfferedByTheNext() {
        effect(EffectType.SINGLE);
        assertEquals(List.of(), offered());
        Effect ignition = effect(EffectType.IGNITION);
        assertEquals(List.of(ignition), offered());
    }

    @Test
    void aRemovedEffectIsNoLongerOffered() {
        Effect ignition = effect(EffectType.IGNITION);
        assertEquals(List.of(ignition), offered());
        duel.effects().remove(ignition);
        assertEquals(List.of(), offered());
    }

    @Test
    void anEffectWhoseTypeChangesAfterRegisteringIsJudgedByItsNewType() {
        Effect effect = effect(EffectType.SINGLE);
        assertEquals(List.of(), offered(), "a continuous effect is never offered");
        effect.setType(EffectType.IGNITION); // ygopro lets a script change a registered effect's type
        assertEquals(List.of(effect), offered());
        effect.setType(EffectType.TRIGGER_O);
        assertEquals(List.of(), offered(), "a trigger is offered when its event happens, not in a listing");
    }

    @Test
    void anEffectMadeIgnitionByAConditionJudgedBeforeItInTheSameListingIsOffered() {
        Effect first = effect(EffectType.IGNITION);
        Effect later = effect(EffectType.SINGLE);
        first.setCondition(args -> {
            later.setType(EffectType.IGNITION);
            return true;
        });
        // walking the card's effects would reach the later one after the condition changed its type
        assertEquals(List.of(first, later), offered());
    }

    @Test
    void aConditionThatRegistersAnEffectOnItsCardWhileListedIsAnError() {
        Effect first = effect(EffectType.IGNITION);
        effect(EffectType.IGNITION);
        first.setCondition(args -> {
            Effect extra = duel.effects().create(spell, 0);
            extra.setType(EffectType.SINGLE);
            duel.effects().register(extra, spell);
            return true;
        });
        // as walking the card's list of effects while it grows fails
        assertThrows(ConcurrentModificationException.class, this::offered);
    }

    @Test
    void aCardActivationIsACandidateAndAForcedQuickEffectIsNot() {
        Effect activation = effect(EffectType.ACTIVATE, EventCode.FREE_CHAIN);
        effect(EffectType.QUICK_F | EffectType.FIELD, EventCode.FREE_CHAIN);
        assertEquals(List.of(activation), offered());
    }
}
