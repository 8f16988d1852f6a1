package dev.spellspeed.spark;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;

import java.util.List;

/**
 * A plugin player whose every third game (by seed) fails with an exception at its 20th decision, as
 * a faulty engine would: the game stops there, the run goes on.
 */
public final class FaultyPlayer implements Decider {
    private final RandomDecider random;
    private final boolean faulty;
    private int decisions;

    public FaultyPlayer(long seed) {
        this.random = new RandomDecider(seed);
        this.faulty = Math.floorMod(seed, 3) == 0;
    }

    private void decide() {
        if (faulty && ++decisions == 20) {
            throw new IllegalStateException("the faulty player's fault");
        }
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        decide();
        return random.choose(prompt);
    }

    @Override
    public List<Card> select(SelectPrompt prompt) {
        decide();
        return random.select(prompt);
    }
}
