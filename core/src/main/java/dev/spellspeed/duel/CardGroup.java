package dev.spellspeed.duel;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A set of cards in insertion order (ygopro's Group): no card twice, and iteration is
 * deterministic, so scripts that walk a group behave the same in every replay.
 */
public final class CardGroup implements Iterable<Card> {
    private final Set<Card> cards;
    /** ygopro groups carry one iteration cursor, used by GetFirst/GetNext. */
    private List<Card> cursorSnapshot = List.of();
    private int cursor;

    public CardGroup() {
        this.cards = new LinkedHashSet<>();
    }

    public CardGroup(Collection<Card> cards) {
        this.cards = new LinkedHashSet<>(cards);
    }

    public static CardGroup of(Card... cards) {
        return new CardGroup(List.of(cards));
    }

    public CardGroup copy() {
        return new CardGroup(cards);
    }

    public int size() {
        return cards.size();
    }

    public boolean isEmpty() {
        return cards.isEmpty();
    }

    public boolean contains(Card card) {
        // most groups asked at every effect check (battle-destroyed, being summoned) are empty
        return !cards.isEmpty() && cards.contains(card);
    }

    /** Adds a card; returns false if it was already there. */
    public boolean add(Card card) {
        return cards.add(card);
    }

    public void addAll(CardGroup other) {
        cards.addAll(other.cards);
    }

    public boolean remove(Card card) {
        return cards.remove(card);
    }

    public void removeAll(CardGroup other) {
        cards.removeAll(other.cards);
    }

    public void clear() {
        cards.clear();
    }

    /** The first card, or null when empty. */
    public Card first() {
        return cards.isEmpty() ? null : cards.iterator().next();
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
        return cards.iterator();
    }

    @Override
    public String toString() {
        return cards.toString();
    }
}
