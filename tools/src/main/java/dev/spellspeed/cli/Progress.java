package dev.spellspeed.cli;

import java.io.PrintWriter;

/**
 * A progress bar on stderr, drawn only when stderr is a terminal: its {@code \r} frames would only
 * clutter a log file or CI output, so elsewhere it prints nothing.
 */
final class Progress {
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final boolean shown;
    private final int total;

    Progress(PrintWriter err, boolean terminal, int total) {
        this.err = err;
        this.shown = terminal && total > 1;
        this.total = total;
    }

    /** {@code done} of the total are finished. */
    void advance(int done) {
        if (!shown || done != total && done % Math.max(1, total / 100) != 0) {
            return;
        }
        int filled = (int) ((long) WIDTH * done / total);
        err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + done + "/" + total);
        err.flush();
    }

    /** Ends the bar's line. */
    void finish() {
        if (shown) {
            err.println();
        }
    }
}
