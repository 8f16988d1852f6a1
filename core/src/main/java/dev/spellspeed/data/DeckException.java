package dev.spellspeed.data;

/**
 * A deck file could not be read or breaks the deck rules.
 *
 * <p>The message is one line meant for users, naming the file and, where there is one, the line
 * of the offending card: {@code warriors.ydk:12: unknown card id 123}.
 */
public final class DeckException extends Exception {
    private static final long serialVersionUID = 1L;

    public DeckException(String message) {
        super(message);
    }

    public DeckException(String message, Throwable cause) {
        super(message, cause);
    }
}
