package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.GameEvent;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: a card's relations to effects, chain links and other cards. */
class CardRelationTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    private static final CardData SKULL = CardData.of(70781052, "Summoned Skull", CardType.MONSTER | CardType.NORMAL,
            2500, 1200, 6, 0x1, 0x20, "test");

    @Test
    void effectRelationsCanBeReleasedOrCleared() {
        Card handler = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card target = at(SKULL, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect first = duel.effects().create(handler, 0);
        Effect second = duel.effects().create(handler, 0);
        ChainLink one = new ChainLink(1, first, 0, handler, GameEvent.NONE, 2, false, Location.MZONE, 0);
        ChainLink two = new ChainLink(2, second, 0, handler, GameEvent.NONE, 2, false, Location.MZONE, 0);
        one.addTarget(target);
        two.addTarget(target);
        duel.chain().add(one);
        duel.chain().add(two);
        run("local c,e=... c:ReleaseEffectRelation(e)", target, first);
        assertFalse(one.isRelated(target));
        assertTrue(two.isRelated(target));
        run("(...):ClearEffectRelation()", target);
        assertFalse(two.isRelated(target));
        // an effect off the chain (a copied Spell's, run by Double Spell) can be related to as well
        Effect copied = duel.effects().create(target, 1);
        assertTrue(is("local c,e=... c:CreateEffectRelation(e) return c:IsRelateToEffect(e)", target, copied));
        assertFalse(is("local c,e=... c:ReleaseEffectRelation(e) return c:IsRelateToEffect(e)", target, copied));
    }

    @Test
    void relationsLastUntilTheCardMovesAsTheResetSays() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card b = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertFalse(is("local a,b=... return a:IsRelateToCard(b)", a, b));
        run("local a,b=... a:CreateRelation(b, RESET_EVENT+RESETS_STANDARD)", a, b);
        assertTrue(is("local a,b=... return a:IsRelateToCard(b)", a, b));
        assertFalse(is("local a,b=... return b:IsRelateToCard(a)", a, b));
        // b moving does not end a's relation; a leaving the field does
        bridge.rules().moves().sendToGrave(CardGroup.of(b), dev.spellspeed.duel.Reason.EFFECT, null, 0);
        assertTrue(is("local a,b=... return a:IsRelateToCard(b)", a, b));
        bridge.rules().moves().sendToGrave(CardGroup.of(a), dev.spellspeed.duel.Reason.EFFECT, null, 0);
        assertFalse(is("local a,b=... return a:IsRelateToCard(b)", a, b));
    }
}
