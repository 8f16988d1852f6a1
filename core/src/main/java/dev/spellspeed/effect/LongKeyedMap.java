package dev.spellspeed.effect;

import java.util.Arrays;
import java.util.function.LongFunction;

/**
 * A map from {@code long} keys to values, with open addressing and no boxing: the effect index is
 * asked by code many times at every prompt, and a {@code HashMap<Long, …>} allocated a key object
 * for each of those look-ups. Entries are never removed (an index keeps its codes), which keeps
 * probing simple. Not thread-safe, like the duel that owns it.
 */
final class LongKeyedMap<V> {
    private long[] keys = new long[32];
    private Object[] values = new Object[32];
    private int size;

    /** The value of {@code key}, or null. */
    @SuppressWarnings("unchecked")
    V get(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            Object v = values[i];
            if (v == null) {
                return null;
            }
            if (keys[i] == key) {
                return (V) v;
            }
        }
    }

    /** The value of {@code key}, created with {@code create} (which must not return null) if absent. */
    V computeIfAbsent(long key, LongFunction<V> create) {
        V existing = get(key);
        if (existing != null) {
            return existing;
        }
        V value = create.apply(key);
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        insert(key, value);
        size++;
        return value;
    }

    private void insert(long key, Object value) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (values[i] != null) {
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
    }

    private void grow() {
        long[] oldKeys = keys;
        Object[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new Object[oldValues.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != null) {
                insert(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L; // spreads nearby codes (EVENT_* are consecutive)
        return (int) (h ^ (h >>> 32)) & mask;
    }

    @Override
    public String toString() {
        return "LongKeyedMap" + Arrays.toString(Arrays.copyOf(keys, Math.min(keys.length, size)));
    }
}
