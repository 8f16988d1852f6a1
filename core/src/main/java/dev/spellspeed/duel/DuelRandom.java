package dev.spellspeed.duel;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The duel's only source of randomness: shuffles, coins, dice and the first player all come from
 * its seed. Tests may reseed it or force the next coin tosses and die rolls.
 */
public final class DuelRandom {
    private SplittableRandom random;
    private final Deque<Boolean> forcedCoins = new ArrayDeque<>();
    private final Deque<Integer> forcedDice = new ArrayDeque<>();

    public DuelRandom(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** Starts the sequence again from another seed. */
    public void reseed(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** The next coin toss comes up heads (true) or tails. */
    public void forceCoin(boolean heads) {
        forcedCoins.addLast(heads);
    }

    /** The next die roll shows {@code value} (1-6). */
    public void forceDice(int value) {
        if (value < 1 || value > 6) {
            throw new IllegalArgumentException("a die shows 1 to 6, not " + value);
        }
        forcedDice.addLast(value);
    }

    public int nextInt(int bound) {
        return random.nextInt(bound);
    }

    /** Heads is true. */
    public boolean coin() {
        Boolean forced = forcedCoins.pollFirst();
        return forced != null ? forced : random.nextBoolean();
    }

    public int dice() {
        Integer forced = forcedDice.pollFirst();
        return forced != null ? forced : random.nextInt(6) + 1;
    }

    /** Fisher-Yates, so the order depends on the seed alone. */
    public <T> void shuffle(List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T tmp = list.get(i);
            list.set(i, list.get(j));
            list.set(j, tmp);
        }
    }
}
