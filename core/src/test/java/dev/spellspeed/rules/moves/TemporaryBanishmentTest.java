package dev.spellspeed.rules.moves;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.rules.Rules;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Temporary banishment ("banish it until the End Phase"): the return follows that very banishment. A
 * card banished again in between, not temporarily or by another effect, stays banished.
 */
class TemporaryBanishmentTest {
    private Duel duel;
    private CardMoves moves;
    private Card vorse;
    private Card firstCard;
    private Card secondCard;

    @BeforeEach
    void open() {
        duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        duel.beginTurn(0);
        duel.setPhaseQuietly(Phase.MAIN1);
        moves = Rules.of(duel).moves();
        vorse = duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        firstCard = duel.placeCard(TestCards.CELTIC_GUARDIAN, 0, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        secondCard = duel.placeCard(TestCards.CELTIC_GUARDIAN, 0, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
    }

    /** An effect of {@code card} that banishes, and the "return it in the End Phase" effect its operation creates. */
    private Effect[] banishing(Card card) {
        Effect banish = duel.effects().create(card, 0);
        banish.setType(EffectType.ACTIVATE);
        duel.chain().enter(banish, 0); // its operation runs: what it creates belongs to it
        try {
            Effect back = duel.effects().create(card, 0);
            back.setType(EffectType.FIELD | EffectType.CONTINUOUS);
            return new Effect[] {banish, back};
        } finally {
            duel.chain().exit();
        }
    }

    private boolean returnBy(Effect back) {
        duel.chain().enter(back, 0);
        try {
            return moves.returnToField(vorse, null, back, 0);
        } finally {
            duel.chain().exit();
        }
    }

    @Test
    void aTemporarilyBanishedCardReturns() {
        Effect[] first = banishing(firstCard);
        moves.banish(CardGroup.of(vorse), Position.FACEUP_ATTACK, Reason.EFFECT | Reason.TEMPORARY, first[0], 0);
        assertTrue(returnBy(first[1]));
        assertEquals(Location.MZONE, vorse.location());
    }

    @Test
    void aCardBanishedAgainNotTemporarilyStaysBanished() {
        Effect[] first = banishing(firstCard);
        moves.banish(CardGroup.of(vorse), Position.FACEUP_ATTACK, Reason.EFFECT | Reason.TEMPORARY, first[0], 0);
        assertTrue(moves.moveToField(vorse, 0, 0, Location.MZONE, false, Position.FACEUP_ATTACK, 0x1f, null, 0));
        moves.banish(CardGroup.of(vorse), Position.FACEUP_ATTACK, Reason.EFFECT, null, 0);
        assertFalse(returnBy(first[1]));
        assertEquals(Location.REMOVED, vorse.location());
    }

    @Test
    void aCardBanishedAgainByAnotherTemporaryBanishmentReturnsOnlyByThatOne() {
        Effect[] first = banishing(firstCard);
        Effect[] second = banishing(secondCard);
        moves.banish(CardGroup.of(vorse), Position.FACEUP_ATTACK, Reason.EFFECT | Reason.TEMPORARY, first[0], 0);
        // back on the field by another effect, then banished "until the End Phase" by a second card
        assertTrue(moves.moveToField(vorse, 0, 0, Location.MZONE, false, Position.FACEUP_ATTACK, 0x1f, null, 0));
        moves.banish(CardGroup.of(vorse), Position.FACEUP_ATTACK, Reason.EFFECT | Reason.TEMPORARY, second[0], 0);
        assertFalse(returnBy(first[1]));
        assertEquals(Location.REMOVED, vorse.location());
        assertTrue(returnBy(second[1]));
        assertEquals(Location.MZONE, vorse.location());
    }
}
