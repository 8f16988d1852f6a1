package dev.spellspeed.data;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The deck-level checks of {@link DeckRules}: section sizes and copies per card name. */
final class DeckLimits {
    private final String source;
    private final DeckRules rules;

    DeckLimits(String source, DeckRules rules) {
        this.source = source;
        this.rules = rules;
    }

    void check(List<DeckEntry> entries) throws DeckException {
        List<DeckEntry> main = section(entries, DeckSection.MAIN);
        if (main.size() < rules.minMain()) {
            throw new DeckException(source + ": the Main Deck has " + main.size() + " cards; it needs at least " + rules.minMain());
        }
        checkAtMost(main, DeckSection.MAIN, rules.maxMain());
        checkAtMost(section(entries, DeckSection.EXTRA), DeckSection.EXTRA, rules.maxExtra());
        checkAtMost(section(entries, DeckSection.SIDE), DeckSection.SIDE, rules.maxSide());
        checkCopies(entries);
    }

    /** Reports the first card over the limit, so the user sees where the section overflows. */
    private void checkAtMost(List<DeckEntry> cards, DeckSection section, int limit) throws DeckException {
        if (cards.size() > limit) {
            throw new DeckException(source + ":" + cards.get(limit).line() + ": the " + section.title + " has "
                    + cards.size() + " cards; at most " + limit + " are allowed");
        }
    }

    /** A card with an alias (an alternate artwork) counts as the card it is an alias of. */
    private void checkCopies(List<DeckEntry> entries) throws DeckException {
        Map<Integer, Integer> copies = new HashMap<>();
        for (DeckEntry entry : entries) {
            CardData card = entry.card();
            int name = card.alias() != 0 ? card.alias() : card.code();
            if (copies.merge(name, 1, Integer::sum) > rules.maxCopies()) {
                throw new DeckException(source + ":" + entry.line() + ": more than " + rules.maxCopies()
                        + " copies of " + card.name() + " (" + name + ")");
            }
        }
    }

    private static List<DeckEntry> section(List<DeckEntry> entries, DeckSection section) {
        return entries.stream().filter(e -> e.section() == section).toList();
    }
}
