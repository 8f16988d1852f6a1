package dev.spellspeed.duel;

/** The activities a custom activity counter can watch (Duel.AddCustomActivityCounter); the values are the ygopro ACTIVITY_* constants. */
public final class Activity {
    public static final int SUMMON = 1;
    public static final int NORMALSUMMON = 2;
    public static final int SPSUMMON = 3;
    public static final int FLIPSUMMON = 4;
    public static final int ATTACK = 5;
    public static final int BATTLE_PHASE = 6;
    public static final int CHAIN = 7;

    private Activity() {}
}
