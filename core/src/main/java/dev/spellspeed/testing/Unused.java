package dev.spellspeed.testing;

/**
 * A step or answer that was queued but never used, which fails a strict test.
 *
 * @param description how it reads in the test, e.g. {@code t:Summon(0, 14898066)}
 * @param where the test line that queued it
 */
public record Unused(String description, SourceLine where) {
    @Override
    public String toString() {
        return description + " at " + where;
    }
}
