package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: selecting cards of a group: the player chooses, or chance does. */
class GroupSelectTest extends LuaApiFixture {
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
    void filterSelectOffersOnlyThePassingCardsButTheExcludedOne() {
        CardGroup g = hand(LEVEL4, LEVEL4, LEVEL3);
        List<Card> cards = g.toList();
        decider.thenSelect(cards.get(1));
        LuaValue chosen = run("local g,ex=... return g:FilterSelect(0,function(c,l) return c:GetLevel()==l end,1,1,ex,4)",
                g, cards.get(0)).arg1();
        CardGroup picked = (CardGroup) chosen.touserdata();
        assertEquals(1, picked.size());
        assertSame(cards.get(1), picked.first());
    }

    @Test
    void cancelableSelectReturnsNilWhenThePlayerGivesFewerThanRequired() {
        CardGroup g = hand(LEVEL4, LEVEL3, LEVEL7);
        List<Card> cards = g.toList();
        decider.thenSelect(cards.get(0), cards.get(2));
        CardGroup picked = (CardGroup) run("return (...):CancelableSelect(0,2,2,nil)", g).arg1().touserdata();
        assertEquals(2, picked.size());
        decider.thenSelect(cards.get(0));
        assertTrue(run("return (...):CancelableSelect(0,2,2,nil)==nil", g).arg1().toboolean());
    }

    @Test
    void selectUnselectReturnsOneCardOrNilWhenFinished() {
        CardGroup g = hand(LEVEL4, LEVEL3, LEVEL7);
        List<Card> cards = g.toList();
        CardGroup selectable = CardGroup.of(cards.get(0), cards.get(1));
        CardGroup selected = CardGroup.of(cards.get(2));
        decider.thenSelect(cards.get(2));
        assertSame(bridge.wrap(cards.get(2)), run("local a,b=... return a:SelectUnselect(b,0,true,false,1,2)",
                selectable, selected).arg1(), "a selected card may be taken back");
        decider.thenSelect();
        assertTrue(run("local a,b=... return a:SelectUnselect(b,0,true,false,1,2)==nil", selectable, selected)
                .arg1().toboolean(), "no card: finished");
        assertEquals(0, run("local a=... return a:SelectUnselect(a,0,true)", selectable).narg(),
                "a card both to select and to unselect: no answer");
    }
}
