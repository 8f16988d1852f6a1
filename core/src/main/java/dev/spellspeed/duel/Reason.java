package dev.spellspeed.duel;

/** Why a card moved; the values are the ygopro REASON_* bits, combined with {@code |}. */
public final class Reason {
    public static final long DESTROY = 0x1;
    public static final long RELEASE = 0x2;
    public static final long TEMPORARY = 0x4;
    public static final long MATERIAL = 0x8;
    public static final long SUMMON = 0x10;
    public static final long BATTLE = 0x20;
    public static final long EFFECT = 0x40;
    public static final long COST = 0x80;
    public static final long ADJUST = 0x100;
    public static final long LOST_TARGET = 0x200;
    public static final long RULE = 0x400;
    public static final long SPSUMMON = 0x800;
    public static final long DISSUMMON = 0x1000;
    public static final long FLIP = 0x2000;
    public static final long DISCARD = 0x4000;
    public static final long RDAMAGE = 0x8000;
    public static final long RRECOVER = 0x10000;
    public static final long RETURN = 0x20000;
    public static final long DRAW = 0x2000000;
    public static final long REDIRECT = 0x4000000;
    public static final long FUSION = 0x40000;
    public static final long RITUAL = 0x100000;
    /** Destroyed in place of another card (EFFECT_DESTROY_SUBSTITUTE). */
    public static final long REPLACE = 0x1000000;
    /** An Xyz Material was detached (EVENT_DETACH_MATERIAL). */
    public static final long LOST_OVERLAY = 0x20000000;

    private Reason() {}

    public static boolean has(long reason, long bits) {
        return (reason & bits) != 0;
    }
}
