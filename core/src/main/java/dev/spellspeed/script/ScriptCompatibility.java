package dev.spellspeed.script;

/**
 * How a host treats scripts written for ygopro clients (docs/compatibility.md).
 *
 * @param legacyPrelude run the compatibility layer for older preludes after the prelude: constants
 *                      and {@code aux} helpers the current ygopro prelude removed or renamed (on by
 *                      default for {@code --scripts} directories, off with {@code --no-legacy})
 * @param strict        a script mistake the reference engine tolerates (a nil where an integer is
 *                      expected, an effect registered twice, …) is an error, as without tolerance,
 *                      instead of behaving as in ygopro with a warning ({@code --strict})
 */
public record ScriptCompatibility(boolean legacyPrelude, boolean strict) {

    /** No legacy layer; ygopro's tolerances apply, each reported as a warning. */
    public static final ScriptCompatibility DEFAULT = new ScriptCompatibility(false, false);

    public ScriptCompatibility withLegacyPrelude(boolean on) {
        return new ScriptCompatibility(on, strict);
    }

    public ScriptCompatibility withStrict(boolean on) {
        return new ScriptCompatibility(legacyPrelude, on);
    }
}
