package dev.spellspeed.script.testing;

import dev.spellspeed.testing.SourceLine;

/**
 * A mistake of a puzzle file that the reference engine tolerates and Spellspeed loaded as it does
 * (a card put into an occupied zone, skipped; an invalid position, replaced), at the line that made it.
 *
 * @param where   the puzzle file and line of the call
 * @param message what was wrong and what was done instead
 */
public record PuzzleWarning(SourceLine where, String message) {
    @Override
    public String toString() {
        return where + ": " + message;
    }
}
