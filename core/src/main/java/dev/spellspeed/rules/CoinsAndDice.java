package dev.spellspeed.rules;

import dev.spellspeed.duel.Duel;

/** Coin tosses and die rolls, from the duel's seeded generator (tests may force them). */
public final class CoinsAndDice {
    private final Duel duel;

    CoinsAndDice(Duel duel) {
        this.duel = duel;
    }

    /** A coin toss; true is heads. */
    public boolean tossCoin() {
        return duel.random().coin();
    }

    /** A six-sided die: 1 to 6. */
    public int tossDice() {
        return duel.random().dice();
    }
}
