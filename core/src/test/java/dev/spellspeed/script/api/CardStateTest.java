package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: where a card is and how: location, position, controller, reason, status, summon type, counters of turns. */
class CardStateTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    @Test
    void realFieldIdAndPreviousAttack() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        int real = run("return (...):GetRealFieldID()", card).arg1().toint();
        duel.field().changePosition(card, Position.FACEUP_ATTACK);
        assertEquals(real, run("return (...):GetRealFieldID()", card).arg1().toint());
        assertFalse(is("local c=... return c:GetFieldID()==c:GetRealFieldID()", card));
        run("""
                local c=...
                local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UPDATE_ATTACK)
                e:SetValue(300) c:RegisterEffect(e)
                """, card);
        bridge.rules().moves().sendToGrave(CardGroup.of(card), Reason.EFFECT, null, 0);
        assertEquals(2200, run("return (...):GetPreviousAttackOnField()", card).arg1().toint());
        assertTrue(is("local c=... return c:GetFieldID()==c:GetRealFieldID()", card));
    }

    @Test
    void reverseInDeckTurnsTheCardFaceUpThere() {
        Card card = at(VORSE, 0, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
        run("(...):ReverseInDeck()", card);
        assertTrue(is("return (...):IsFaceup()", card));
        Card inHand = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        run("(...):ReverseInDeck()", inHand);
        assertEquals(Location.HAND, inHand.location());
    }

    @Test
    void setHintChecksItsArguments() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        run("(...):SetHint(CHINT_CARD, 14898066)", card);
        assertFalse(is("return pcall(function(c) c:SetHint(CHINT_CARD) end, ...)", card));
    }
}
