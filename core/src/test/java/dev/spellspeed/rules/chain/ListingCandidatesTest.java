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
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.turn.Window;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A listing keeps, per player and location, which cards have an effect usable from there
 * (ListingCandidates) until something it was found from changes: every listing after a change offers what
 * judging every effect of every card in full offers. Each test lists once first, so that what was found
 * before the change is kept, then changes one thing.
 */
class ListingCandidatesTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Rules rules;
    private int nextCode = 900200;

    ListingCandidatesTest() {
        duel.beginTurn(0);
        duel.setPhaseQuietly(Phase.MAIN1);
        rules = Rules.of(duel);
    }

    private Card card(long type, Location location) {
        return duel.addCard(CardData.of(nextCode++, "Test card " + nextCode, type, 1000, 1000, 4, 1, 1, "test"), 0, location);
    }

    private Effect effect(Card card, long type, long code, int range) {
        Effect effect = duel.effects().create(card, 0);
        effect.setType(type);
        effect.setCode(code);
        effect.setRange(range);
        duel.effects().register(effect, card);
        return effect;
    }

    private Card monster(Location location) {
        return card(CardType.MONSTER | CardType.EFFECT, location);
    }

    private Window idle() {
        return Window.idle(List.of());
    }

    private List<Effect> offered() {
        return rules.activations().available(0, idle()).stream().map(Command.Activate::effect).toList();
    }

    /** Every effect of every card of the five locations judged in full, as the explaining path does. */
    private List<Effect> judgedInFull() {
        List<Effect> open = new ArrayList<>();
        for (Location location : Activations.SOURCES) {
            for (Card card : duel.field().cards(0, location)) {
                for (Effect effect : duel.effects().of(card)) {
                    if (effect.hasType(EffectType.ACTIVATE | EffectType.IGNITION | EffectType.QUICK_O)
                            && rules.activations().judge(0, card, effect, idle(), refusal -> { }) != null) {
                        open.add(effect);
                    }
                }
            }
        }
        return open;
    }

    private void offersWhatJudgingInFullOffers(List<Effect> expected) {
        assertEquals(expected, judgedInFull(), "a positive control: judged in full");
        assertEquals(expected, offered());
    }

    @Test
    void aCardArrivingWhereItsEffectWorksIsJudgedThere() {
        Card monster = monster(Location.HAND);
        Effect fromGrave = effect(monster, EffectType.IGNITION, 0, Location.GRAVE.mask());
        offersWhatJudgingInFullOffers(List.of());
        duel.field().moveToPile(monster, 0, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0);
        offersWhatJudgingInFullOffers(List.of(fromGrave));
        duel.field().moveToPile(monster, 0, Location.REMOVED, Position.FACEUP_ATTACK, 1, 0);
        offersWhatJudgingInFullOffers(List.of());
    }

    @Test
    void aSpellBackInTheHandIsOfferedAgain() {
        Card spell = card(CardType.SPELL, Location.GRAVE);
        Effect activation = effect(spell, EffectType.ACTIVATE, EventCode.FREE_CHAIN, 0);
        Card other = card(CardType.SPELL, Location.HAND);
        offersWhatJudgingInFullOffers(List.of());
        // one card in, one out: the hand and the GY hold as many cards as before
        duel.field().moveToPile(spell, 0, Location.HAND, Position.FACEUP_ATTACK, 1, 0);
        duel.field().moveToPile(other, 0, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0);
        offersWhatJudgingInFullOffers(List.of(activation));
    }

    @Test
    void aMonsterSummonedIsJudgedInItsZone() {
        Card monster = monster(Location.HAND);
        Effect onField = effect(monster, EffectType.IGNITION, 0, Location.MZONE.mask());
        offersWhatJudgingInFullOffers(List.of());
        duel.field().moveToZone(monster, 0, Location.MZONE, 2, Position.FACEUP_ATTACK, 1, 0);
        offersWhatJudgingInFullOffers(List.of(onField));
    }

    @Test
    void aRangeChangedAfterRegisteringIsJudgedByTheNewRange() {
        Card monster = monster(Location.GRAVE);
        Effect effect = effect(monster, EffectType.IGNITION, 0, Location.MZONE.mask());
        offersWhatJudgingInFullOffers(List.of());
        effect.setRange(Location.GRAVE.mask()); // a script may change a registered effect's range
        offersWhatJudgingInFullOffers(List.of(effect));
    }

    @Test
    void aTypeChangedAfterRegisteringIsJudgedByTheNewType() {
        Card monster = monster(Location.GRAVE);
        Effect effect = effect(monster, EffectType.SINGLE, 0, Location.GRAVE.mask());
        offersWhatJudgingInFullOffers(List.of());
        effect.setType(EffectType.IGNITION);
        offersWhatJudgingInFullOffers(List.of(effect));
    }

    @Test
    void anEffectRegisteredOrRemovedIsJudgedOrNot() {
        Card monster = monster(Location.GRAVE);
        offersWhatJudgingInFullOffers(List.of());
        Effect effect = effect(monster, EffectType.IGNITION, 0, Location.GRAVE.mask());
        offersWhatJudgingInFullOffers(List.of(effect));
        duel.effects().remove(effect);
        offersWhatJudgingInFullOffers(List.of());
    }

    @Test
    void aUniqueRuleMakesASpellInTheGraveAQuestionAgain() {
        Card spell = card(CardType.SPELL, Location.GRAVE);
        effect(spell, EffectType.ACTIVATE, EventCode.FREE_CHAIN, 0);
        Card holder = duel.placeCard(CardData.of(nextCode++, "Holder", CardType.MONSTER | CardType.EFFECT, 0, 0, 4, 1, 1,
                "test"), 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        offersWhatJudgingInFullOffers(List.of());
        List<Card> filtered = new ArrayList<>();
        rules.uniqueCards().register(holder, true, true, c -> {
            filtered.add(c);
            return false;
        }, Location.SZONE.mask() | Location.MZONE.mask());
        offered();
        // the "only 1" check comes first and asks the rule's filter, even about a Spell in the GY
        assertTrue(filtered.contains(spell), "the rule's filter is asked about the Spell in the GY");
    }

    @Test
    void anEffectGivenToALaterCardByAConditionIsJudgedInTheSameListing() {
        Card first = monster(Location.HAND);
        Effect asking = effect(first, EffectType.IGNITION, 0, Location.HAND.mask());
        Card later = monster(Location.HAND);
        offersWhatJudgingInFullOffers(List.of(asking));
        Effect[] given = new Effect[1];
        asking.setCondition(args -> {
            if (given[0] == null) {
                given[0] = effect(later, EffectType.IGNITION, 0, Location.HAND.mask());
            }
            return true;
        });
        // walking the hand card by card reaches the later card after the condition gave it the effect
        List<Effect> listed = offered();
        assertEquals(List.of(asking, given[0]), listed);
    }

    @Test
    void aConditionThatTakesACardOutOfTheLocationListedFailsAsTheWalkDid() {
        Card first = monster(Location.HAND);
        Effect asking = effect(first, EffectType.IGNITION, 0, Location.HAND.mask());
        monster(Location.HAND);
        Card last = monster(Location.HAND);
        offersWhatJudgingInFullOffers(List.of(asking));
        asking.setCondition(args -> {
            duel.field().moveToPile(last, 0, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0);
            return true;
        });
        // walking a pile that shrank under the walk fails (ReadOnlyList), and so does the listing
        assertThrows(ConcurrentModificationException.class, this::offered);
    }
}
