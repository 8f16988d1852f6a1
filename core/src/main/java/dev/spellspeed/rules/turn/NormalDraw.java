package dev.spellspeed.rules.turn;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectValue;

import java.util.List;

/**
 * How many cards a player's normal draw in their Draw Phase draws (ygopro's get_draw_count): none for
 * the player who goes first on turn 1 (R001), else 1, or what an EFFECT_DRAW_COUNT says (0: none;
 * otherwise the largest).
 */
public final class NormalDraw {
    private NormalDraw() {}

    public static int count(Duel duel, int player) {
        if (duel.turn().number() <= 1 && duel.turn().player() == player) {
            return 0;
        }
        int count = 1;
        for (Effect e : List.copyOf(duel.effects().withCode(EffectCode.DRAW_COUNT))) {
            if (duel.reach().reachesPlayer(e, player)) {
                long n = EffectValue.numberOf(e, 1, e);
                if (n == 0) {
                    return 0;
                }
                count = (int) Math.max(count, n);
            }
        }
        return count;
    }
}
