package dev.spellspeed.duel;

/** Position masks that are not one {@link Position}; the values are the ygopro POS_* bits. */
public final class PositionMask {
    public static final long FACEUP = 5;

    private PositionMask() {}
}
