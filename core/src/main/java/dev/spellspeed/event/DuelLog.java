package dev.spellspeed.event;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The readable duel log: one line per event. An event whose line depends only on its own values
 * ({@link DuelEvent#describableLater}) is kept as it is and described when its line is first read: the
 * same line, but a duel nobody reads the log of (a bench, a simulation) never builds it.
 */
public final class DuelLog implements DuelObserver {
    /** A line, or an event to describe when its line is read. */
    private final List<Object> entries = new ArrayList<>();
    private final List<String> lines = new Lines();

    @Override
    public void onEvent(DuelEvent event) {
        entries.add(event.describableLater() ? event : event.describe());
    }

    /** Appends lines logged elsewhere: a forked duel's log begins with its origin's log up to the fork point. */
    public void append(List<String> earlier) {
        entries.addAll(earlier);
    }

    /** The lines so far, read-only; it grows as the duel goes on. */
    public List<String> lines() {
        return lines;
    }

    /** The whole log, one event per line, each line ending with a newline. */
    public String text() {
        StringBuilder out = new StringBuilder();
        for (String line : lines) {
            out.append(line).append('\n');
        }
        return out.toString();
    }

    /** The entries as lines, each event described the first time it is read and kept as its line. */
    private final class Lines extends AbstractList<String> implements RandomAccess {
        @Override
        public String get(int index) {
            Object entry = entries.get(index);
            if (entry instanceof DuelEvent event) {
                String line = event.describe();
                entries.set(index, line);
                return line;
            }
            return (String) entry;
        }

        @Override
        public int size() {
            return entries.size();
        }
    }
}
