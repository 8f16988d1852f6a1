package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Picks uniformly among the legal answers; seeded, so a duel between random deciders is reproducible. */
public final class RandomDecider implements Decider {
    private final SplittableRandom random;

    public RandomDecider(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        List<T> options = prompt.options();
        return options.get(random.nextInt(options.size()));
    }

    @Override
    public List<Card> select(SelectPrompt prompt) {
        int count = prompt.min() + random.nextInt(prompt.max() - prompt.min() + 1);
        List<Card> pool = new ArrayList<>(prompt.candidates());
        List<Card> chosen = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            chosen.add(pool.remove(random.nextInt(pool.size())));
        }
        return chosen;
    }
}
