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

    /**
     * The random player {@code player} of the duel with seed {@code duelSeed}. The command line's
     * random duels use these, so a seeded random duel played elsewhere (a fuzz test) can be
     * replayed with {@code spellspeed duel --seed}. The multiplier spreads consecutive duel seeds,
     * and the players' offsets differ, so no two deciders draw the same numbers.
     */
    public static RandomDecider forPlayer(long duelSeed, int player) {
        return new RandomDecider(seatSeed(duelSeed, player));
    }

    /** The seed of a seat's decider in the duel with seed {@code duelSeed}: every player kind spreads seeds this way. */
    public static long seatSeed(long duelSeed, int player) {
        return duelSeed * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L * (player + 1);
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
