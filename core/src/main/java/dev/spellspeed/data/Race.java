package dev.spellspeed.data;

/** Race (monster Type) masks; the values are the ygopro RACE_* constants. */
public final class Race {
    /** Every RACE_* bit: Warrior 0x1 up to the 26th Type. */
    public static final long ALL = 0x3ffffff;

    private Race() {}
}
