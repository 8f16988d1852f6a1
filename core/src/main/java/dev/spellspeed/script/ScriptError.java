package dev.spellspeed.script;

import java.util.Objects;

/**
 * A report of a Lua script failure: which card, which callback, where, and what.
 *
 * <p>Immutable. Produced by the host for every error raised while loading a script (a missing or
 * unreadable file, a syntax error, an error in its main chunk) or inside a callback (a runtime
 * error, an exhausted budget, a stack overflow). Tests fail on it; a free-running duel logs it
 * and treats the callback as failed.
 *
 * @param kind      what went wrong
 * @param cardCode  the card whose script or callback failed, or 0 when none (helper files)
 * @param cardName  the card's name when the host was told it, else null
 * @param role      what the failing Lua code was run for
 * @param file      the script file where the error happened (for a runtime error, the innermost
 *                  Lua function's file, which may be a helper file), or null when unknown
 * @param line      1-based line in {@code file}, or -1 when unknown
 * @param message   the error message, without position
 * @param traceback Lua's stack traceback; complete when call tracking is on, otherwise only the
 *                  failing position and callback
 */
public record ScriptError(
        Kind kind,
        int cardCode,
        String cardName,
        CallbackRole role,
        String file,
        int line,
        String message,
        String traceback) {

    /** Categories of failure. */
    public enum Kind {
        /** No script directory holds the file. */
        NOT_FOUND,
        /** The file exists but could not be read, or is too large. */
        READ,
        /** The file does not compile. */
        SYNTAX,
        /** A Lua error at run time (including {@code error()} calls). */
        RUNTIME,
        /** The callback executed more instructions than its budget (an endless loop). */
        INSTRUCTION_LIMIT,
        /** The callback built more string bytes than its budget (a memory bomb). */
        ALLOCATION_LIMIT,
        /** Lua recursion too deep for the Java stack. */
        STACK_OVERFLOW
    }

    /** Checks the required parts. */
    public ScriptError {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(message, "message");
        traceback = traceback == null ? "" : traceback;
    }

    /** {@code file:line}, or as much of it as is known. */
    public String position() {
        if (file == null) {
            return "?";
        }
        return line > 0 ? file + ":" + line : file;
    }

    /** One line: card, role, position and message. */
    public String summary() {
        StringBuilder sb = new StringBuilder();
        if (cardCode != 0) {
            sb.append('c').append(cardCode);
            if (cardName != null) {
                sb.append(" (").append(cardName).append(')');
            }
            sb.append(' ');
        }
        sb.append(role.luaName()).append(": ").append(position()).append(": ").append(message);
        return sb.toString();
    }

    /** The summary followed by the traceback. */
    @Override
    public String toString() {
        return traceback.isEmpty() ? summary() : summary() + System.lineSeparator() + traceback;
    }
}
