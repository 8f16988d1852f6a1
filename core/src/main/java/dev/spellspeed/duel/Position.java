package dev.spellspeed.duel;

/** A card's battle position / facing; the values are the ygopro POS_* bits. */
public enum Position {
    FACEUP_ATTACK(0x1, "face-up Attack"),
    FACEDOWN_ATTACK(0x2, "face-down Attack"),
    FACEUP_DEFENSE(0x4, "face-up Defense"),
    FACEDOWN_DEFENSE(0x8, "face-down Defense");

    private final int mask;
    private final String label;

    Position(int mask, String label) {
        this.mask = mask;
        this.label = label;
    }

    public int mask() {
        return mask;
    }

    public boolean isFaceUp() {
        return this == FACEUP_ATTACK || this == FACEUP_DEFENSE;
    }

    public boolean isAttack() {
        return this == FACEUP_ATTACK || this == FACEDOWN_ATTACK;
    }

    public boolean isDefense() {
        return !isAttack();
    }

    public boolean in(int positionMask) {
        return (mask & positionMask) != 0;
    }

    /** values() copies its array at every call; the state check asks firstIn at every prompt. */
    private static final Position[] ALL = values();

    /** The first position (in POS_* bit order) a mask allows, or null when it allows none. */
    public static Position firstIn(long positionMask) {
        for (Position position : ALL) {
            if ((position.mask & positionMask) != 0) {
                return position;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return label;
    }
}
