package dev.spellspeed.script.testing;

/**
 * A test's result with the wall time it took: loading its file again, running its body and the
 * checks after it.
 *
 * @param result the result
 * @param nanos  how long it took, in nanoseconds
 */
public record TimedResult(TestResult result, long nanos) {
    /** The time in seconds. */
    public double seconds() {
        return nanos / 1e9;
    }
}
