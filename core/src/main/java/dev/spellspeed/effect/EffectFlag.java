package dev.spellspeed.effect;

/** Effect property bits used by the engine; the values are the ygopro EFFECT_FLAG_* constants. */
public final class EffectFlag {
    public static final long INITIAL = 0x1;
    public static final long FUNC_VALUE = 0x2;
    public static final long COUNT_LIMIT = 0x4;
    public static final long FIELD_ONLY = 0x8;
    public static final long CARD_TARGET = 0x10;
    public static final long IGNORE_RANGE = 0x20;
    public static final long ABSOLUTE_TARGET = 0x40;
    public static final long IGNORE_IMMUNE = 0x80;
    public static final long SET_AVAILABLE = 0x100;
    public static final long CANNOT_DISABLE = 0x400;
    public static final long PLAYER_TARGET = 0x800;
    public static final long BOTH_SIDE = 0x1000;
    public static final long DAMAGE_STEP = 0x4000;
    public static final long DAMAGE_CAL = 0x8000;
    public static final long DELAY = 0x10000;
    public static final long SINGLE_RANGE = 0x20000;
    public static final long UNCOPYABLE = 0x40000;
    public static final long OATH = 0x80000;
    /** A summoning procedure names its positions (and side) in its target range, else face-up Attack or Defense. */
    public static final long SPSUM_PARAM = 0x100000;
    public static final long NO_TURN_RESET = 0x400000;
    public static final long EVENT_PLAYER = 0x800000;
    public static final long CANNOT_INACTIVATE = 0x2000000;
    /** The effect stops while its owner (the card whose effect created it) is negated, wherever it is registered. */
    public static final long OWNER_RELATE = 0x1000000;

    /** A flag effect (RegisterFlagEffect) is kept under its id with this bit, apart from real effect codes. */
    public static final long EFFECT = 0x20000000;

    private EffectFlag() {}
}
