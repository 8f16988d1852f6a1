package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.Varargs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: groups as collections: creating, walking, adding, removing, filtering, set operators. */
class GroupTest extends LuaApiFixture {
    private static final List<String> NO_STRINGS = java.util.Collections.nCopies(16, "");
    private static final CardData LEVEL4 = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    private static final CardData LEVEL3 = CardData.of(900010, "Level 3", CardType.MONSTER | CardType.NORMAL,
            1000, 1000, 3, 0x1, 0x1, "test");

    private CardGroup hand(CardData... cards) {
        CardGroup group = new CardGroup();
        for (CardData data : cards) {
            group.add(duel.placeCard(data, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE));
        }
        return group;
    }

    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    private static final CardData SKULL = CardData.of(70781052, "Summoned Skull", CardType.MONSTER | CardType.NORMAL,
            2500, 1200, 6, 0x1, 0x20, "test");

    private static final CardData DRAGON = CardData.of(89631139, "Blue-Eyes White Dragon",
            CardType.MONSTER | CardType.NORMAL, 3000, 2500, 8, 0x1, 0x10, "test");

    /** An "Elemental HERO" (0x3008) monster. */
    private static final CardData HERO = new CardData(900050, 3, 0, 0x3008L, CardType.MONSTER | CardType.EFFECT,
            1600, 1400, 4, 0x1, 0x10, 0, "Test HERO", "test", NO_STRINGS);


    @Test
    void classCountCountsDifferentValuesAndIsZeroForAnEmptyGroup() {
        CardGroup g = hand(LEVEL4, LEVEL4, LEVEL3);
        assertEquals(2, run("return (...):GetClassCount(Card.GetLevel)", g).arg1().toint());
        assertEquals(0, run("return Group.CreateGroup():GetClassCount(Card.GetLevel)").arg1().toint());
    }

    @Test
    void groupsCompareAndRemoveByFilter() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card b = at(SKULL, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card c = at(DRAGON, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        assertTrue(is("local a,b=... return Group.FromCards(a,b):Equal(Group.FromCards(b,a))", a, b));
        assertFalse(is("local a,b=... return Group.FromCards(a,b):Equal(Group.FromCards(a))", a, b));
        assertFalse(is("local a,b,c=... return Group.FromCards(a,b):Equal(Group.FromCards(a,c))", a, b, c));
        // removes in place the cards the filter accepts (extra arguments passed on), except the one named
        Varargs r = run("""
                local a,b,c=...
                local g=Group.FromCards(a,b,c)
                g:Remove(function(x, atk) return x:GetAttack()>=atk end, c, 2000)
                return g:GetCount(), g:IsContains(a), g:IsContains(c)
                """, a, b, c);
        assertEquals(2, r.arg(1).toint());
        assertTrue(r.arg(2).toboolean());
        assertTrue(r.arg(3).toboolean());
    }

    @Test
    void selectWithSumEqualLetsThePlayerPickAnExactTotal() {
        Card four = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card six = at(SKULL, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card eight = at(DRAGON, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        Card otherFour = at(VORSE, 0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        decider.thenSelect(four).thenSelect(otherFour);
        Varargs r = run("local g=Group.FromCards(...) local s=g:SelectWithSumEqual(0, Card.GetLevel, 8, 1, 2) "
                + "return s:GetCount(), s:GetSum(Card.GetLevel)", four, six, eight, otherFour);
        assertEquals(2, r.arg(1).toint());
        assertEquals(8, r.arg(2).toint());
        // no way to make 5: an empty group
        assertEquals(0, run("return Group.FromCards(...):SelectWithSumEqual(0, Card.GetLevel, 5, 1, 3):GetCount()",
                four, six).arg1().toint());
    }

    @Test
    void changeAttackerAndAttackableTargets() {
        Card first = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card second = at(SKULL, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Varargs r = run("local g,d=(...):GetAttackableTarget() return g:GetCount(), d", first);
        assertEquals(0, r.arg(1).toint());
        assertTrue(r.arg(2).toboolean(), "the opponent has no monster: a direct attack");
        Card target = at(DRAGON, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        r = run("local g,d=(...):GetAttackableTarget() return g:GetCount(), d, g:GetFirst()==select(2,...)", first, target);
        assertEquals(1, r.arg(1).toint());
        assertFalse(r.arg(2).toboolean());
        assertTrue(r.arg(3).toboolean());
        duel.battle().beginAttack(first, target);
        run("Duel.ChangeAttacker(...)", second);
        assertSame(second, duel.battle().attacker());
        assertEquals(1, second.attacksDeclaredIn(duel.turn().number()));
    }

    @Test
    void grabSelectedCardTakesTheCardsASelectionMustInclude() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertEquals(0, run("return Duel.GrabSelectedCard():GetCount()").arg1().toint());
        duel.operation().setMustSelect(List.of(card));
        assertTrue(is("local g=Duel.GrabSelectedCard() return g:GetCount()==1 and g:IsContains(...)", card));
        assertEquals(0, run("return Duel.GrabSelectedCard():GetCount()").arg1().toint());
    }

    @Test
    void selectedCardsMustBePartOfTheNextSumCheck() {
        Card four = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card six = at(SKULL, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card eight = at(DRAGON, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        // at least 8 with none to spare: 8 alone works, but with 4 required it must be 4+6 (4+8 has 4 to spare)
        assertTrue(is("local a,b,c=... return Group.FromCards(a,b,c):CheckWithSumGreater(Card.GetLevel, 8)", four, six, eight));
        assertTrue(is("local a,b,c=... Duel.SetSelectedCard(a) return Group.FromCards(a,b,c):CheckWithSumGreater(Card.GetLevel, 8)",
                four, six, eight));
        assertFalse(is("local a,b,c=... Duel.SetSelectedCard(Group.FromCards(a,c)) "
                + "return Group.FromCards(a,b,c):CheckWithSumGreater(Card.GetLevel, 8)", four, six, eight));
        // used up by asking
        assertEquals(0, run("return Duel.GrabSelectedCard():GetCount()").arg1().toint());
        // exactly 10 with 1-2 cards, 4 required: 4+6
        assertTrue(is("local a,b,c=... Duel.SetSelectedCard(a) return Group.FromCards(a,b,c):CheckWithSumEqual(Card.GetLevel, 10, 1, 2)",
                four, six, eight));
        assertFalse(is("local a,b,c=... Duel.SetSelectedCard(c) return Group.FromCards(a,b,c):CheckWithSumEqual(Card.GetLevel, 10, 1, 2)",
                four, six, eight));
        // a selection starts with them and does not return them
        decider.thenSelect(six);
        Varargs r = run("local a,b,c=... Duel.SetSelectedCard(a) local g=Group.FromCards(a,b,c):SelectWithSumGreater(0, Card.GetLevel, 8) "
                + "return g:GetCount(), g:IsContains(b)", four, six, eight);
        assertEquals(1, r.arg(1).toint());
        assertTrue(r.arg(2).toboolean());
    }

    @Test
    void minGroupHoldsEveryCardWithTheLowestValue() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card b = at(HERO, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card c = at(HERO, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        Varargs r = run("local g=Group.FromCards(...) local m,v=g:GetMinGroup(Card.GetAttack) return m:GetCount(),v,m:IsContains((select(2,...)))",
                a, b, c);
        assertEquals(2, r.arg(1).toint());
        assertEquals(1600, r.arg(2).toint());
        assertTrue(r.arg(3).toboolean());
        assertEquals(0, run("return select('#', Group.CreateGroup():GetMinGroup(Card.GetAttack))").arg1().toint());
    }
}
