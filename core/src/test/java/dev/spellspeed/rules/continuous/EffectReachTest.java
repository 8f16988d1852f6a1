package dev.spellspeed.rules.continuous;

import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Whether a continuous effect reaches a card or a player now, in plain Java: its kind (single,
 * field, equip, target), its card's position and range, the target range on each side, the target
 * filter and the condition ({@link EffectReach#applies}, {@link EffectReach#reachesPlayer}).
 */
class EffectReachTest {
    private static final CardData CONTINUOUS_SPELL = CardData.of(1001, "Test Continuous Spell",
            CardType.SPELL | CardType.CONTINUOUS, 0, 0, 0, 0, 0, "a test spell");
    /** Any code: reach does not depend on what the effect does. */
    private static final long CODE = EffectCode.UPDATE_ATTACK;

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final EffectReach reach = new EffectReach(duel);

    private Card monster(int player, Position position) {
        return duel.placeCard(TestCards.VORSE_RAIDER, player, player, Location.MZONE,
                duel.field().count(player, Location.MZONE), position);
    }

    private Card monster(int player) {
        return monster(player, Position.FACEUP_ATTACK);
    }

    private Card spell(int player, Position position) {
        return duel.placeCard(CONTINUOUS_SPELL, player, player, Location.SZONE, duel.field().count(player, Location.SZONE),
                position);
    }

    private Effect effect(Card owner, long type) {
        Effect effect = duel.effects().create(owner, owner.controller());
        effect.setType(type);
        effect.setCode(CODE);
        return effect;
    }

    /** A field effect of a card in a Spell & Trap Zone on the Monster Zones it names, for its controller's side and the other. */
    private Effect fieldEffect(Card handler, int selfRange, int opponentRange) {
        Effect effect = effect(handler, EffectType.FIELD);
        effect.setRange(Location.SZONE.mask());
        effect.setTargetRange(selfRange, opponentRange);
        duel.effects().register(effect, handler);
        return effect;
    }

    @Test
    void aSingleEffectReachesOnlyTheCardItIsRegisteredTo() {
        Card vorse = monster(0);
        Card other = monster(0);
        Effect effect = effect(vorse, EffectType.SINGLE);
        duel.effects().register(effect, vorse);
        assertTrue(reach.applies(effect, vorse));
        assertFalse(reach.applies(effect, other));
    }

    @Test
    void aSingleRangeEffectReachesItsCardOnlyWhileTheCardIsInTheRange() {
        Card onField = monster(0);
        Card inGrave = duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        for (Card card : new Card[] {onField, inGrave}) {
            Effect effect = effect(card, EffectType.SINGLE);
            effect.setProperty(EffectFlag.SINGLE_RANGE);
            effect.setRange(Location.MZONE.mask());
            duel.effects().register(effect, card);
            assertEquals(card == onField, reach.applies(effect, card), card.toString());
        }
    }

    @Test
    void anEffectNoLongerRegisteredReachesNothing() {
        Card vorse = monster(0);
        Effect effect = effect(vorse, EffectType.SINGLE);
        duel.effects().register(effect, vorse);
        assertTrue(reach.applies(effect, vorse));
        duel.effects().remove(effect);
        assertFalse(reach.applies(effect, vorse));
    }

    @Test
    void aFieldEffectReachesTheLocationsOfItsTargetRangeOnEachSide() {
        Card spell = spell(0, Position.FACEUP_ATTACK);
        Card mine = monster(0);
        Card theirs = monster(1);
        Effect onMine = fieldEffect(spell, Location.MZONE.mask(), 0);
        Effect onTheirs = fieldEffect(spell, 0, Location.MZONE.mask());
        assertTrue(reach.applies(onMine, mine));
        assertFalse(reach.applies(onMine, theirs));
        assertTrue(reach.applies(onTheirs, theirs));
        assertFalse(reach.applies(onTheirs, mine));
    }

    @Test
    void aFieldEffectReachesNoCardOutsideItsTargetLocations() {
        Card spell = spell(0, Position.FACEUP_ATTACK);
        Card inHand = duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        Effect effect = fieldEffect(spell, Location.MZONE.mask(), Location.MZONE.mask());
        assertFalse(reach.applies(effect, inHand));
        assertTrue(reach.applies(effect, monster(0)), "positive control: a monster in a Monster Zone");
    }

    @Test
    void aFieldEffectOfAFaceDownCardReachesNothing() {
        Card faceDown = spell(0, Position.FACEDOWN_DEFENSE);
        Card faceUp = spell(0, Position.FACEUP_ATTACK);
        Card vorse = monster(0);
        assertFalse(reach.applies(fieldEffect(faceDown, Location.MZONE.mask(), 0), vorse));
        assertTrue(reach.applies(fieldEffect(faceUp, Location.MZONE.mask(), 0), vorse));
    }

    @Test
    void aFieldEffectOfACardOutsideItsRangeReachesNothing() {
        Card inGrave = duel.placeCard(CONTINUOUS_SPELL, 0, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        Card vorse = monster(0);
        assertFalse(reach.applies(fieldEffect(inGrave, Location.MZONE.mask(), 0), vorse));
    }

    @Test
    void anAbsoluteTargetRangeCountsFromPlayer0WhoeverControlsTheCard() {
        Card spell = spell(1, Position.FACEUP_ATTACK);
        Card player0s = monster(0);
        Card player1s = monster(1);
        Effect effect = effect(spell, EffectType.FIELD);
        effect.setRange(Location.SZONE.mask());
        effect.setProperty(EffectFlag.ABSOLUTE_TARGET);
        effect.setTargetRange(Location.MZONE.mask(), 0);
        duel.effects().register(effect, spell);
        assertTrue(reach.applies(effect, player0s));
        assertFalse(reach.applies(effect, player1s));
    }

    @Test
    void theTargetFilterNarrowsAFieldEffectToTheCardsItAccepts() {
        Card spell = spell(0, Position.FACEUP_ATTACK);
        Card chosen = monster(0);
        Card other = monster(0);
        Effect effect = fieldEffect(spell, Location.MZONE.mask(), 0);
        effect.setTarget(args -> args[0] == effect && args[1] == chosen);
        assertTrue(reach.applies(effect, chosen));
        assertFalse(reach.applies(effect, other));
    }

    @Test
    void anEffectReachesNothingWhileItsConditionFails() {
        Card spell = spell(0, Position.FACEUP_ATTACK);
        Card vorse = monster(0);
        AtomicBoolean holds = new AtomicBoolean(false);
        Effect effect = fieldEffect(spell, Location.MZONE.mask(), 0);
        effect.setCondition(args -> holds.get());
        assertFalse(reach.applies(effect, vorse));
        holds.set(true);
        assertTrue(reach.applies(effect, vorse));
    }

    @Test
    void aConditionThatFailsWithAnErrorCountsAsFailing() {
        Card vorse = monster(0);
        Effect effect = effect(vorse, EffectType.SINGLE);
        effect.setCondition(args -> {
            throw new IllegalStateException("a broken script");
        });
        duel.effects().register(effect, vorse);
        assertFalse(reach.applies(effect, vorse));
    }

    @Test
    void aConditionAskingWhetherItsOwnEffectAppliesIsAnsweredNoInside() {
        Card vorse = monster(0);
        Effect effect = effect(vorse, EffectType.SINGLE);
        boolean[] inner = new boolean[1];
        effect.setCondition(args -> {
            inner[0] = reach.applies(effect, vorse); // Jinzo asking about Amplifier asking about Jinzo
            return true;
        });
        duel.effects().register(effect, vorse);
        assertTrue(reach.applies(effect, vorse));
        assertFalse(inner[0], "the question inside the question is answered no, so it ends");
    }

    @Test
    void anEquipEffectReachesTheMonsterItsFaceUpCardIsEquippedTo() {
        Card equip = spell(0, Position.FACEUP_ATTACK);
        Card target = monster(0);
        Card other = monster(0);
        duel.field().equip(equip, target);
        Effect effect = effect(equip, EffectType.EQUIP);
        duel.effects().register(effect, equip);
        assertTrue(reach.applies(effect, target));
        assertFalse(reach.applies(effect, other));
    }

    @Test
    void aTargetEffectReachesTheCardsItsCardKeepsAsTargets() {
        Card spell = spell(0, Position.FACEUP_ATTACK);
        Card targeted = monster(1);
        Card other = monster(1);
        duel.field().targets().link(spell, targeted);
        Effect effect = effect(spell, EffectType.TARGET);
        effect.setRange(Location.SZONE.mask());
        duel.effects().register(effect, spell);
        assertTrue(reach.applies(effect, targeted));
        assertFalse(reach.applies(effect, other));
    }

    // ---- effects aimed at players

    private Effect playerEffect(int player, int self, int opponent) {
        Effect effect = duel.effects().create(null, player);
        effect.setType(EffectType.FIELD);
        effect.setCode(CODE);
        effect.setTargetRange(self, opponent);
        duel.effects().register(effect, player);
        return effect;
    }

    @Test
    void aPlayerEffectReachesThePlayersOfItsTargetRange() {
        Effect onSelf = playerEffect(0, 1, 0);
        Effect onOpponent = playerEffect(0, 0, 1);
        assertTrue(reach.reachesPlayer(onSelf, 0));
        assertFalse(reach.reachesPlayer(onSelf, 1));
        assertTrue(reach.reachesPlayer(onOpponent, 1));
        assertFalse(reach.reachesPlayer(onOpponent, 0));
    }

    @Test
    void aPlayerEffectOfACardReachesNoPlayerWhileTheCardIsFaceDownOrOutOfRange() {
        for (Position position : new Position[] {Position.FACEUP_ATTACK, Position.FACEDOWN_DEFENSE}) {
            Card spell = spell(0, position);
            Effect effect = effect(spell, EffectType.FIELD);
            effect.setRange(Location.SZONE.mask());
            effect.setTargetRange(1, 1);
            duel.effects().register(effect, spell);
            assertEquals(position.isFaceUp(), reach.reachesPlayer(effect, 1), position.toString());
        }
        Card inGrave = duel.placeCard(CONTINUOUS_SPELL, 0, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        Effect fromGrave = effect(inGrave, EffectType.FIELD);
        fromGrave.setRange(Location.SZONE.mask());
        fromGrave.setTargetRange(1, 1);
        duel.effects().register(fromGrave, inGrave);
        assertFalse(reach.reachesPlayer(fromGrave, 1));
    }

    @Test
    void aPlayerEffectReachesNoPlayerWhileItsConditionFails() {
        Effect effect = playerEffect(0, 1, 1);
        AtomicBoolean holds = new AtomicBoolean(false);
        effect.setCondition(args -> holds.get());
        assertFalse(reach.reachesPlayer(effect, 0));
        holds.set(true);
        assertTrue(reach.reachesPlayer(effect, 0));
    }

    @Test
    void theEffectAffectingAPlayerIsFoundByItsCode() {
        Effect effect = playerEffect(1, 0, 1);
        assertSame(effect, reach.playerEffect(0, CODE));
        assertNull(reach.playerEffect(1, CODE));
        assertNull(reach.playerEffect(0, EffectCode.UPDATE_DEFENSE), "another code");
    }
}
