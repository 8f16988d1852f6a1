package dev.spellspeed.duel;

import java.util.ArrayList;
import java.util.Collection;
import java.util.ConcurrentModificationException;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A set of cards in insertion order (ygopro's Group): no card twice, and iteration is
 * deterministic, so scripts that walk a group behave the same in every replay.
 *
 * <p>The cards sit in a list in insertion order; a group grown past {@link #SCAN_LIMIT} cards also
 * keeps a hash set to answer "is this card in it?". Most groups hold a card or a few (an event's
 * cards, copied into every event; a script's filtered group), and a linked hash set made for each
 * of them (its table and an entry per card) was 3% of a bench duel's samples. Cards compare by
 * identity, so a scan of a few references answers as the set would.
 */
public final class CardGroup implements Iterable<Card> {
    /** Up to this many cards, membership is a scan of the list; past it, a hash set answers. */
    private static final int SCAN_LIMIT = 8;

    private final ArrayList<Card> cards;
    /** The same cards as {@link #cards} while the group holds more than {@link #SCAN_LIMIT}; null otherwise. */
    private Set<Card> index;
    /** Changes so far, so an iterator fails when the group changes under it (as the linked hash set's did). */
    private int changes;
    /** ygopro groups carry one iteration cursor, used by GetFirst/GetNext. */
    private List<Card> cursorSnapshot = List.of();
    private int cursor;

    public CardGroup() {
        this.cards = new ArrayList<>(4);
    }

    public CardGroup(Collection<Card> cards) {
        this.cards = new ArrayList<>(cards.size());
        for (Card card : cards) {
            add(card);
        }
    }

    private CardGroup(CardGroup other) {
        this.cards = new ArrayList<>(other.cards);
        this.index = other.index == null ? null : new HashSet<>(other.index);
    }

    public static CardGroup of(Card... cards) {
        return new CardGroup(List.of(cards));
    }

    public CardGroup copy() {
        return new CardGroup(this);
    }

    public int size() {
        return cards.size();
    }

    public boolean isEmpty() {
        return cards.isEmpty();
    }

    public boolean contains(Card card) {
        if (index != null) {
            return index.contains(card);
        }
        // most groups asked at every effect check (battle-destroyed, being summoned) are empty or small
        for (int i = 0, n = cards.size(); i < n; i++) {
            if (cards.get(i) == card) {
                return true;
            }
        }
        return false;
    }

    /** Adds a card; returns false if it was already there. */
    public boolean add(Card card) {
        if (index != null) {
            if (!index.add(card)) {
                return false;
            }
        } else if (contains(card)) {
            return false;
        }
        cards.add(card);
        changes++;
        if (index == null && cards.size() > SCAN_LIMIT) {
            index = new HashSet<>(cards);
        }
        return true;
    }

    public void addAll(CardGroup other) {
        if (other == this) {
            return;
        }
        for (Card card : other.cards) {
            add(card);
        }
    }

    public boolean remove(Card card) {
        if (index != null && !index.remove(card)) {
            return false;
        }
        for (int i = 0, n = cards.size(); i < n; i++) {
            if (cards.get(i) == card) {
                cards.remove(i);
                changes++;
                return true;
            }
        }
        return false;
    }

    public void removeAll(CardGroup other) {
        if (other == this) {
            clear();
            return;
        }
        for (Card card : other.cards) {
            remove(card);
        }
    }

    public void clear() {
        if (!cards.isEmpty()) {
            cards.clear();
            index = null;
            changes++;
        }
    }

    /** The first card, or null when empty. */
    public Card first() {
        return cards.isEmpty() ? null : cards.get(0);
    }

    /** Starts the group's cursor and returns the first card (null when empty). */
    public Card cursorFirst() {
        cursorSnapshot = toList();
        cursor = 0;
        return cursorSnapshot.isEmpty() ? null : cursorSnapshot.get(0);
    }

    /** Advances the cursor and returns the next card (null past the end). */
    public Card cursorNext() {
        cursor++;
        return cursor < cursorSnapshot.size() ? cursorSnapshot.get(cursor) : null;
    }

    /** The cards in order, as a new list. */
    public List<Card> toList() {
        return new ArrayList<>(cards);
    }

    @Override
    public Iterator<Card> iterator() {
        return new Walk();
    }

    @Override
    public String toString() {
        return cards.toString();
    }

    /**
     * Walks the cards in order. As the linked hash set's iterator did: whether a next card exists is
     * decided when the previous one is returned, a change to the group other than through
     * {@link #remove()} makes the next step fail, and {@link #remove()} removes the card last returned.
     */
    private final class Walk implements Iterator<Card> {
        private int next;
        private boolean more = !cards.isEmpty();
        private int expected = changes;
        private Card last;

        @Override
        public boolean hasNext() {
            return more;
        }

        @Override
        public Card next() {
            if (changes != expected) {
                throw new ConcurrentModificationException();
            }
            if (!more) {
                throw new NoSuchElementException();
            }
            last = cards.get(next++);
            more = next < cards.size();
            return last;
        }

        @Override
        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            if (changes != expected) {
                throw new ConcurrentModificationException();
            }
            cards.remove(--next);
            if (index != null) {
                index.remove(last);
            }
            last = null;
            changes++;
            expected = changes;
        }
    }
}
