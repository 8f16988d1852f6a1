package dev.spellspeed.duel;

import java.util.List;
import java.util.SplittableRandom;

/** The duel's only source of randomness: shuffles, coins, dice and the first player all come from its seed. */
public final class DuelRandom {
    private final SplittableRandom random;

    public DuelRandom(long seed) {
        this.random = new SplittableRandom(seed);
    }

    public int nextInt(int bound) {
        return random.nextInt(bound);
    }

    /** Heads is true. */
    public boolean coin() {
        return random.nextBoolean();
    }

    public int dice() {
        return random.nextInt(6) + 1;
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
