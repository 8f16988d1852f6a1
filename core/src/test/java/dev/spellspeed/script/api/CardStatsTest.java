package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: a card's name, types, Level/Rank, ATK/DEF, archetypes and scales, now and as printed. */
class CardStatsTest extends LuaApiFixture {
    private static final List<String> NO_STRINGS = java.util.Collections.nCopies(16, "");
    /** An "Elemental HERO" (0x3008) monster. */
    private static final CardData HERO = new CardData(900050, 3, 0, 0x3008L, CardType.MONSTER | CardType.EFFECT,
            1600, 1400, 4, 0x1, 0x10, 0, "Test HERO", "test", NO_STRINGS);

    private static final CardData FUSION = CardData.of(900051, "Test Fusion", CardType.MONSTER | CardType.FUSION,
            2500, 2000, 8, 0x1, 0x20, "test");


    @Test
    void extraDeckMonstersAndOriginalArchetypes() {
        Card hero = at(HERO, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        Card fusion = at(FUSION, 0, Location.EXTRA, 0, Position.FACEDOWN_DEFENSE);
        assertTrue(is("return (...):IsExtraDeckMonster()", fusion));
        assertFalse(is("return (...):IsExtraDeckMonster()", hero));
        // the sub-archetype is one of the archetype (0x3008 is an 0x8 HERO), not the other way round
        assertTrue(is("return (...):IsOriginalSetCard(0x8)", hero));
        assertTrue(is("return (...):IsOriginalSetCard(0x1234, nil, 0x3008)", hero));
        assertFalse(is("return (...):IsOriginalSetCard(0x5008)", hero));
        assertTrue(is("return (...):IsFusionSetCard(0x3008)", hero));
        assertFalse(is("return (...):IsFusionSetCard(0x8)", fusion));
    }
}
