package dev.spellspeed.effect;

/** What Duel.GetChainInfo may ask of a chain link; the values are the ygopro CHAININFO_* bits. */
public final class ChainInfo {
    public static final long CHAIN_COUNT = 1;
    public static final long TRIGGERING_EFFECT = 2;
    public static final long TRIGGERING_PLAYER = 4;
    public static final long TRIGGERING_CONTROLER = 8;
    public static final long TRIGGERING_LOCATION = 0x10;
    public static final long TRIGGERING_SEQUENCE = 0x20;
    public static final long TARGET_CARDS = 0x40;
    public static final long TARGET_PLAYER = 0x80;
    public static final long TARGET_PARAM = 0x100;
    public static final long DISABLE_REASON = 0x200;
    public static final long DISABLE_PLAYER = 0x400;
    public static final long CHAIN_ID = 0x800;
    public static final long TYPE = 0x1000;
    public static final long EXTTYPE = 0x2000;
    public static final long TRIGGERING_POSITION = 0x4000;
    public static final long TRIGGERING_CODE = 0x8000;
    public static final long TRIGGERING_CODE2 = 0x10000;
    public static final long TRIGGERING_LEVEL = 0x40000;
    public static final long TRIGGERING_RANK = 0x80000;
    public static final long TRIGGERING_ATTRIBUTE = 0x100000;
    public static final long TRIGGERING_RACE = 0x200000;
    public static final long TRIGGERING_ATTACK = 0x400000;
    public static final long TRIGGERING_DEFENSE = 0x800000;

    private ChainInfo() {}
}
