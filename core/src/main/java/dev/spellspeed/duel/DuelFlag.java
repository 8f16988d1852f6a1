package dev.spellspeed.duel;

/** Duel options a puzzle may choose (Debug.ReloadFieldBegin); the values are the ygopro DUEL_* bits. */
public final class DuelFlag {
    public static final long ATTACK_FIRST_TURN = 2;
    public static final long OBSOLETE_RULING = 8;
    public static final long PSEUDO_SHUFFLE = 0x10;

    private DuelFlag() {}
}
