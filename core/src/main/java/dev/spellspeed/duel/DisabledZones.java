package dev.spellspeed.duel;

/**
 * The zones of a player's field that cannot be used now (EFFECT_DISABLE_FIELD), as zone bits: Monster
 * Zones 0-6 in bits 0-6, Spell &amp; Trap Zones 0-4 in bits 8-12 (ygopro's disabled_location). The
 * rules install the one that reads the effects ({@link FreeZones#install}); until then none is.
 */
@FunctionalInterface
public interface DisabledZones {
    DisabledZones NONE = player -> 0;

    int of(int player);
}
