package dev.spellspeed.script.testing;

/** How a test ended. */
public enum Outcome {
    /** The test function returned with nothing left queued. */
    PASS,
    /** An expectation, prompt, step or script failed, or something queued was never used. */
    FAIL,
    /** The test called {@code t:Skip(reason)}. */
    SKIP
}
