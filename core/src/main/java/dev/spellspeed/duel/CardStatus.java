package dev.spellspeed.duel;

/** Card status bits Card.IsStatus reads; the values are the ygopro STATUS_* bits. */
public final class CardStatus {
    public static final long PROC_COMPLETE = 8;
    public static final long SET_TURN = 0x10;
    public static final long EFFECT_ENABLED = 0x400;
    public static final long SUMMON_TURN = 0x800;
    public static final long DESTROY_CONFIRMED = 0x1000;
    public static final long BATTLE_DESTROYED = 0x4000;
    public static final long CHAINING = 0x10000;
    public static final long OPPO_BATTLE = 0x10000000;
    public static final long FLIP_SUMMON_TURN = 0x20000000;
    public static final long SPSUMMON_TURN = 0x40000000;

    private CardStatus() {}
}
