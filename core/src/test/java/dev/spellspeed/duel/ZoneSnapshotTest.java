package dev.spellspeed.duel;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A zone row's list (Field.cards of the Monster or Spell &amp; Trap Zones) is a snapshot: the state check
 * walks it while cards move, without copying it first. It is made again only when a zone changes, so
 * every way the field changes a zone must show in the next list.
 */
class ZoneSnapshotTest {
    private static final CardData MONSTER = CardData.of(900071, "Test Monster", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "test");
    private static final CardData SPELL = CardData.of(900072, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));

    @Test
    void aZoneRowsListStaysAsItWasWhenTheZonesChange() {
        Card first = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        List<Card> before = duel.field().cards(0, Location.MZONE);
        assertSame(before, duel.field().cards(0, Location.MZONE), "no new list while nothing changed");

        Card second = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        duel.field().moveToPile(first, 0, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0);

        assertEquals(List.of(second), duel.field().cards(0, Location.MZONE), "a new list shows the zones now");
        assertEquals(List.of(first), before, "the list handed out before is unchanged");
    }

    @Test
    void movingToAnotherZoneOfTheRowShowsInTheNextList() {
        Card left = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card right = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        assertEquals(List.of(left, right), duel.field().cards(0, Location.MZONE));

        assertTrue(duel.field().shiftZone(left, 4));

        assertEquals(List.of(right, left), duel.field().cards(0, Location.MZONE), "left to right after the shift");
        assertRowsMatchZones();
    }

    @Test
    void aChangeOfControlShowsInBothPlayersLists() {
        Card mine = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card theirs = duel.placeCard(MONSTER, 1, 1, Location.MZONE, 2, Position.FACEUP_ATTACK);
        assertEquals(List.of(mine), duel.field().cards(0, Location.MZONE));
        assertEquals(List.of(theirs), duel.field().cards(1, Location.MZONE));

        duel.field().changeControl(mine, 1, 0);
        assertEquals(List.of(), duel.field().cards(0, Location.MZONE));
        assertEquals(List.of(mine, theirs), duel.field().cards(1, Location.MZONE));

        Card other = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        duel.field().swapControl(theirs, other);
        assertEquals(List.of(theirs), duel.field().cards(0, Location.MZONE));
        assertEquals(List.of(mine, other), duel.field().cards(1, Location.MZONE));
        assertRowsMatchZones();
    }

    @Test
    void shufflingSetCardsShowsTheirNewOrder() {
        List<Card> set = new ArrayList<>();
        for (int zone = 0; zone < 5; zone++) {
            set.add(duel.placeCard(SPELL, 0, 0, Location.SZONE, zone, Position.FACEDOWN_DEFENSE));
        }
        assertEquals(set, duel.field().cards(0, Location.SZONE));

        // the list follows whatever order the zones hold now
        boolean moved = false;
        for (long seed = 1; seed < 20; seed++) {
            assertTrue(duel.field().shuffleSetCards(set, new DuelRandom(seed)));
            moved |= !duel.field().cards(0, Location.SZONE).equals(set);
            assertRowsMatchZones();
        }
        assertTrue(moved, "some shuffle put the cards in another order");
    }

    /** Each row's list holds the row's cards left to right, as read zone by zone. */
    private void assertRowsMatchZones() {
        for (int player = 0; player < 2; player++) {
            for (Location location : List.of(Location.MZONE, Location.SZONE)) {
                List<Card> expected = new ArrayList<>();
                for (int zone = 0; zone < (location == Location.MZONE ? 7 : 6); zone++) {
                    Card card = duel.field().zoneCard(player, location, zone);
                    if (card != null) {
                        expected.add(card);
                    }
                }
                assertEquals(expected, duel.field().cards(player, location), "player " + player + " " + location);
            }
        }
    }
}
