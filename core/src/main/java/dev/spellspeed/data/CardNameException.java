package dev.spellspeed.data;

/** A card name that names no card, or more than one; the message says which and what to do. */
public final class CardNameException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public CardNameException(String message) {
        super(message);
    }
}
