package dev.spellspeed.replay;

/** A replay file that cannot be used: unreadable, malformed, or from another format version. */
public final class ReplayException extends Exception {
    public ReplayException(String message) {
        super(message);
    }

    public ReplayException(String message, Throwable cause) {
        super(message, cause);
    }
}
