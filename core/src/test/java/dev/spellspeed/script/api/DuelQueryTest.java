package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: questions about the field: free zones, the cards at a place, cards matching a filter. */
class DuelQueryTest extends LuaApiFixture {
    private static final CardData SPELL = CardData.of(900020, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");

    private List<Card> deck(int player, int n) {
        List<Card> cards = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            cards.add(at(VORSE, player, Location.DECK, 0, Position.FACEDOWN_DEFENSE));
        }
        return cards; // the last one is on top
    }

    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    @Test
    void decktopGroupListsTheTopCardFirstAndStopsAtTheDecksSize() {
        List<Card> cards = deck(0, 3);
        LuaValue first = run("local g=Duel.GetDecktopGroup(0,2) return g:GetFirst(),#g").arg1();
        assertSame(bridge.wrap(cards.get(2)), first);
        assertEquals(3, run("return #Duel.GetDecktopGroup(0,10)").arg1().toint());
        run("Duel.ConfirmDecktop(0,10)");
        assertEquals(cards, duel.field().cards(0, Location.DECK), "confirming leaves the Deck as it was");
        run("Duel.DisableShuffleCheck() Duel.SendtoHand(Duel.GetDecktopGroup(0,1),nil,REASON_EFFECT)");
        assertEquals(cards.subList(0, 2), duel.field().cards(0, Location.DECK));
    }

    @Test
    void spellTrapZonesCountLeavingCardsAsFreeAndKeepToTheZoneMask() {
        Card spell = at(SPELL, 0, Location.SZONE, 1, Position.FACEUP_ATTACK);
        at(SPELL, 0, Location.SZONE, 2, Position.FACEUP_ATTACK);
        Varargs r = run("return Duel.GetSZoneCount(0)");
        assertEquals(3, r.arg(1).toint());
        assertEquals(0b00110, r.arg(2).toint());
        assertEquals(4, run("return Duel.GetSZoneCount(0, ...)", spell).arg1().toint());
        // only zones 1 and 3 asked for: 3 is free, 1 is free once the spell leaves
        assertEquals(1, run("return Duel.GetSZoneCount(0, nil, 0, 0, 0xa)").arg1().toint());
        assertEquals(2, run("return Duel.GetSZoneCount(0, ..., 0, 0, 0xa)", spell).arg1().toint());
        // the Field Zone is not a Spell & Trap Zone here
        assertEquals(5, run("return Duel.GetSZoneCount(1)").arg1().toint());
    }

    @Test
    void theFieldZoneIsLocationFzoneSequenceZero() {
        CardData field = CardData.of(900021, "Test Field", CardType.SPELL | CardType.FIELD, 0, 0, 0, 0, 0, "test");
        assertTrue(run("return Duel.GetFieldCard(0, LOCATION_FZONE, 0)").arg1().isnil(), "empty");
        assertTrue(run("return Duel.CheckLocation(0, LOCATION_FZONE, 0)").arg1().toboolean(), "free");
        Card card = duel.placeCard(field, 0, 0, Location.SZONE, dev.spellspeed.duel.Field.fieldZone(), Position.FACEUP_ATTACK);
        assertSame(bridge.wrap(card), run("return Duel.GetFieldCard(0, LOCATION_FZONE, 0)").arg1());
        assertFalse(run("return Duel.CheckLocation(0, LOCATION_FZONE, 0)").arg1().toboolean(), "occupied");
        assertTrue(run("return Duel.GetFieldCard(1, LOCATION_FZONE, 0)").arg1().isnil(), "the opponent's is empty");
        assertTrue(run("return Duel.GetFieldCard(0, LOCATION_FZONE, 1)").arg1().isnil(), "the Field Zone has no sequence 1");
    }
}
