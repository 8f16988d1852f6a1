package dev.spellspeed.data;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Legal random Main Decks from a card pool, for random-deck duels over a whole database: 40 cards,
 * at most 3 of any name (an alternate artwork counts as its original), no Extra Deck monsters and
 * no Tokens. The same pool and seed give the same deck.
 */
public final class RandomDecks {
    private static final int SIZE = DeckRules.STANDARD.minMain();
    private static final int COPIES = DeckRules.STANDARD.maxCopies();

    private final List<CardData> pool;

    /** @throws IllegalArgumentException when the pool cannot fill a legal deck */
    public RandomDecks(CardDatabase cards) {
        List<CardData> candidates = new ArrayList<>();
        for (CardData card : cards.all()) {
            if (!card.isExtraDeckMonster() && !card.is(CardType.TOKEN)) {
                candidates.add(card);
            }
        }
        this.pool = List.copyOf(candidates);
        long names = pool.stream().map(RandomDecks::name).distinct().count();
        if (names * COPIES < SIZE) {
            throw new IllegalArgumentException("the databases hold " + names + " Main Deck card names: a deck of "
                    + SIZE + " needs at least " + (SIZE + COPIES - 1) / COPIES);
        }
    }

    /** The Main Deck cards the decks are drawn from. */
    public List<CardData> pool() {
        return pool;
    }

    /** A deck of 40 cards drawn uniformly from the pool (a name already 3 times is drawn again). */
    public Deck deal(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Map<Integer, Integer> copies = new HashMap<>();
        List<Integer> main = new ArrayList<>(SIZE);
        while (main.size() < SIZE) {
            CardData card = pool.get(random.nextInt(pool.size()));
            if (copies.merge(name(card), 1, Integer::sum) <= COPIES) {
                main.add(card.code());
            } else {
                copies.merge(name(card), -1, Integer::sum);
            }
        }
        return Deck.of(main);
    }

    private static int name(CardData card) {
        return card.alias() != 0 ? card.alias() : card.code();
    }
}
