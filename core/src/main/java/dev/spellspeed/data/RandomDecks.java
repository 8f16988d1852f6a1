package dev.spellspeed.data;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Legal random decks from a card pool, for random-deck duels over a whole database: a Main Deck of
 * 40 cards and, unless turned off, an Extra Deck of up to 15 Extra Deck monsters, at most 3 of any
 * name (an alternate artwork counts as its original), no Tokens. Every card is drawn uniformly from
 * its pool, with no bias toward cards the deck could summon: a random deck measures the pool as it
 * is. The same pool and seed give the same deck; the Main Deck does not depend on whether an Extra
 * Deck is dealt.
 */
public final class RandomDecks {
    private static final int SIZE = DeckRules.STANDARD.minMain();
    private static final int EXTRA_SIZE = DeckRules.STANDARD.maxExtra();
    private static final int COPIES = DeckRules.STANDARD.maxCopies();

    private final List<CardData> pool;
    private final List<CardData> extraPool;

    /** Decks with an Extra Deck. @throws IllegalArgumentException when the pool cannot fill a legal Main Deck */
    public RandomDecks(CardDatabase cards) {
        this(cards, true);
    }

    /**
     * @param extraDecks whether to deal Extra Decks too
     * @throws IllegalArgumentException when the pool cannot fill a legal Main Deck
     */
    public RandomDecks(CardDatabase cards, boolean extraDecks) {
        List<CardData> main = new ArrayList<>();
        List<CardData> extra = new ArrayList<>();
        for (CardData card : cards.all()) {
            if (card.is(CardType.TOKEN)) {
                continue;
            }
            if (!card.isExtraDeckMonster()) {
                main.add(card);
            } else if (extraDecks) {
                extra.add(card);
            }
        }
        this.pool = List.copyOf(main);
        this.extraPool = List.copyOf(extra);
        long names = names(pool);
        if (names * COPIES < SIZE) {
            throw new IllegalArgumentException("the databases hold " + names + " Main Deck card names: a deck of "
                    + SIZE + " needs at least " + (SIZE + COPIES - 1) / COPIES);
        }
    }

    /** The Main Deck cards the decks are drawn from. */
    public List<CardData> pool() {
        return pool;
    }

    /** The Extra Deck monsters the Extra Decks are drawn from (empty when Extra Decks are off). */
    public List<CardData> extraPool() {
        return extraPool;
    }

    /**
     * A Main Deck of 40 cards drawn uniformly from the pool and an Extra Deck of 15 drawn uniformly
     * from the Extra Deck monsters, or as many as 3 copies of each allow (a name already 3 times is
     * drawn again).
     */
    public Deck deal(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Integer> main = draw(pool, SIZE, random);
        long extraNames = names(extraPool);
        List<Integer> extra = draw(extraPool, (int) Math.min(EXTRA_SIZE, extraNames * COPIES), random);
        return new Deck(main, extra, List.of());
    }

    private static List<Integer> draw(List<CardData> from, int size, SplittableRandom random) {
        Map<Integer, Integer> copies = new HashMap<>();
        List<Integer> drawn = new ArrayList<>(size);
        while (drawn.size() < size) {
            CardData card = from.get(random.nextInt(from.size()));
            if (copies.merge(name(card), 1, Integer::sum) <= COPIES) {
                drawn.add(card.code());
            } else {
                copies.merge(name(card), -1, Integer::sum);
            }
        }
        return drawn;
    }

    private static long names(List<CardData> cards) {
        return cards.stream().map(RandomDecks::name).distinct().count();
    }

    private static int name(CardData card) {
        return card.alias() != 0 ? card.alias() : card.code();
    }
}
