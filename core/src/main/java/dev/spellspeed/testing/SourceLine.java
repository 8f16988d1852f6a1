package dev.spellspeed.testing;

/** Where a test step was written, reported with every failure about it. */
public record SourceLine(String file, int line) {
    public static final SourceLine UNKNOWN = new SourceLine("?", 0);

    @Override
    public String toString() {
        return file + ":" + line;
    }
}
