package dev.spellspeed.effect;

/** Count-limit code flags: once per turn per card name, per duel, per chain; the values are the ygopro EFFECT_COUNT_CODE_* bits. */
public final class CountCode {
    public static final long SINGLE = 0x1;
    public static final long OATH = 0x10000000L;
    public static final long DUEL = 0x20000000L;
    public static final long CHAIN = 0x40000000L;

    private CountCode() {}

    /** The part of a count code that names the card (or is {@link #SINGLE}); the rest are the flags above. */
    public static long namePart(long code) {
        return code & 0x0fffffffL;
    }
}
