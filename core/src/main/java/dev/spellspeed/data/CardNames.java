package dev.spellspeed.data;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Finds a card of a database by its printed name, as tests name cards ({@code "Vorse Raider"}).
 *
 * <p>A name is matched exactly. Alternate artworks (rows whose {@code alias} is another row of the
 * same name) resolve to their original; a card that is only treated as another one but has a name of
 * its own (Harpie Lady 1, alias Harpie Lady) is found by its own name. A name still shared by
 * several ids is ambiguous: the error lists them. An unknown name suggests the closest names.
 */
public final class CardNames {
    /** Suggestions farther than this many edits from the asked name are not worth showing. */
    private static final int MAX_SUGGESTION_DISTANCE = 3;
    private static final int MAX_SUGGESTIONS = 3;

    private final Map<String, List<CardData>> byName;

    private CardNames(Map<String, List<CardData>> byName) {
        this.byName = byName;
    }

    /** The names of every card of {@code cards}. */
    public static CardNames of(CardDatabase cards) {
        Map<String, List<CardData>> rows = new HashMap<>();
        for (CardData card : cards.all()) {
            rows.computeIfAbsent(card.name(), name -> new ArrayList<>()).add(card);
        }
        Map<String, List<CardData>> byName = new HashMap<>();
        rows.forEach((name, same) -> byName.put(name, List.copyOf(withoutAlternateArtworks(same))));
        return new CardNames(Map.copyOf(byName));
    }

    /** The rows of one name minus those that are an alias of another of them (its alternate artworks). */
    private static List<CardData> withoutAlternateArtworks(List<CardData> sameName) {
        Set<Integer> ids = sameName.stream().map(CardData::code).collect(Collectors.toSet());
        List<CardData> originals = new ArrayList<>();
        for (CardData card : sameName) {
            if (card.alias() == 0 || card.alias() == card.code() || !ids.contains(card.alias())) {
                originals.add(card);
            }
        }
        return originals.isEmpty() ? sameName : originals; // (aliases in a cycle: none is the original)
    }

    /** The one card with this name, or empty when no card or several have it. */
    public Optional<CardData> lookup(String name) {
        List<CardData> found = byName.get(name);
        return found != null && found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    /**
     * The one card with this name.
     *
     * @throws CardNameException when no card has the name, or several (not alternate artworks) do
     */
    public CardData find(String name) {
        List<CardData> found = byName.get(name);
        if (found == null) {
            throw new CardNameException("unknown card name \"" + name + "\"" + suggestions(name));
        }
        if (found.size() > 1) {
            throw new CardNameException("card name \"" + name + "\" is shared by " + found.size() + " cards ("
                    + found.stream().map(c -> Integer.toString(c.code())).collect(Collectors.joining(", "))
                    + "): name the card by its code");
        }
        return found.get(0);
    }

    private String suggestions(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        Set<String> best = new TreeSet<>();
        int bestDistance = MAX_SUGGESTION_DISTANCE + 1;
        for (String candidate : byName.keySet()) {
            int distance = distance(wanted, candidate.toLowerCase(Locale.ROOT), bestDistance);
            if (distance < bestDistance) {
                best.clear();
                bestDistance = distance;
            }
            if (distance == bestDistance) {
                best.add(candidate);
            }
        }
        if (best.isEmpty()) {
            return " (no card of the database has it or a similar name)";
        }
        return " (did you mean " + best.stream().limit(MAX_SUGGESTIONS)
                .map(s -> "\"" + s + "\"").collect(Collectors.joining(" or ")) + "?)";
    }

    /** Levenshtein distance of two strings, or any value above {@code limit} once it is known to exceed it. */
    static int distance(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit) {
            return limit + 1;
        }
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            int rowMin = current[0];
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
                rowMin = Math.min(rowMin, current[j]);
            }
            if (rowMin > limit) {
                return limit + 1;
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
