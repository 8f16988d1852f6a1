package dev.spellspeed.duel;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A map keyed by card identity, for look-ups made at every prompt (a card's effects, its Lua
 * userdata): cards are numbered densely in their duel, so the value sits in an array at the card's
 * number, and an identity map holds the rest (numbers past the array's reach, or a card of another
 * duel that shares a number). Entries are never removed. Not thread-safe, like its duel.
 */
public final class CardMap<V> {
    /** Numbers past this go to the identity map only, so a stray large number cannot grow the array. */
    private static final int MAX_ARRAY_UID = 1 << 16;

    private Card[] keys = new Card[128];
    private Object[] values = new Object[128];
    private final Map<Card, V> others = new IdentityHashMap<>();

    /** The value of this card object, or null. */
    @SuppressWarnings("unchecked")
    public V get(Card card) {
        int uid = card.uid();
        if (uid >= 0 && uid < keys.length && keys[uid] == card) {
            return (V) values[uid];
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
        if (uid >= 0 && uid < keys.length && keys[uid] == card) {
            values[uid] = value;
            return;
        }
        if (uid >= 0 && uid < MAX_ARRAY_UID && !others.containsKey(card)) {
            if (uid >= keys.length) {
                int length = Math.max(uid + 1, keys.length * 2);
                keys = Arrays.copyOf(keys, length);
                values = Arrays.copyOf(values, length);
            }
            if (keys[uid] == null) {
                keys[uid] = card;
                values[uid] = value;
                return;
            }
        }
        others.put(card, value);
    }
}
