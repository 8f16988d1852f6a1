package dev.spellspeed.event;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The readable duel log: one line per event. */
public final class DuelLog implements DuelObserver {
    private final List<String> lines = new ArrayList<>();

    @Override
    public void onEvent(DuelEvent event) {
        lines.add(event.describe());
    }

    /** Appends lines logged elsewhere: a forked duel's log begins with its origin's log up to the fork point. */
    public void append(List<String> earlier) {
        lines.addAll(earlier);
    }

    public List<String> lines() {
        return Collections.unmodifiableList(lines);
    }

    /** The whole log, one event per line, each line ending with a newline. */
    public String text() {
        StringBuilder out = new StringBuilder();
        for (String line : lines) {
            out.append(line).append('\n');
        }
        return out.toString();
    }
}
