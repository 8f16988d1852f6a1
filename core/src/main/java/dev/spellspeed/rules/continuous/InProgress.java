package dev.spellspeed.rules.continuous;

import java.util.Arrays;

/**
 * The cards or effects whose question is being answered right now (an effect's condition asking,
 * through other effects, about itself; a stat asked while it is computed): a set by identity that
 * holds a few elements at most, as deep as such questions nest. Asked at every continuous-effect
 * look-up, so an array walked in place rather than an identity hash set (whose add and remove cost
 * a hash and a probe each).
 */
final class InProgress<T> {
    private Object[] elements = new Object[4];
    private int size;

    /** Adds the element; false if it is already in. */
    boolean add(T element) {
        if (contains(element)) {
            return false;
        }
        if (size == elements.length) {
            elements = Arrays.copyOf(elements, size * 2);
        }
        elements[size++] = element;
        return true;
    }

    boolean contains(T element) {
        for (int i = 0; i < size; i++) {
            if (elements[i] == element) {
                return true;
            }
        }
        return false;
    }

    /** Removes the element if it is in. */
    void remove(T element) {
        for (int i = 0; i < size; i++) {
            if (elements[i] == element) {
                elements[i] = elements[--size];
                elements[size] = null;
                return;
            }
        }
    }
}
