package dev.spellspeed.rules.summon;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardSums;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * A player choosing cards one at a time until their values add up to exactly a number
 * (Group.SelectWithSumEqual: "Tribute monsters whose total Levels equal 8"). Values are packed as
 * {@link CardSums} reads them (two alternatives, or one large value). A card is offered only while
 * the selection with it can still be completed; the player may stop once the sum is exact and the
 * count is between the minimum and the maximum.
 */
public final class SumChoice {
    /** One question: the cards that may be added, and whether the selection may end here. */
    public record Step(List<Card> options, boolean mayStop) {}

    private final ToLongFunction<Card> value;
    private final int target;
    private final int min;
    private final int max;

    public SumChoice(ToLongFunction<Card> value, int target, int min, int max) {
        this.value = value;
        this.target = target;
        this.min = min;
        this.max = max;
    }

    /** Whether the cards of {@code chosen} can be completed from {@code others}. */
    public boolean possible(List<Card> chosen, List<Card> others) {
        return CardSums.canCompleteExactly(values(chosen), values(others), target, min, max);
    }

    /**
     * The selection: the {@code must} cards are part of it from the start (and are not returned), then
     * {@code ask} answers each step with one of its options, or none to stop when the step allows it.
     * Empty when no selection is possible.
     */
    public List<Card> choose(List<Card> must, List<Card> candidates, Function<Step, List<Card>> ask) {
        if (!possible(must, candidates)) {
            return List.of();
        }
        List<Card> chosen = new ArrayList<>(must);
        while (true) {
            boolean exact = possible(chosen, List.of());
            List<Card> options = new ArrayList<>();
            for (Card card : candidates) {
                if (chosen.contains(card)) {
                    continue;
                }
                List<Card> with = new ArrayList<>(chosen);
                with.add(card);
                List<Card> rest = new ArrayList<>(candidates);
                rest.removeAll(with);
                if (possible(with, rest)) {
                    options.add(card);
                }
            }
            if (options.isEmpty()) {
                break;
            }
            List<Card> answer = ask.apply(new Step(List.copyOf(options), exact));
            if (answer.isEmpty() || !options.contains(answer.get(0))) {
                break;
            }
            chosen.add(answer.get(0));
        }
        chosen.removeAll(must);
        return chosen;
    }

    private List<Long> values(List<Card> cards) {
        List<Long> values = new ArrayList<>(cards.size());
        for (Card card : cards) {
            values.add(value.applyAsLong(card));
        }
        return values;
    }
}
