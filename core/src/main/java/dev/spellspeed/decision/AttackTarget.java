package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;

/** The answer to "attack what?": one of the opponent's monsters, or the opponent directly. */
public record AttackTarget(Card monster) {
    public static final AttackTarget DIRECT = new AttackTarget(null);

    public boolean isDirect() {
        return monster == null;
    }

    @Override
    public String toString() {
        return isDirect() ? "attack directly" : "attack " + monster;
    }
}
