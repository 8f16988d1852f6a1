package dev.spellspeed.script.testing;

/**
 * How a puzzle file's own mistakes are treated when it is loaded
 * ({@link ScriptTestRunner#loadPuzzle(java.nio.file.Path, PuzzleLoading)}).
 */
public enum PuzzleLoading {
    /**
     * As ygopro-core loads it: what its {@code Debug} functions tolerate (a card put into an occupied
     * or missing zone, an invalid owner, position or master rule, an equip onto nothing, …) is skipped
     * or replaced as there, each with a {@link PuzzleWarning} naming the file's line. The default of
     * {@code spellspeed puzzle} and {@code play}.
     */
    AS_REFERENCE,
    /** Every such mistake is an error of the puzzle file, as in the test framework's {@code Debug} set-up. */
    STRICT
}
