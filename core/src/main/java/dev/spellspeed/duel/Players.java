package dev.spellspeed.duel;

/** Player values other than 0 and 1; the values are the ygopro PLAYER_* constants. */
public final class Players {
    /** No player (none recorded, or an event aimed at no player). */
    public static final int NONE = 2;
    public static final int ALL = 3;

    private Players() {}
}
