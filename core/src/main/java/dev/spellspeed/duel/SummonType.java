package dev.spellspeed.duel;

/** How a monster came to the field; the values are the ygopro SUMMON_TYPE_* constants. */
public enum SummonType {
    NONE(0),
    NORMAL(0x10000000),
    TRIBUTE(0x11000000),
    FLIP(0x20000000),
    SPECIAL(0x40000000),
    FUSION(0x43000000),
    RITUAL(0x45000000),
    SYNCHRO(0x46000000),
    XYZ(0x49000000),
    PENDULUM(0x4a000000),
    LINK(0x4c000000);

    /** ygopro's SUMMON_TYPE_DUAL: a Gemini monster's second Normal Summon; here a plain Normal Summon, so no kind of its own. */
    public static final long DUAL = 0x12000000;

    private final long value;

    SummonType(long value) {
        this.value = value;
    }

    public long value() {
        return value;
    }

    public boolean isSpecial() {
        return (value & SPECIAL.value) != 0;
    }

    /**
     * The kind of a Special Summon made with ygopro's {@code sumtype} argument: Fusion, Ritual, …
     * when it says so, else a plain Special Summon (a card-specific sumtype such as 1 included).
     */
    public static SummonType ofSpecial(long sumtype) {
        for (SummonType type : values()) {
            if (type.isSpecial() && type != SPECIAL && (sumtype & 0xff000000L) == type.value) {
                return type;
            }
        }
        return SPECIAL;
    }
}
