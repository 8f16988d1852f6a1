package dev.spellspeed.duel;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A group (ygopro's Group) holds no card twice and walks its cards in the order they were added, small
 * or large: the same for a group of three cards as for one of thirty, past the size where it starts to
 * keep an index for membership.
 */
class CardGroupTest {
    private static final CardData MONSTER = CardData.of(900073, "Test Monster", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "test");

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));

    private List<Card> cards(int n) {
        List<Card> cards = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            cards.add(duel.placeCard(MONSTER, 0, 0, Location.GRAVE, i, Position.FACEUP_ATTACK));
        }
        return cards;
    }

    @Test
    void aGroupKeepsInsertionOrderAndNoCardTwiceAtAnySize() {
        for (int n : new int[] {1, 3, 8, 9, 30}) {
            List<Card> cards = cards(n);
            CardGroup group = new CardGroup();
            for (Card card : cards) {
                assertTrue(group.add(card));
            }
            for (Card card : cards) {
                assertFalse(group.add(card), "a card already in the group is not added again (" + n + " cards)");
            }
            assertEquals(cards, group.toList());
            assertEquals(n, group.size());

            List<Card> twice = new ArrayList<>(cards);
            twice.addAll(cards);
            assertEquals(cards, new CardGroup(twice).toList(), "a group made from a list with repeats keeps the first of each");
        }
    }

    @Test
    void removingACardKeepsTheOthersInOrderAndForgetsIt() {
        for (int n : new int[] {5, 20}) {
            List<Card> cards = cards(n);
            CardGroup group = new CardGroup(cards);
            Card gone = cards.get(2);
            assertTrue(group.contains(gone));
            assertTrue(group.remove(gone));
            assertFalse(group.remove(gone), "a card not in the group is not removed");
            assertFalse(group.contains(gone));
            List<Card> rest = new ArrayList<>(cards);
            rest.remove(gone);
            assertEquals(rest, group.toList());
            assertTrue(group.add(gone), "a removed card can be added again, at the end");
            rest.add(gone);
            assertEquals(rest, group.toList());
        }
    }

    @Test
    void aCopyIsIndependentOfItsGroup() {
        for (int n : new int[] {3, 12}) {
            List<Card> cards = cards(n + 1);
            CardGroup group = new CardGroup(cards.subList(0, n));
            CardGroup copy = group.copy();
            group.add(cards.get(n));
            copy.remove(cards.get(0));
            assertTrue(group.contains(cards.get(0)));
            assertFalse(copy.contains(cards.get(0)));
            assertFalse(copy.contains(cards.get(n)));
            assertEquals(cards.subList(1, n), copy.toList());
        }
    }

    @Test
    void changingAGroupWhileWalkingItFailsUnlessThroughTheWalk() {
        List<Card> cards = cards(12);
        CardGroup group = new CardGroup(cards);
        Iterator<Card> walk = group.iterator();
        walk.next();
        group.remove(cards.get(5));
        assertThrows(ConcurrentModificationException.class, walk::next);

        CardGroup large = new CardGroup(cards);
        for (Iterator<Card> it = large.iterator(); it.hasNext(); ) {
            if (it.next().sequence() % 2 == 0) {
                it.remove();
            }
        }
        assertEquals(6, large.size());
        for (Card card : cards) {
            assertEquals(card.sequence() % 2 != 0, large.contains(card), "" + card);
        }
    }
}
