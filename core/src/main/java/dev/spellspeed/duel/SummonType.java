package dev.spellspeed.duel;

/** How a monster came to the field; the values are the ygopro SUMMON_TYPE_* constants. */
public enum SummonType {
    NONE(0),
    NORMAL(0x10000000),
    TRIBUTE(0x11000000),
    FLIP(0x20000000),
    SPECIAL(0x40000000);

    private final long value;

    SummonType(long value) {
        this.value = value;
    }

    public long value() {
        return value;
    }
}
