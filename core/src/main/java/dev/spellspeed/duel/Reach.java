package dev.spellspeed.duel;

import dev.spellspeed.effect.Effect;

/**
 * Whether continuous effects reach cards and players now. The rule lives in
 * {@code rules.continuous.EffectReach}; a duel receives it when its rules are built, and until then
 * nothing applies.
 */
public interface Reach {
    /** Whether a registered continuous effect reaches this face-up card on the field now (its range, target filter and condition). */
    boolean applies(Effect effect, Card card);

    /** Whether a continuous effect with this code applies to a face-up card on the field now (e.g. EFFECT_CANNOT_ATTACK). */
    boolean isAffectedBy(Card card, long code);

    /** Whether a registered field effect is in force now, whoever it is for (its card face-up in range, its condition holding). */
    boolean isInForce(Effect effect);

    /** Whether a player-aimed effect (SetTargetRange as 0/1) reaches the player now. */
    boolean reachesPlayer(Effect effect, int player);

    /** The player effect with this code that affects the player now (e.g. EFFECT_AVOID_BATTLE_DAMAGE), or null. */
    Effect playerEffect(int player, long code);

    /** Before the rules are installed: no continuous effect applies. */
    Reach NONE = new Reach() {
        @Override
        public boolean applies(Effect effect, Card card) {
            return false;
        }

        @Override
        public boolean isAffectedBy(Card card, long code) {
            return false;
        }

        @Override
        public boolean isInForce(Effect effect) {
            return false;
        }

        @Override
        public boolean reachesPlayer(Effect effect, int player) {
            return false;
        }

        @Override
        public Effect playerEffect(int player, long code) {
            return null;
        }
    };
}
