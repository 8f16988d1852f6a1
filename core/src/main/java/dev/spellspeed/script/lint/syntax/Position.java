package dev.spellspeed.script.lint.syntax;

/**
 * Where a node starts in the source as written.
 *
 * @param line   1-based line
 * @param column 1-based column, counted in bytes (a tab is one column)
 */
public record Position(int line, int column) {
    @Override
    public String toString() {
        return line + ":" + column;
    }
}
