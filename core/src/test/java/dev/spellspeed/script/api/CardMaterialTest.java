package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: a card as material: Fusion, Ritual, Synchro and Xyz material checks, and its own Xyz Materials. */
class CardMaterialTest extends LuaApiFixture {
    private static final CardData FUSION = CardData.of(900051, "Test Fusion", CardType.MONSTER | CardType.FUSION,
            2500, 2000, 8, 0x1, 0x20, "test");

    @Test
    void fusionReadingsAreTheCurrentOnes() {
        Card fusion = at(FUSION, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertTrue(is("return (...):IsFusionType(TYPE_FUSION)", fusion));
        assertFalse(is("return (...):IsFusionType(TYPE_SYNCHRO)", fusion));
        assertTrue(is("return (...):IsFusionAttribute(ATTRIBUTE_DARK)", fusion));
        assertFalse(is("return (...):IsFusionAttribute(ATTRIBUTE_LIGHT, 0)", fusion));
        assertEquals(0x20, run("return (...):GetFusionAttribute()", fusion).arg1().toint());
        assertEquals(900051, run("return (...):GetFusionCode()", fusion).arg1().toint());
        assertTrue(is("return (...):IsFusionCode(1, 900051)", fusion));
        assertFalse(is("return (...):IsFusionCode(900050)", fusion));
    }
}
