package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;

/**
 * The answer to "attack what?": one of the opponent's monsters, the opponent directly, or — in a
 * replay — no longer attacking.
 */
public record AttackTarget(Card monster, boolean stop) {
    public static final AttackTarget DIRECT = new AttackTarget(null, false);
    /** In a replay: stop attacking; the attack still counts as made (R028). */
    public static final AttackTarget STOP = new AttackTarget(null, true);

    public AttackTarget(Card monster) {
        this(monster, false);
    }

    public boolean isDirect() {
        return monster == null && !stop;
    }

    @Override
    public String toString() {
        return stop ? "stop attacking" : isDirect() ? "attack directly" : "attack " + monster;
    }
}
