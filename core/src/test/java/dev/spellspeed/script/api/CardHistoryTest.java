package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.rules.summon.SpecialSummonTerms;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: where a card was before its last move and what it was there; how it was Special Summoned. */
class CardHistoryTest extends LuaApiFixture {
    private static final List<String> NO_STRINGS = java.util.Collections.nCopies(16, "");
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    /** An "Elemental HERO" (0x3008) monster. */
    private static final CardData HERO = new CardData(900050, 3, 0, 0x3008L, CardType.MONSTER | CardType.EFFECT,
            1600, 1400, 4, 0x1, 0x10, 0, "Test HERO", "test", NO_STRINGS);


    @Test
    void theSummonPlayerAndTheCardThatSummonedAreRecorded() {
        Card hero = at(HERO, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card summoned = at(VORSE, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        assertFalse(is("return (...):IsSpecialSummonSetCard(0x8)", summoned));
        Effect byHero = duel.effects().create(hero, 1);
        byHero.setType(EffectType.IGNITION);
        duel.effects().register(byHero, hero);
        // player 1 summons to player 0's field by the HERO's effect
        bridge.rules().specialSummons().specialSummon(CardGroup.of(summoned),
                new SpecialSummonTerms(0, 1, 0, Position.FACEUP_ATTACK.mask(), byHero, false, false));
        assertEquals(Location.MZONE, summoned.location());
        assertEquals(1, run("return (...):GetSummonPlayer()", summoned).arg1().toint());
        assertTrue(is("return (...):IsSpecialSummonSetCard(0x8)", summoned));
        assertFalse(is("return (...):IsSpecialSummonSetCard(0x1234)", summoned));
    }

    @Test
    void previousPositionIsWhereTheCardLastWas() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_DEFENSE);
        bridge.rules().moves().sendToGrave(CardGroup.of(card), dev.spellspeed.duel.Reason.EFFECT, null, 0);
        assertEquals(Position.FACEUP_DEFENSE.mask(), run("return (...):GetPreviousPosition()", card).arg1().toint());
    }
}
