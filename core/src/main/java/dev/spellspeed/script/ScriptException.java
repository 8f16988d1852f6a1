package dev.spellspeed.script;

/**
 * Thrown by the host when loading a script or running a callback fails; carries the
 * {@link ScriptError} report.
 */
public final class ScriptException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient ScriptError error;

    /** Wraps a report. */
    public ScriptException(ScriptError error) {
        super(error.summary(), null, false, false); // the Java stack says nothing about the script
        this.error = error;
    }

    /** The report. */
    public ScriptError error() {
        return error;
    }
}
