package dev.spellspeed.duel;

/** What Card.GetSpecialSummonInfo may ask; the values are the ygopro SUMMON_INFO_* bits. */
public final class SummonInfo {
    public static final long CODE = 1;
    public static final long CODE2 = 2;
    public static final long TYPE = 4;
    public static final long LEVEL = 8;
    public static final long RANK = 0x10;
    public static final long ATTRIBUTE = 0x20;
    public static final long RACE = 0x40;
    public static final long ATTACK = 0x80;
    public static final long DEFENSE = 0x100;
    public static final long REASON_EFFECT = 0x200;
    public static final long REASON_PLAYER = 0x400;

    private SummonInfo() {}
}
