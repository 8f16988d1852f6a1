package dev.spellspeed.data;

/** Attribute masks; the values are the ygopro ATTRIBUTE_* constants. */
public final class Attribute {
    /** Every ATTRIBUTE_* bit: EARTH 0x1 to DIVINE 0x40. */
    public static final long ALL = 0x7f;

    private Attribute() {}
}
