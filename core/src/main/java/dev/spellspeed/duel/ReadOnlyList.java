package dev.spellspeed.duel;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * A read-only view of an {@link ArrayList}, for the lists the rules walk at every prompt (a card's
 * effects, the effects of a code, the cards of a pile or a zone row). It reads like
 * {@code Collections.unmodifiableList}, but the iterator of that one asks its list for an iterator
 * through a call every such view in the JVM shares (picocli's maps among them), which the compiler
 * cannot inline: each loop allocated its iterators. Here the call sees one class, so a loop's
 * iterator is inlined and allocated on no heap. Changing the list while a loop walks it fails as
 * the list's own iterator does (see {@link Walk} for the one difference).
 */
public final class ReadOnlyList<T> extends AbstractList<T> implements RandomAccess {
    private final ArrayList<T> list;

    public ReadOnlyList(ArrayList<T> list) {
        this.list = list;
    }

    @Override
    public T get(int index) {
        return list.get(index);
    }

    @Override
    public int size() {
        return list.size();
    }

    @Override
    public boolean isEmpty() {
        return list.isEmpty();
    }

    @Override
    public boolean contains(Object o) {
        return list.contains(o);
    }

    @Override
    public int indexOf(Object o) {
        return list.indexOf(o);
    }

    @Override
    public Object[] toArray() {
        return list.toArray();
    }

    @Override
    public <E> E[] toArray(E[] a) {
        return list.toArray(a);
    }

    @Override
    public Iterator<T> iterator() {
        return new Walk<>(list);
    }

    /**
     * Walks the list by index. Like the list's own iterator it fails when the list grows or shrinks
     * while it walks (an add and a remove between two steps that leave the size as it was go
     * unnoticed, where the list's own iterator would notice them); it cannot remove.
     */
    private static final class Walk<T> implements Iterator<T> {
        private final ArrayList<T> list;
        private final int size;
        private int next;

        Walk(ArrayList<T> list) {
            this.list = list;
            this.size = list.size();
        }

        @Override
        public boolean hasNext() {
            return next != list.size();
        }

        @Override
        public T next() {
            if (list.size() != size) {
                throw new ConcurrentModificationException();
            }
            if (next >= size) {
                throw new NoSuchElementException();
            }
            return list.get(next++);
        }
    }
}
