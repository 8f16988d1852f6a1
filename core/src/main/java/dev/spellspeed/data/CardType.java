package dev.spellspeed.data;

/** Card type bits of the ygopro {@code datas.type} column (the same values as the Lua TYPE_* constants). */
public final class CardType {
    public static final long MONSTER = 0x1;
    public static final long SPELL = 0x2;
    public static final long TRAP = 0x4;
    public static final long NORMAL = 0x10;
    public static final long EFFECT = 0x20;
    public static final long FUSION = 0x40;
    public static final long RITUAL = 0x80;
    public static final long TRAPMONSTER = 0x100;
    public static final long SPIRIT = 0x200;
    public static final long UNION = 0x400;
    public static final long GEMINI = 0x800;
    public static final long TUNER = 0x1000;
    public static final long SYNCHRO = 0x2000;
    public static final long TOKEN = 0x4000;
    public static final long QUICKPLAY = 0x10000;
    public static final long CONTINUOUS = 0x20000;
    public static final long EQUIP = 0x40000;
    public static final long FIELD = 0x80000;
    public static final long COUNTER = 0x100000;
    public static final long FLIP = 0x200000;
    public static final long TOON = 0x400000;
    public static final long XYZ = 0x800000;
    public static final long PENDULUM = 0x1000000;
    public static final long SPSUMMON = 0x2000000;
    public static final long LINK = 0x4000000;

    /** Monsters that start the duel in the Extra Deck. */
    public static final long EXTRA_DECK_MONSTER = FUSION | SYNCHRO | XYZ | LINK;

    private CardType() {}
}
