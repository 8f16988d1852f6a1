package dev.spellspeed.rules.continuous;

import dev.spellspeed.duel.DisabledZones;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectValue;

import java.util.List;

/**
 * EFFECT_DISABLE_FIELD: while such an effect is in force, the zones its value names cannot be used.
 * The value is absolute, as in ygopro: player 0's zones in the low 16 bits, player 1's in the high ones
 * (Monster Zones 0-6 in bits 0-6, Spell &amp; Trap Zones 0-4 in bits 8-12). An effect whose value is 0
 * (ygopro lets its operation choose zones then) closes none.
 */
public final class DisabledFieldZones implements DisabledZones {
    private static final int ZONE_BITS = 0x1f7f;
    private final Duel duel;

    public DisabledFieldZones(Duel duel) {
        this.duel = duel;
    }

    @Override
    public int of(int player) {
        List<Effect> closing = duel.effects().withCode(EffectCode.DISABLE_FIELD);
        if (closing.isEmpty()) {
            return 0; // asked for every free zone a rule looks at: no copy of an empty list
        }
        int bits = 0;
        // a copy: a value callback may register or reset effects while the zones are read
        for (Effect effect : List.copyOf(closing)) {
            if (duel.reach().isInForce(effect)) {
                long value = EffectValue.numberOf(effect, 0, effect);
                bits |= (int) (player == 0 ? value : value >>> 16) & ZONE_BITS;
            }
        }
        return bits;
    }
}
