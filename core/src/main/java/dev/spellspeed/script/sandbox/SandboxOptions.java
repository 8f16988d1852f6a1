package dev.spellspeed.script.sandbox;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Objects;

/**
 * Limits and settings of a script sandbox. Immutable; start from {@link #defaults()} and change
 * what you need with the {@code with…} methods.
 *
 * @param instructionLimit   Lua VM instructions one callback may execute (default 10 million,
 *                           far above any real card callback)
 * @param allocationLimit    bytes of new strings one callback may build (default 64 MiB)
 * @param maxStringBytes     longest single string a script may build (default 1 MiB)
 * @param maxSourceBytes     longest chunk {@code load} or the host will compile (default 4 MiB)
 * @param trackCalls         keep Lua's call stack for full tracebacks in error reports; a
 *                           diagnostic setting that makes scripts markedly slower (default off)
 * @param randomSeed         seed of {@code math.random}, so replays are deterministic
 * @param output             where {@code print} writes (default: discarded)
 */
public record SandboxOptions(
        long instructionLimit,
        long allocationLimit,
        int maxStringBytes,
        int maxSourceBytes,
        boolean trackCalls,
        long randomSeed,
        PrintStream output) {

    /** Validates the values. */
    public SandboxOptions {
        if (instructionLimit <= 0 || allocationLimit <= 0 || maxStringBytes <= 0 || maxSourceBytes <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
        Objects.requireNonNull(output, "output");
    }

    private static final PrintStream DISCARD = new PrintStream(OutputStream.nullOutputStream());

    /** The defaults described on each component. */
    public static SandboxOptions defaults() {
        return new SandboxOptions(10_000_000L, 64L << 20, 1 << 20, 4 << 20, false, 0L, DISCARD);
    }

    /** With another instruction budget per callback. */
    public SandboxOptions withInstructionLimit(long limit) {
        return new SandboxOptions(limit, allocationLimit, maxStringBytes, maxSourceBytes, trackCalls,
                randomSeed, output);
    }

    /** With another allocation budget per callback. */
    public SandboxOptions withAllocationLimit(long limit) {
        return new SandboxOptions(instructionLimit, limit, maxStringBytes, maxSourceBytes, trackCalls,
                randomSeed, output);
    }

    /** With another longest string. */
    public SandboxOptions withMaxStringBytes(int limit) {
        return new SandboxOptions(instructionLimit, allocationLimit, limit, maxSourceBytes, trackCalls,
                randomSeed, output);
    }

    /** With another longest chunk. */
    public SandboxOptions withMaxSourceBytes(int limit) {
        return new SandboxOptions(instructionLimit, allocationLimit, maxStringBytes, limit, trackCalls,
                randomSeed, output);
    }

    /** With call tracking (full tracebacks) on or off. */
    public SandboxOptions withTrackCalls(boolean track) {
        return new SandboxOptions(instructionLimit, allocationLimit, maxStringBytes, maxSourceBytes, track,
                randomSeed, output);
    }

    /** With another {@code math.random} seed. */
    public SandboxOptions withRandomSeed(long seed) {
        return new SandboxOptions(instructionLimit, allocationLimit, maxStringBytes, maxSourceBytes,
                trackCalls, seed, output);
    }

    /** With {@code print} writing to {@code out}. */
    public SandboxOptions withOutput(PrintStream out) {
        return new SandboxOptions(instructionLimit, allocationLimit, maxStringBytes, maxSourceBytes,
                trackCalls, randomSeed, out);
    }
}
