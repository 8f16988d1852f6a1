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
    private final long start = System.nanoTime();

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
        double seconds = Math.max((System.nanoTime() - start) / 1e9, 1e-9);
        double perSecond = done / seconds;
        long eta = Math.round((total - done) / Math.max(perSecond, 1e-9));
        err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + done + "/" + total
                + String.format(java.util.Locale.ROOT, "  %.1f/s  ETA %d:%02d ", perSecond, eta / 60, eta % 60));
        err.flush();
    }

    /** Ends the bar's line. */
    void finish() {
        if (shown) {
            err.println();
        }
    }
}
