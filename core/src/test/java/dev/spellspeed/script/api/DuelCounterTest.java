package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: counters on the cards of a whole area. */
class DuelCounterTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    @Test
    void countersAreRemovedAcrossTheFieldOneAtATime() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card b = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        duel.field().addCounters(a, 1, 2);
        duel.field().addCounters(b, 1, 1);
        assertTrue(run("return Duel.IsCanRemoveCounter(0,1,0,1,3,REASON_COST)").arg1().toboolean());
        assertFalse(run("return Duel.IsCanRemoveCounter(0,0,1,1,1,REASON_COST)").arg1().toboolean(), "the opponent has none");
        decider.thenSelect(b).thenSelect(a);
        assertTrue(run("return Duel.RemoveCounter(0,1,0,1,2,REASON_COST)").arg1().toboolean());
        assertEquals(1, a.counters(1));
        assertEquals(0, b.counters(1));
        assertFalse(run("return Duel.RemoveCounter(0,1,0,1,2,REASON_COST)").arg1().toboolean());
        assertEquals(1, a.counters(1), "too few: nothing removed");
    }

    @Test
    void addingCountersIsForbiddenByAPlayerEffect() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertTrue(run("return Duel.IsCanAddCounter(0,1,1,...)", a).arg1().toboolean());
        run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CANNOT_PLACE_COUNTER)"
                + " e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(1,0)"
                + " e:SetTarget(function(e,tc,tp) return tc==c end) Duel.RegisterEffect(e,0)", a);
        assertFalse(run("return Duel.IsCanAddCounter(0,1,1,...)", a).arg1().toboolean());
        assertTrue(run("return Duel.IsCanAddCounter(0)").arg1().toboolean(), "an effect with a target forbids only its cards");
        assertTrue(run("return Duel.IsCanAddCounter(1,1,1,...)", a).arg1().toboolean(), "it reaches player 0 only");
        assertFalse(run("return Duel.IsCanAddCounter(2)").arg1().toboolean());
    }
}
