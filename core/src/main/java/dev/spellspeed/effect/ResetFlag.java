package dev.spellspeed.effect;

/** When an effect ends; the values are the ygopro RESET_* bits, combined with {@code |}. */
public final class ResetFlag {
    public static final long EVENT = 0x1000;
    public static final long CARD = 0x2000;
    public static final long CODE = 0x4000;
    public static final long COPY = 0x8000;
    public static final long DISABLE = 0x10000;
    public static final long TURN_SET = 0x20000;
    public static final long TOGRAVE = 0x40000;
    public static final long REMOVE = 0x80000;
    public static final long TEMP_REMOVE = 0x100000;
    public static final long TOHAND = 0x200000;
    public static final long TODECK = 0x400000;
    public static final long LEAVE = 0x800000;
    public static final long TOFIELD = 0x1000000;
    public static final long CONTROL = 0x2000000;
    public static final long OVERLAY = 0x4000000;
    public static final long SELF_TURN = 0x10000000;
    public static final long OPPO_TURN = 0x20000000;
    public static final long PHASE = 0x40000000;

    private ResetFlag() {}
}
