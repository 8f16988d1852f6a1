package dev.spellspeed.rules.chain;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.turn.Window;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A listing skips the candidates the first requirements refuse before any script could run (where the
 * card is, face-down, spell speed, the event answered, the Damage Step): what it offers, and the
 * conditions it asks and their order, must be those of judging every candidate in full, in every kind
 * of window.
 */
class ActivationListingTest {
    private static final long SPELL = CardType.SPELL;
    private static final long MONSTER = CardType.MONSTER | CardType.EFFECT;

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Rules rules;
    /** The conditions asked, in order: each names its effect. */
    private final List<Integer> asked = new ArrayList<>();
    private int nextCode = 900100;

    ActivationListingTest() {
        duel.beginTurn(0);
        duel.setPhaseQuietly(Phase.MAIN1);
        rules = Rules.of(duel);
    }

    private Card card(long type, Location location, Position position) {
        CardData data = CardData.of(nextCode++, "Test card " + nextCode, type, 1000, 1000, 4, 1, 1, "test");
        if (location.isOnField()) {
            int zone = rules.duel().field().cards(0, location).size();
            return duel.placeCard(data, 0, 0, location, zone, position);
        }
        return duel.placeCard(data, 0, 0, location, 0, Position.FACEUP_ATTACK);
    }

    private Effect effect(Card card, long type, long code, int range) {
        Effect effect = duel.effects().create(card, 0);
        effect.setType(type);
        effect.setCode(code);
        effect.setRange(range);
        effect.setCondition(args -> {
            asked.add(effect.id());
            return true;
        });
        duel.effects().register(effect, card);
        return effect;
    }

    /** Cards of every kind a listing meets, each in a place where it can or cannot be used. */
    private void setUpField() {
        for (Location where : new Location[] {Location.HAND, Location.GRAVE, Location.REMOVED}) {
            effect(card(SPELL, where, null), EffectType.ACTIVATE, EventCode.FREE_CHAIN, 0);
            effect(card(SPELL | CardType.QUICKPLAY, where, null), EffectType.ACTIVATE, EventCode.FREE_CHAIN, 0);
            effect(card(CardType.TRAP, where, null), EffectType.ACTIVATE, EventCode.FREE_CHAIN, 0);
            effect(card(MONSTER | CardType.PENDULUM, where, null), EffectType.ACTIVATE, 0, 0);
            Card monster = card(MONSTER, where, null);
            effect(monster, EffectType.IGNITION, 0, Location.MZONE.mask());
            effect(monster, EffectType.IGNITION, 0, Location.GRAVE.mask());
            effect(monster, EffectType.QUICK_O, EventCode.FREE_CHAIN, Location.HAND.mask());
            effect(monster, EffectType.QUICK_O, EventCode.SUMMON_SUCCESS, Location.GRAVE.mask() | Location.HAND.mask());
        }
        effect(card(CardType.TRAP, Location.SZONE, Position.FACEDOWN_DEFENSE), EffectType.ACTIVATE, EventCode.FREE_CHAIN, 0);
        Card counter = card(CardType.TRAP | CardType.COUNTER, Location.SZONE, Position.FACEDOWN_DEFENSE);
        effect(counter, EffectType.ACTIVATE, EventCode.SUMMON_SUCCESS, 0);
        effect(card(CardType.TRAP | CardType.CONTINUOUS, Location.SZONE, Position.FACEUP_ATTACK), EffectType.ACTIVATE,
                EventCode.FREE_CHAIN, 0);
        effect(card(SPELL | CardType.QUICKPLAY, Location.SZONE, Position.FACEDOWN_DEFENSE), EffectType.ACTIVATE,
                EventCode.FREE_CHAIN, 0);
        Card faceUp = card(MONSTER, Location.MZONE, Position.FACEUP_ATTACK);
        effect(faceUp, EffectType.IGNITION, 0, Location.MZONE.mask());
        effect(faceUp, EffectType.QUICK_O, EventCode.FREE_CHAIN, Location.MZONE.mask());
        effect(faceUp, EffectType.QUICK_O, EventCode.SUMMON_SUCCESS, Location.MZONE.mask());
        Effect damageStep = effect(faceUp, EffectType.QUICK_O, EventCode.FREE_CHAIN, Location.MZONE.mask());
        damageStep.setProperty(EffectFlag.DAMAGE_STEP);
        Card faceDown = card(MONSTER, Location.MZONE, Position.FACEDOWN_DEFENSE);
        effect(faceDown, EffectType.QUICK_O, EventCode.FREE_CHAIN, Location.MZONE.mask());
        Effect setAvailable = effect(faceDown, EffectType.QUICK_O, EventCode.FREE_CHAIN, Location.MZONE.mask());
        setAvailable.setProperty(EffectFlag.SET_AVAILABLE);
    }

    /** Judges every effect activated on demand of every card of the player in full, as the explaining path does. */
    private List<Effect> judgedInFull(Window window) {
        List<Effect> open = new ArrayList<>();
        for (Location location : new Location[] {Location.HAND, Location.MZONE, Location.SZONE, Location.GRAVE,
                Location.REMOVED}) {
            for (Card card : duel.field().cards(0, location)) {
                for (Effect effect : duel.effects().of(card)) {
                    if (effect.hasType(EffectType.ACTIVATE | EffectType.IGNITION | EffectType.QUICK_O)
                            && rules.activations().judge(0, card, effect, window, refusal -> { }) != null) {
                        open.add(effect);
                    }
                }
            }
        }
        return open;
    }

    private void listingIsFullJudgement(Window window, String what) {
        asked.clear();
        List<Effect> listed = rules.activations().available(0, window).stream().map(Command.Activate::effect).toList();
        List<Integer> askedByListing = List.copyOf(asked);
        asked.clear();
        List<Effect> full = judgedInFull(window);
        assertEquals(full, listed, what + ": what is offered");
        assertEquals(List.copyOf(asked), askedByListing, what + ": the conditions asked, in order");
    }

    private GameEvent summoned() {
        return new GameEvent(EventCode.SUMMON_SUCCESS, new CardGroup(), null, 0, 1, 1, 0);
    }

    private void chainLink(int speed) {
        Card theirs = duel.placeCard(CardData.of(nextCode++, "Their Trap", CardType.TRAP, 0, 0, 0, 0, 0, "test"),
                1, 1, Location.SZONE, duel.chain().size(), Position.FACEUP_ATTACK);
        Effect effect = duel.effects().create(theirs, 1);
        effect.setType(EffectType.ACTIVATE);
        effect.setCode(EventCode.FREE_CHAIN);
        duel.effects().register(effect, theirs);
        duel.chain().add(new ChainLink(duel.chain().size() + 1, effect, 1, theirs, GameEvent.NONE, speed, true,
                Location.SZONE, 0));
    }

    @Test
    void theOpenMainPhaseOffersWhatJudgingEveryCandidateOffers() {
        setUpField();
        listingIsFullJudgement(Window.idle(List.of()), "idle");
        listingIsFullJudgement(Window.idle(List.of(summoned())), "idle after a summon");
        assertFalse(asked.isEmpty(), "a positive control: conditions are asked");
    }

    @Test
    void aResponseWindowOffersWhatJudgingEveryCandidateOffers() {
        setUpField();
        listingIsFullJudgement(Window.respond(List.of()), "response to nothing");
        listingIsFullJudgement(Window.respond(List.of(summoned())), "response to a summon");
        listingIsFullJudgement(new Window(false, List.of(summoned()), EventCode.SUMMON_SUCCESS), "summon negation window");
    }

    @Test
    void aChainOffersWhatJudgingEveryCandidateOffers() {
        setUpField();
        chainLink(2);
        listingIsFullJudgement(Window.respond(List.of(summoned())), "chain link of Spell Speed 2");
        chainLink(3);
        listingIsFullJudgement(Window.respond(List.of(summoned())), "chain link of Spell Speed 3");
    }

    @Test
    void theDamageStepOffersWhatJudgingEveryCandidateOffers() {
        setUpField();
        duel.setPhaseQuietly(Phase.DAMAGE);
        listingIsFullJudgement(Window.respond(List.of()), "Damage Step");
        assertFalse(asked.isEmpty(), "a positive control: the effect marked for the Damage Step is asked");
    }

    @Test
    void aSpellInTheGraveIsJudgedInFullOnceACardHasAUniqueRuleThatAsksAFilter() {
        Card spell = card(SPELL, Location.GRAVE, null);
        effect(spell, EffectType.ACTIVATE, EventCode.FREE_CHAIN, 0);
        Card holder = card(MONSTER, Location.MZONE, Position.FACEUP_ATTACK);
        List<Card> filtered = new ArrayList<>();
        rules.uniqueCards().register(holder, true, true, c -> {
            filtered.add(c);
            return false;
        }, Location.SZONE.mask() | Location.MZONE.mask());
        rules.activations().available(0, Window.idle(List.of()));
        // the "only 1" check comes before "a Spell is activated from the hand or the zone" and asks the filter
        assertTrue(filtered.contains(spell), "the rule's filter is asked about the Spell in the GY, as before");
        listingIsFullJudgement(Window.idle(List.of()), "with a unique rule");
    }
}
