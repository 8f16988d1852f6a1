package dev.spellspeed.duel;

/** Location masks that are not one {@link Location}; the values are the ygopro LOCATION_* constants. */
public final class LocationMask {
    public static final int ONFIELD = 0xc;
    public static final int FZONE = 0x100;
    /** The Pendulum Zones (Spell &amp; Trap Zones 0 and 4 under Master Rule 2020). */
    public static final int PZONE = 0x200;

    private LocationMask() {}
}
