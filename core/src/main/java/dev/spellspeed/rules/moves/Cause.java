package dev.spellspeed.rules.moves;

import dev.spellspeed.effect.Effect;

/**
 * Why cards move: the REASON_* bits, the effect that moves them (null for the rules) and the player
 * responsible (ygopro's reason, reason effect and reason player).
 */
public record Cause(long reason, Effect effect, int player) {
    /** The same effect and player for other reason bits. */
    public Cause withReason(long bits) {
        return new Cause(bits, effect, player);
    }
}
