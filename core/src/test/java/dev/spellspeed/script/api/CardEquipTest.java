package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.Varargs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: equip Cards and Unions: what a card is equipped to and what may equip it. */
class CardEquipTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    private static final CardData UNION = CardData.of(900052, "Test Union",
            CardType.MONSTER | CardType.EFFECT | CardType.UNION, 500, 500, 3, 0x1, 0x20, "test");

    private static final CardData SPELL = CardData.of(900053, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");

    @Test
    void unionCountCountsUnionsEquippedInUnionStatus() {
        Card monster = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card union = at(UNION, 0, Location.SZONE, 0, Position.FACEUP_ATTACK);
        Card plain = at(SPELL, 0, Location.SZONE, 1, Position.FACEUP_ATTACK);
        assertTrue(bridge.rules().equips().equip(0, union, monster));
        assertTrue(bridge.rules().equips().equip(0, plain, monster));
        Varargs r = run("return (...):GetUnionCount()", monster);
        assertEquals(0, r.arg(1).toint());
        run("local u=... local e=Effect.CreateEffect(u) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UNION_STATUS) u:RegisterEffect(e)",
                union);
        r = run("return (...):GetUnionCount()", monster);
        assertEquals(1, r.arg(1).toint());
        assertEquals(0, r.arg(2).toint());
    }
}
