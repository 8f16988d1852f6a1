package dev.spellspeed.duel;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What is worked out from a location's cards is kept until {@code Field.changes} says they changed (the
 * listing of activations keeps which cards to judge): every way the field changes the cards of a pile or a
 * zone row, or their order, must change the count of that location.
 */
class FieldChangesTest {
    private static final CardData MONSTER = CardData.of(900081, "Test Monster", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "test");
    private static final CardData SPELL = CardData.of(900082, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");
    private static final Location[] LOCATIONS = {Location.DECK, Location.HAND, Location.MZONE, Location.SZONE,
            Location.GRAVE, Location.REMOVED, Location.EXTRA};

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Field field = duel.field();
    /** Per player and location: the cards and the count when last looked at. */
    private final List<List<Card>> seenCards = new ArrayList<>();
    private final List<Integer> seenCounts = new ArrayList<>();

    private void look() {
        seenCards.clear();
        seenCounts.clear();
        for (int player = 0; player < 2; player++) {
            for (Location location : LOCATIONS) {
                seenCards.add(List.copyOf(field.cards(player, location)));
                seenCounts.add(field.changes(player, location));
            }
        }
    }

    /** Every location whose cards or order differ from the last look has a new count; returns how many did. */
    private int changedSinceLook() {
        int changed = 0;
        int i = 0;
        for (int player = 0; player < 2; player++) {
            for (Location location : LOCATIONS) {
                if (!seenCards.get(i).equals(field.cards(player, location))) {
                    changed++;
                    assertNotEquals(seenCounts.get(i), field.changes(player, location), "player " + player + " " + location);
                }
                i++;
            }
        }
        look();
        return changed;
    }

    @Test
    void movesBetweenPilesAndZonesChangeTheCountsOfBoth() {
        Card monster = duel.addCard(MONSTER, 0, Location.HAND);
        Card other = duel.addCard(MONSTER, 0, Location.HAND);
        look();
        field.moveToZone(monster, 0, Location.MZONE, 2, Position.FACEUP_ATTACK, 1, 0);
        assertEquals(2, changedSinceLook(), "the hand and the Monster Zones");
        assertTrue(field.shiftZone(monster, 4));
        assertEquals(0, changedSinceLook(), "the same card in the row: the list is the same");
        field.moveToPile(monster, 0, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0);
        assertEquals(2, changedSinceLook(), "the Monster Zones and the GY");
        field.moveToPile(monster, 0, Location.REMOVED, Position.FACEUP_ATTACK, 1, 0);
        field.moveToPile(other, 0, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0);
        assertEquals(3, changedSinceLook(), "the GY lost one card and got another: its count changed all the same");
        field.moveToPile(monster, 0, Location.HAND, Position.FACEUP_ATTACK, 1, 0);
        assertEquals(2, changedSinceLook());
    }

    @Test
    void aCardSwappedForAnotherInTheSamePlaceChangesTheCount() {
        Card first = duel.addCard(MONSTER, 0, Location.HAND);
        Card second = duel.addCard(MONSTER, 0, Location.GRAVE);
        look();
        int hand = field.changes(0, Location.HAND);
        int grave = field.changes(0, Location.GRAVE);
        field.moveToPile(first, 0, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0);
        field.moveToPile(second, 0, Location.HAND, Position.FACEUP_ATTACK, 1, 0);
        // the same number of cards in each: a list's walk would not notice, the count does
        assertNotEquals(hand, field.changes(0, Location.HAND));
        assertNotEquals(grave, field.changes(0, Location.GRAVE));
        changedSinceLook();
    }

    @Test
    void controlChangesAndShuffledSetCardsChangeTheRows() {
        Card mine = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card theirs = duel.placeCard(MONSTER, 1, 1, Location.MZONE, 2, Position.FACEUP_ATTACK);
        look();
        field.changeControl(mine, 1, 0);
        assertEquals(2, changedSinceLook());
        Card other = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        changedSinceLook();
        field.swapControl(theirs, other);
        assertEquals(2, changedSinceLook());

        List<Card> set = new ArrayList<>();
        for (int zone = 0; zone < 5; zone++) {
            set.add(duel.placeCard(SPELL, 0, 0, Location.SZONE, zone, Position.FACEDOWN_DEFENSE));
        }
        changedSinceLook();
        int moved = 0;
        for (long seed = 1; seed < 20; seed++) {
            assertTrue(field.shuffleSetCards(set, new DuelRandom(seed)));
            moved += changedSinceLook();
        }
        assertTrue(moved > 0, "a positive control: some shuffle put the Set cards in another order");
    }

    @Test
    void reorderingTheDeckChangesItsCount() {
        List<Card> deck = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            deck.add(duel.addCard(MONSTER, 0, Location.DECK));
        }
        look();
        field.moveWithinDeck(deck.get(5), false);
        assertEquals(1, changedSinceLook(), "the top card to the bottom");
        field.moveToDeckBottom(deck.get(4));
        assertEquals(1, changedSinceLook());
        List<Card> top = field.deckTop(0, 3);
        field.arrangeDeckTop(0, List.of(top.get(2), top.get(1), top.get(0)));
        assertEquals(1, changedSinceLook(), "the top three put back in another order (the Deck's cards replaced in place)");
        int moved = 0;
        for (long seed = 1; seed < 6; seed++) {
            field.shuffleDeck(0, new DuelRandom(seed));
            moved += changedSinceLook();
        }
        assertTrue(moved > 0, "a positive control: a shuffle changed the order");
    }

    @Test
    void aChangeOfPositionIsNotAChangeOfTheCardsThere() {
        Card monster = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        int before = field.changes(0, Location.MZONE);
        field.changePosition(monster, Position.FACEUP_DEFENSE);
        // the listing reads positions itself at every listing; only the cards and their order are counted
        assertEquals(before, field.changes(0, Location.MZONE));
        duel.placeCard(MONSTER, 0, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        assertNotEquals(before, field.changes(0, Location.MZONE), "a positive control: a new card is counted");
    }
}
