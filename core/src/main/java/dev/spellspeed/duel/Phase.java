package dev.spellspeed.duel;

/** Phases and Battle Phase steps; the values are the ygopro PHASE_* bits. */
public enum Phase {
    DRAW(0x01, "Draw Phase"),
    STANDBY(0x02, "Standby Phase"),
    MAIN1(0x04, "Main Phase 1"),
    BATTLE_START(0x08, "Battle Phase: Start Step"),
    BATTLE_STEP(0x10, "Battle Phase: Battle Step"),
    DAMAGE(0x20, "Battle Phase: Damage Step"),
    DAMAGE_CAL(0x40, "Battle Phase: damage calculation"),
    BATTLE(0x80, "Battle Phase: End Step"),
    MAIN2(0x100, "Main Phase 2"),
    END(0x200, "End Phase");

    private final int mask;
    private final String label;

    Phase(int mask, String label) {
        this.mask = mask;
        this.label = label;
    }

    public int mask() {
        return mask;
    }

    public boolean isBattlePhase() {
        return this == BATTLE_START || this == BATTLE_STEP || this == DAMAGE || this == DAMAGE_CAL || this == BATTLE;
    }

    public boolean isMainPhase() {
        return this == MAIN1 || this == MAIN2;
    }

    @Override
    public String toString() {
        return label;
    }
}
