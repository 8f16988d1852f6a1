package dev.spellspeed.effect;

/** Effect type bits; the values are the ygopro EFFECT_TYPE_* constants. */
public final class EffectType {
    public static final long SINGLE = 0x1;
    public static final long FIELD = 0x2;
    public static final long EQUIP = 0x4;
    public static final long ACTIONS = 0x8;
    public static final long ACTIVATE = 0x10;
    public static final long FLIP = 0x20;
    public static final long IGNITION = 0x40;
    public static final long TRIGGER_O = 0x80;
    public static final long QUICK_O = 0x100;
    public static final long TRIGGER_F = 0x200;
    public static final long QUICK_F = 0x400;
    public static final long CONTINUOUS = 0x800;
    public static final long XMATERIAL = 0x1000;
    public static final long GRANT = 0x2000;
    public static final long TARGET = 0x4000;

    /** The kinds that start a chain when used. */
    public static final long ACTIVATED = ACTIVATE | FLIP | IGNITION | TRIGGER_O | QUICK_O | TRIGGER_F | QUICK_F;

    private EffectType() {}
}
