package dev.spellspeed.rules.summon;

import dev.spellspeed.duel.Card;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Choosing cards whose values add up to at least a target, with no card more than needed (a Ritual
 * Summon's Tributes, "total Levels are 8 or more": you may not Tribute a monster the others already
 * cover). A set is complete when its sum reaches the target and dropping its smallest card would
 * not; a card may be added while the set can still be completed that way.
 */
public final class SumSelection {
    private final List<Card> candidates;
    private final ToIntFunction<Card> value;
    private final int target;

    public SumSelection(List<Card> candidates, ToIntFunction<Card> value, int target) {
        this.candidates = List.copyOf(candidates);
        this.value = value;
        this.target = target;
    }

    /** Whether some selection of the candidates is complete. */
    public boolean possible() {
        return canComplete(List.of());
    }

    /**
     * Whether a complete selection can include all of {@code chosen} (cards a selection must contain:
     * ygopro's SetSelectedCard), adding candidates to them if needed.
     */
    public boolean possibleWith(List<Card> chosen) {
        return canComplete(chosen);
    }

    /** The candidates that may be added to {@code chosen} so that it can still be completed. */
    public List<Card> next(List<Card> chosen) {
        List<Card> options = new ArrayList<>();
        for (Card card : candidates) {
            if (!chosen.contains(card)) {
                List<Card> with = new ArrayList<>(chosen);
                with.add(card);
                if (canComplete(with)) {
                    options.add(card);
                }
            }
        }
        return options;
    }

    /** Whether {@code chosen} is a complete selection. */
    public boolean complete(List<Card> chosen) {
        int sum = 0;
        int smallest = Integer.MAX_VALUE;
        for (Card card : chosen) {
            int v = value.applyAsInt(card);
            sum += v;
            smallest = Math.min(smallest, v);
        }
        return !chosen.isEmpty() && sum >= target && sum - smallest < target;
    }

    /**
     * Whether {@code chosen} can grow into a complete selection: it is one already, or it is below the
     * target and adding cards in increasing value keeps a completion reachable.
     */
    private boolean canComplete(List<Card> chosen) {
        if (complete(chosen)) {
            return true;
        }
        int sum = chosen.stream().mapToInt(value).sum();
        if (sum >= target) {
            return false; // over the target with a card to spare
        }
        int smallestChosen = chosen.stream().mapToInt(value).min().orElse(Integer.MAX_VALUE);
        for (Card card : candidates) {
            if (chosen.contains(card)) {
                continue;
            }
            int v = value.applyAsInt(card);
            // one more card that reaches the target, with no chosen card to spare
            if (sum + v >= target && sum + v - Math.min(v, smallestChosen) < target) {
                return true;
            }
        }
        // otherwise add the smallest remaining card and try again (a greedy but sound check for small sets)
        Card smallest = null;
        for (Card card : candidates) {
            if (!chosen.contains(card) && (smallest == null || value.applyAsInt(card) < value.applyAsInt(smallest))) {
                smallest = card;
            }
        }
        if (smallest == null) {
            return false;
        }
        List<Card> with = new ArrayList<>(chosen);
        with.add(smallest);
        return canComplete(with);
    }
}
