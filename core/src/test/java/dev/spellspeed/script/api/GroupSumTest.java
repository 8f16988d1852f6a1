package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.Varargs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: sums over a group's cards: totals, extremes, and selections adding up to a value. */
class GroupSumTest extends LuaApiFixture {
    private static final CardData LEVEL4 = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    private static final CardData LEVEL3 = CardData.of(900010, "Level 3", CardType.MONSTER | CardType.NORMAL,
            1000, 1000, 3, 0x1, 0x1, "test");

    private static final CardData LEVEL7 = CardData.of(900011, "Level 7", CardType.MONSTER | CardType.NORMAL,
            2500, 2000, 7, 0x1, 0x1, "test");

    private CardGroup hand(CardData... cards) {
        CardGroup group = new CardGroup();
        for (CardData data : cards) {
            group.add(duel.placeCard(data, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE));
        }
        return group;
    }

    @Test
    void sumPassesTheExtraArgumentsAndReadsNonNumbersAsZero() {
        CardGroup g = hand(LEVEL4, LEVEL3);
        assertEquals(7, run("return (...):GetSum(Card.GetLevel)", g).arg1().toint());
        assertEquals(21, run("return (...):GetSum(function(c,m) return c:GetLevel()*m end, 3)", g).arg1().toint());
        assertEquals(0, run("return (...):GetSum(function(c) return nil end)", g).arg1().toint());
    }

    @Test
    void maxGroupKeepsEveryCardSharingTheHighestValue() {
        CardGroup g = hand(LEVEL4, LEVEL3, LEVEL4);
        Varargs r = run("local g,v=(...):GetMaxGroup(Card.GetLevel) return g,v", g);
        assertEquals(2, ((CardGroup) r.arg(1).touserdata()).size());
        assertEquals(4, r.arg(2).toint());
        assertTrue(run("return Group.CreateGroup():GetMaxGroup(Card.GetLevel)==nil").arg1().toboolean(),
                "an empty group has no maximum");
    }

    @Test
    void checkWithSumEqualNeedsAnExactSumWithinTheCardCount() {
        CardGroup g = hand(LEVEL4, LEVEL4, LEVEL3, LEVEL7);
        assertTrue(run("return (...):CheckWithSumEqual(Card.GetLevel,8,2,2)", g).arg1().toboolean());
        assertTrue(run("return (...):CheckWithSumEqual(Card.GetLevel,11,1,3)", g).arg1().toboolean(), "7+4 or 4+4+3");
        assertFalse(run("return (...):CheckWithSumEqual(Card.GetLevel,11,1,1)", g).arg1().toboolean(), "no single 11");
        assertFalse(run("return (...):CheckWithSumEqual(Card.GetLevel,9,1,9)", g).arg1().toboolean(), "no subset makes 9");
        // a card whose value packs two alternatives (low and high 16 bits): a Level 4 that may count as 5
        assertTrue(run("return (...):CheckWithSumEqual(function(c) if c:GetLevel()==3 then return 3+(5<<16) end"
                + " return c:GetLevel() end,12,2,2)", g).arg1().toboolean(), "7 + 5");
    }
}
