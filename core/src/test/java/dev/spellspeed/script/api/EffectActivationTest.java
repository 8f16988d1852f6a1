package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: activating an effect: whether it can be, its count limit, where it was activated from, cost checks. */
class EffectActivationTest extends LuaApiFixture {
    private static final CardData SPELL = CardData.of(900020, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");

    @Test
    void isActivatableChecksTheCountLimitAndTheCardsPlace() {
        Card spell = at(SPELL, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        LuaValue e = run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_ACTIVATE) e:SetCode(EVENT_FREE_CHAIN)"
                + " e:SetCountLimit(1,900020) e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) seen=e:IsCostChecked() return true end)"
                + " c:RegisterEffect(e) return e", spell).arg1();
        assertTrue(run("return (...):IsActivatable(0)", e).arg1().toboolean());
        assertTrue(run("return seen").arg1().toboolean(), "the target check comes after the cost check");
        assertFalse(((Effect) e.touserdata()).isCostChecked(), "and is over afterwards");
        assertFalse(run("local e=... e:GetTarget()(e,0,nil,0,0,nil,0,0,0) return seen", e).arg1().toboolean(),
                "called directly, the cost was not checked");
        assertFalse(run("return (...):IsActivatable(1)", e).arg1().toboolean(), "not the controller");
        run("(...):UseCountLimit(0,1,true)", e);
        assertTrue(run("return (...):IsActivatable(0)", e).arg1().toboolean(), "oath only: a plain limit is not used");
        run("(...):UseCountLimit(0)", e);
        assertFalse(run("return (...):IsActivatable(0)", e).arg1().toboolean(), "once per turn, used up");
        assertEquals(0, run("return (...):GetActivateLocation()", e).arg1().toint(), "never activated");
    }
}
