package dev.spellspeed.cli;

import dev.spellspeed.duel.Duel;

import java.io.PrintWriter;
import java.util.List;

/**
 * Prints a duel's log while the duel is played, so a person watching sees the first lines at once
 * instead of the whole log at the end; the text printed is exactly the log's text.
 */
final class LogStream {
    private final PrintWriter out;
    private Duel duel;
    private int printed;

    LogStream(PrintWriter out) {
        this.out = out;
    }

    /** Follows the duel: prints what it has logged so far, then each line as it is logged. */
    void follow(Duel duel) {
        this.duel = duel;
        duel.subscribe(event -> flush());
        flush();
    }

    /** Prints the lines logged since the last call; the rest of the log, once the duel is over. */
    void flush() {
        if (duel == null) {
            return;
        }
        List<String> lines = duel.log().lines();
        if (printed == lines.size()) {
            return;
        }
        StringBuilder text = new StringBuilder();
        while (printed < lines.size()) {
            text.append(lines.get(printed++)).append('\n');
        }
        out.print(text);
        out.flush();
    }
}
