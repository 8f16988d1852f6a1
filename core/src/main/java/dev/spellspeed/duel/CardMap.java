package dev.spellspeed.duel;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A map keyed by card identity, for look-ups made at every prompt (a card's effects, its Lua
 * userdata): cards are numbered densely in their duel, so the key and its value sit side by side in
 * one array at twice the card's number (one cache line for both: a listing looks up every card of
 * five locations, and the load of a second array was a second miss), and an identity map holds the
 * rest (numbers past the array's reach, or a card of another duel that shares a number). Entries are
 * never removed. Not thread-safe, like its duel.
 */
public final class CardMap<V> {
    /** Numbers past this go to the identity map only, so a stray large number cannot grow the array. */
    private static final int MAX_ARRAY_UID = 1 << 16;

    /** The card with number n at 2n, its value at 2n + 1. */
    private Object[] slots = new Object[256];
    private final Map<Card, V> others = new IdentityHashMap<>();

    /** The value of this card object, or null. */
    @SuppressWarnings("unchecked")
    public V get(Card card) {
        int uid = card.uid();
        int at = uid << 1;
        Object[] slots = this.slots;
        if (uid >= 0 && at >= 0 && at < slots.length && slots[at] == card) {
            return (V) slots[at + 1];
        }
        // Most cards without a value have no entry anywhere: skip the identity map's hashing then.
        return others.isEmpty() ? null : others.get(card);
    }

    /** The value of this card object, made by {@code create} (which must not return null) if absent. */
    public V computeIfAbsent(Card card, Function<Card, V> create) {
        V existing = get(card);
        if (existing != null) {
            return existing;
        }
        V value = create.apply(card);
        put(card, value);
        return value;
    }

    /** Sets the value of this card object, replacing any. */
    public void put(Card card, V value) {
        int uid = card.uid();
        int at = uid << 1;
        if (uid >= 0 && at >= 0 && at < slots.length && slots[at] == card) {
            slots[at + 1] = value;
            return;
        }
        if (uid >= 0 && uid < MAX_ARRAY_UID && !others.containsKey(card)) {
            if (at >= slots.length) {
                slots = Arrays.copyOf(slots, Math.max(at + 2, slots.length * 2));
            }
            if (slots[at] == null) {
                slots[at] = card;
                slots[at + 1] = value;
                return;
            }
        }
        others.put(card, value);
    }
}
