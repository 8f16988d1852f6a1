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

/** The Lua API: effects: creating them and their properties, callbacks, handler and owner. */
class EffectTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    @Test
    void damageStepsAndAdjustmentsNeedNoCompletion() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        run("Duel.Damage(1,500,REASON_EFFECT,true)");
        assertEquals(7500, duel.lp(1), "applied at once");
        run("Duel.RDComplete()");
        assertEquals(7500, duel.lp(1), "and not again");
        assertEquals(2400, run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE)"
                + " e:SetCode(EFFECT_UPDATE_ATTACK) e:SetValue(500) c:RegisterEffect(e) Duel.AdjustInstantly(c) Duel.AdjustAll()"
                + " return c:GetAttack()", card).arg1().toint());
    }
}
