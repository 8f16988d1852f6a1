package dev.spellspeed.decision;

/** Kinds of Duel.Hint the engine reads; the values are the ygopro HINT_* constants. */
public final class HintType {
    /** "The next selection is about …": the message a script gives a player before asking them to choose. */
    public static final long SELECTMSG = 3;

    private HintType() {}
}
