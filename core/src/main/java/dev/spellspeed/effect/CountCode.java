package dev.spellspeed.effect;

/** Count-limit code flags: once per turn per card name, per duel, per chain; the values are the ygopro EFFECT_COUNT_CODE_* bits. */
public final class CountCode {
    public static final long SINGLE = 0x1;
    public static final long OATH = 0x10000000L;
    public static final long DUEL = 0x20000000L;
    public static final long CHAIN = 0x40000000L;

    private CountCode() {}
}
