package dev.spellspeed.data;

/**
 * Deck construction limits checked by {@link DeckReader}.
 *
 * @param minMain fewest Main Deck cards
 * @param maxMain most Main Deck cards
 * @param maxExtra most Extra Deck cards
 * @param maxSide most Side Deck cards
 * @param maxCopies most copies of one card (counted by name, so alternate artworks count together)
 *     across Main, Extra and Side Deck
 */
public record DeckRules(int minMain, int maxMain, int maxExtra, int maxSide, int maxCopies) {
    /** The official limits: 40–60 Main, up to 15 Extra and 15 Side, 3 copies. */
    public static final DeckRules STANDARD = new DeckRules(40, 60, 15, 15, 3);

    /** No size or copy limits, for tests and experiments with small decks. */
    public static final DeckRules UNCHECKED =
            new DeckRules(0, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE);

    public DeckRules {
        if (minMain < 0 || maxMain < minMain || maxExtra < 0 || maxSide < 0 || maxCopies < 1) {
            throw new IllegalArgumentException("inconsistent deck rules: " + minMain + ".." + maxMain
                    + " main, " + maxExtra + " extra, " + maxSide + " side, " + maxCopies + " copies");
        }
    }
}
