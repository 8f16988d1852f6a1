package dev.spellspeed.effect;

/** Special values of EFFECT_CHANGE_BATTLE_DAMAGE; the names and values are ygopro's. */
public final class DamageValue {
    /** As the value of EFFECT_CHANGE_BATTLE_DAMAGE: the battle damage is doubled (32-bit unsigned, as Lua passes it). */
    public static final long DOUBLE_DAMAGE = 0x80000000L;
    /** As the value of EFFECT_CHANGE_BATTLE_DAMAGE: the battle damage is halved. */
    public static final long HALF_DAMAGE = 0x80000001L;

    private DamageValue() {}
}
