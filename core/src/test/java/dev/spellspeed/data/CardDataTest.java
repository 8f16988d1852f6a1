package dev.spellspeed.data;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CardDataTest {
    private static final long PENDULUM = CardType.MONSTER | CardType.NORMAL | CardType.PENDULUM;
    private static final long LINK = CardType.MONSTER | CardType.EFFECT | CardType.LINK;

    @Test
    void levelIsTheLowByteOfTheLevelColumn() {
        CardData card = TestCards.raw(TestCards.NORMAL_MONSTER, 1000, 1000, 4, 0);
        assertEquals(4, card.level());
        assertEquals(0, card.leftScale());
        assertEquals(0, card.rightScale());
    }

    @Test
    void pendulumScalesAreTheHighBytesOfTheLevelColumn() {
        CardData card = TestCards.raw(PENDULUM, 1000, 1000, (1L << 24) | (8L << 16) | 7, 0);
        assertEquals(7, card.level());
        assertEquals(1, card.leftScale(), "bits 24-31");
        assertEquals(8, card.rightScale(), "bits 16-23");
    }

    @Test
    void scalesUpTo13AndTheFullByteDecode() {
        CardData card = TestCards.raw(PENDULUM, 1000, 1000, 0x0d0d_0004L, 0);
        assertEquals(4, card.level());
        assertEquals(13, card.leftScale());
        assertEquals(13, card.rightScale());
        assertEquals(0xff, TestCards.raw(PENDULUM, 0, 0, 0xff00_00ffL, 0).leftScale());
        assertEquals(0xff, TestCards.raw(PENDULUM, 0, 0, 0xff00_00ffL, 0).level());
    }

    @Test
    void bits8To15DoNotLeakIntoLevelOrScales() {
        CardData card = TestCards.raw(PENDULUM, 0, 0, 0x0000_ff03L, 0);
        assertEquals(3, card.level());
        assertEquals(0, card.leftScale());
        assertEquals(0, card.rightScale());
    }

    @Test
    void linkMonstersKeepLinkMarkersInTheDefColumn() {
        int bottomLeftBottomRight = 0x1 | 0x4;
        CardData link = TestCards.raw(LINK, 1500, bottomLeftBottomRight, 2, 0);
        assertEquals(2, link.level(), "the level column holds the link rating");
        assertEquals(bottomLeftBottomRight, link.linkMarkers());
        assertEquals(0, link.defense(), "Link monsters have no DEF");
        assertFalse(link.hasUnknownDefense());
    }

    @Test
    void nonLinkMonstersHaveDefenseAndNoMarkers() {
        CardData card = TestCards.raw(TestCards.NORMAL_MONSTER, 1000, 1200, 4, 0);
        assertEquals(1200, card.defense());
        assertEquals(0, card.linkMarkers());
    }

    @Test
    void setcodePacksFourSixteenBitArchetypes() {
        CardData card = TestCards.raw(TestCards.NORMAL_MONSTER, 0, 0, 1, 0x0004_0003_0002_0001L);
        assertEquals(List.of(1, 2, 3, 4), card.setcodes());
    }

    @Test
    void setcodeSkipsEmptySlots() {
        assertEquals(List.of(), TestCards.raw(TestCards.NORMAL_MONSTER, 0, 0, 1, 0).setcodes());
        // The Magnet Warriors' setcode 6692966 = 0x0066_2066: two archetypes.
        assertEquals(List.of(0x2066, 0x66), TestCards.raw(TestCards.NORMAL_MONSTER, 0, 0, 1, 6692966).setcodes());
        assertEquals(List.of(0x1234), TestCards.raw(TestCards.NORMAL_MONSTER, 0, 0, 1, 0x1234_0000_0000L).setcodes());
    }

    @Test
    void setcodeTopSlotUsesAllSixteenBits() {
        CardData card = TestCards.raw(TestCards.NORMAL_MONSTER, 0, 0, 1, 0xffff_0000_0000_00a1L);
        assertEquals(List.of(0xa1, 0xffff), card.setcodes());
    }

    @Test
    void questionMarkStatsAreStoredAsMinusTwo() {
        CardData card = TestCards.raw(TestCards.NORMAL_MONSTER, CardData.UNKNOWN_STAT, CardData.UNKNOWN_STAT, 4, 0);
        assertTrue(card.hasUnknownAttack());
        assertTrue(card.hasUnknownDefense());
        CardData known = TestCards.raw(TestCards.NORMAL_MONSTER, 0, 0, 4, 0);
        assertFalse(known.hasUnknownAttack());
        assertFalse(known.hasUnknownDefense());
    }

    @Test
    void extraDeckMonstersAreFusionSynchroXyzAndLink() {
        assertTrue(TestCards.extra(1, "F", CardType.FUSION).isExtraDeckMonster());
        assertTrue(TestCards.extra(2, "S", CardType.SYNCHRO).isExtraDeckMonster());
        assertTrue(TestCards.extra(3, "X", CardType.XYZ).isExtraDeckMonster());
        assertTrue(TestCards.extra(4, "L", CardType.LINK).isExtraDeckMonster());
        assertFalse(TestCards.extra(5, "R", CardType.RITUAL).isExtraDeckMonster());
        assertFalse(TestCards.normal(6, "N", 4).isExtraDeckMonster());
        assertFalse(TestCards.spell(7, "S").isExtraDeckMonster());
    }

    @Test
    void requiresSixteenStrings() {
        assertThrows(IllegalArgumentException.class, () -> new CardData(
                1, 3, 0, 0, TestCards.NORMAL_MONSTER, 0, 0, 1, 1, 1, 0, "n", "d", List.of("only one")));
    }
}
