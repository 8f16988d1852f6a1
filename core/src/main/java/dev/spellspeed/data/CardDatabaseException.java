package dev.spellspeed.data;

/**
 * A card database (a ygopro-schema SQLite file or its text form) could not be read or written.
 *
 * <p>The message is one line meant for users: it names the file (and line, for the text form)
 * and the problem, e.g. {@code cards.db: table datas has no column category}.
 */
public final class CardDatabaseException extends Exception {
    private static final long serialVersionUID = 1L;

    public CardDatabaseException(String message) {
        super(message);
    }

    public CardDatabaseException(String message, Throwable cause) {
        super(message, cause);
    }
}
