package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.GameEvent;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: effects on a card: registering, copying and resetting them, flag effects, and asking for them. */
class CardEffectTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    private static final CardData SPELL = CardData.of(900020, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");

    private static final CardData SKULL = CardData.of(70781052, "Summoned Skull", CardType.MONSTER | CardType.NORMAL,
            2500, 1200, 6, 0x1, 0x20, "test");

    private static final CardData DRAGON = CardData.of(89631139, "Blue-Eyes White Dragon",
            CardType.MONSTER | CardType.NORMAL, 3000, 2500, 8, 0x1, 0x10, "test");

    private long countCode(Card card, long code) {
        return duel.effects().of(card).stream().filter(e -> e.code() == code).count();
    }

    @Test
    void checkActivateEffectFindsAFreeChainActivationAndCanNeglectItsConditionAndCost() {
        Card spell = at(SPELL, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        LuaValue e = run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_ACTIVATE) e:SetCode(EVENT_FREE_CHAIN)"
                + " e:SetCondition(function() return cond end) e:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk) return pay end)"
                + " e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) return aim end) c:RegisterEffect(e) return e", spell).arg1();
        run("cond, pay, aim = true, true, true");
        assertSame(e.touserdata(), run("return (...):CheckActivateEffect(false,false,false)", spell).arg1().touserdata(),
                "in the GY: where the card is does not matter");
        assertEquals(1, run("return (...):CheckActivateEffect(false,false,true)", spell).narg(),
                "a free-chain effect has no event to copy");
        run("cond = false");
        assertTrue(run("return (...):CheckActivateEffect(false,false,false)", spell).arg1().isnil());
        assertFalse(run("return (...):CheckActivateEffect(true,false,false)", spell).arg1().isnil(), "condition neglected");
        run("cond, pay = true, false");
        assertTrue(run("return (...):CheckActivateEffect(false,false,false)", spell).arg1().isnil());
        assertFalse(run("return (...):CheckActivateEffect(false,true,false)", spell).arg1().isnil(), "cost neglected");
        run("aim = false");
        assertTrue(run("return (...):CheckActivateEffect(true,true,false)", spell).arg1().isnil(), "targets are always checked");
    }

    @Test
    void checkActivateEffectAnswersAnEventOfTheMomentAndCopiesIt() {
        Card spell = at(SPELL, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        Card summoned = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_ACTIVATE) e:SetCode(EVENT_SUMMON_SUCCESS)"
                + " e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) return ep~=tp end) c:RegisterEffect(e)", spell);
        assertTrue(run("return (...):CheckActivateEffect(false,false,true)", spell).arg1().isnil(), "no summon happened");
        duel.triggers().addRecentEvent(new GameEvent(dev.spellspeed.effect.EventCode.SUMMON_SUCCESS, CardGroup.of(summoned), null, 0x4000, 1, 1, 0));
        Varargs copied = run("return (...):CheckActivateEffect(false,false,true)", spell);
        assertEquals(7, copied.narg());
        assertTrue(copied.arg(2).touserdata() instanceof CardGroup group && group.contains(summoned), "eg");
        assertEquals(1, copied.arg(3).toint(), "ep");
        assertEquals(0x4000, copied.arg(6).toint(), "r");
        assertEquals(1, copied.arg(7).toint(), "rp");
    }

    @Test
    void flagLabelsCostChecksTributesAndDestinations() {
        Card card = at(SKULL, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertFalse(is("return (...):SetFlagEffectLabel(1234, 5)", card));
        Varargs r = run("""
                local c=...
                c:RegisterFlagEffect(1234, 0, 0, 1, 7)
                local ok=c:SetFlagEffectLabel(1234, 9)
                return ok, c:GetFlagEffectLabel(1234)
                """, card);
        assertTrue(r.arg(1).toboolean());
        assertEquals(9, r.arg(2).toint());
        r = run("return (...):GetTributeRequirement()", card);
        assertEquals(1, r.arg(1).toint());
        assertEquals(1, r.arg(2).toint());
        assertEquals(2, run("return (select(2, (...):GetTributeRequirement()))",
                at(DRAGON, 0, Location.HAND, 1, Position.FACEDOWN_DEFENSE)).arg1().toint());
        assertEquals(0, run("return (...):GetDestination()", card).arg1().toint());
        Effect effect = duel.effects().create(card, 0);
        effect.setType(EffectType.IGNITION);
        run("local e=... e:SetCostCheck(true)", effect);
        assertTrue(effect.isCostChecked());
        run("local e=... e:SetCostCheck(false)", effect);
        assertFalse(is("return (...):IsCostChecked()", effect));
        run("Duel.EquipComplete()");
    }

    @Test
    void resetEffectEndsWhatTheResetKindNames() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card other = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        run("""
                local c,o=...
                local function add(owner, code, reset)
                  local e=Effect.CreateEffect(owner) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(code)
                  e:SetValue(100) if reset then e:SetReset(reset) end c:RegisterEffect(e)
                end
                add(c, EFFECT_UPDATE_ATTACK, RESET_EVENT+RESETS_STANDARD+RESET_DISABLE)
                add(o, EFFECT_UPDATE_DEFENSE, RESET_EVENT+RESETS_STANDARD+RESET_DISABLE)
                add(c, EFFECT_CANNOT_ATTACK)
                """, card, other);
        assertEquals(2000, card.attack());
        // RESET_DISABLE ends the changes the card made to itself, not those another card gave it
        run("(...):ResetEffect(RESET_DISABLE, RESET_EVENT)", card);
        assertEquals(1900, card.attack());
        assertEquals(1300, card.defense());
        // an unknown reset type does nothing; RESET_CODE ends single effects of that code
        run("(...):ResetEffect(EFFECT_CANNOT_ATTACK, RESET_EVENT+RESETS_STANDARD)", card);
        assertEquals(1, countCode(card, 85));
        run("(...):ResetEffect(EFFECT_CANNOT_ATTACK, RESET_CODE)", card);
        assertEquals(0, countCode(card, 85));
        assertEquals(1300, card.defense());
    }
}
