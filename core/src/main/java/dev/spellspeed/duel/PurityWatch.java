package dev.spellspeed.duel;

/**
 * Proves that the script callbacks run over a stretch of the engine's work changed nothing (issue 29:
 * a replay re-runs only what may have changed state). The script host implements it: while watched,
 * every Lua function entered whose code may write, and every API function that is not a pure query,
 * marks the stretch as impure. A duel without scripts has {@link #NONE}, which proves nothing.
 *
 * <p>Watched stretches do not nest: one started inside another (a listing of activations made by a
 * script that a listing runs) makes the outer one impure and proves nothing itself.
 */
public interface PurityWatch {
    /** Proves nothing: every stretch may have written. */
    PurityWatch NONE = new PurityWatch() {
        @Override
        public void start() {
        }

        @Override
        public long checkpoint() {
            return -1;
        }

        @Override
        public void stop() {
        }

        @Override
        public void noteChange() {
        }

        @Override
        public void meterAsRun(long units) {
            throw new IllegalStateException("no script ran here to count");
        }
    };

    /** Starts watching. */
    void start();

    /**
     * Ends a stretch and starts the next, while watching: the work units the scripts run since
     * {@link #start} or the last checkpoint counted (as the script host meters them) when they are
     * proven to have changed nothing and may be skipped, or -1. (A listing watches once and takes a
     * checkpoint after each candidate whose judging ran scripts, which is cheaper than watching each.)
     */
    long checkpoint();

    /** Stops watching. */
    void stop();

    /** The engine changed something itself while a stretch is watched (a nested listing, a reported failure): it is not pure. */
    void noteChange();

    /** Counts {@code units} of script work as the skipped scripts counted it when they ran. */
    void meterAsRun(long units);
}
