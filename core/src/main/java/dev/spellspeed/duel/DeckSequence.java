package dev.spellspeed.duel;

/** Where in the Deck a card goes; the values are the ygopro SEQ_* constants. */
public final class DeckSequence {
    public static final int DECKTOP = 0;
    public static final int DECKBOTTOM = 1;
    public static final int DECKSHUFFLE = 2;

    private DeckSequence() {}
}
