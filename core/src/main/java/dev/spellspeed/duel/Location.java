package dev.spellspeed.duel;

/** Where a card can be; the values are the ygopro LOCATION_* bits. */
public enum Location {
    DECK(0x01, "Deck"),
    HAND(0x02, "hand"),
    MZONE(0x04, "Monster Zone"),
    SZONE(0x08, "Spell & Trap Zone"),
    GRAVE(0x10, "GY"),
    REMOVED(0x20, "banishment"),
    EXTRA(0x40, "Extra Deck"),
    OVERLAY(0x80, "Xyz materials"),
    /** Where a Token is before it is summoned and after it leaves the field: it does not exist (R102). */
    NONE(0, "nowhere");

    private final int mask;
    private final String label;

    Location(int mask, String label) {
        this.mask = mask;
        this.label = label;
    }

    public int mask() {
        return mask;
    }

    public boolean isOnField() {
        return this == MZONE || this == SZONE;
    }

    public boolean in(int locationMask) {
        return (mask & locationMask) != 0;
    }

    @Override
    public String toString() {
        return label;
    }
}
