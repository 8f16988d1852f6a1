package dev.spellspeed.duel;

import java.util.List;

/**
 * Sums over cards' values, for effects that need cards whose Levels (or other values) add up to a
 * number ("Tribute monsters whose total Levels equal..."). As in ygopro, one card's value may offer two
 * alternatives: the low 16 bits and the high 16 bits of the value (a monster that may count as Level 4
 * or 5), unless bit 31 is set, which marks a single large value.
 */
public final class CardSums {
    private CardSums() {}

    /** The values a card may count as (one or two), from its packed value. */
    static int[] alternatives(long packed) {
        int low = (int) (packed & 0xffff);
        int high = (int) ((packed >> 16) & 0xffff);
        if ((high & 0x8000) != 0) {
            return new int[] {(int) (packed & 0x7fffffff)};
        }
        return high != 0 ? new int[] {low, high} : new int[] {low};
    }

    /**
     * Whether some of the cards, between {@code min} and {@code max} of them, can have values adding up
     * to exactly {@code target}, each card using one of its alternatives. A card may only take part with
     * a value above 0 (ygopro never counts a card that adds nothing). A negative {@code min} counts as 0
     * and a {@code max} below {@code min} as {@code min}; a target of 0 is met by choosing no card.
     */
    public static boolean canSumExactly(List<Long> packedValues, int target, int min, int max) {
        return canSumExactly(packedValues, target, min, max, null);
    }

    /**
     * {@link #canSumExactly(List, int, int, int)}, charging each step of the search to a duel's work
     * budget (a script can ask for a sum over every card of the duel).
     */
    public static boolean canSumExactly(List<Long> packedValues, int target, int min, int max, WorkBudget work) {
        int lower = Math.max(0, min);
        int upper = Math.max(lower, max);
        if (target == 0) {
            return lower == 0;
        }
        int[][] options = new int[packedValues.size()][];
        for (int i = 0; i < options.length; i++) {
            options[i] = alternatives(packedValues.get(i));
        }
        return new Search(options, lower, upper, work).from(0, target, 0);
    }

    /**
     * Whether the cards already {@code chosen}, all of them, can be completed with some of the
     * {@code others} to between {@code min} and {@code max} cards whose values add up to exactly
     * {@code target} (each card using one of its alternatives, none counting 0). With nothing chosen
     * this is {@link #canSumExactly}.
     */
    public static boolean canCompleteExactly(List<Long> chosen, List<Long> others, int target, int min, int max) {
        return canCompleteExactly(chosen, others, target, min, max, null);
    }

    /** {@link #canCompleteExactly(List, List, int, int, int)}, charging the search to a work budget. */
    public static boolean canCompleteExactly(List<Long> chosen, List<Long> others, int target, int min, int max,
                                             WorkBudget work) {
        java.util.Set<Integer> sums = new java.util.HashSet<>(List.of(0));
        for (long packed : chosen) {
            java.util.Set<Integer> next = new java.util.HashSet<>();
            for (int sum : sums) {
                for (int value : alternatives(packed)) {
                    if (value > 0 && sum + value <= target) {
                        next.add(sum + value);
                    }
                }
            }
            sums = next;
        }
        int count = chosen.size();
        if (count > Math.max(Math.max(0, min), max)) {
            return false;
        }
        for (int sum : sums) {
            int rest = target - sum;
            if (rest == 0 ? count >= min : canSumExactly(others, rest, min - count, max - count, work)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Depth-first search over the cards, remembering the (card, remaining sum, count) states that
     * failed: without that, cards of equal values made it exponential (2^n for an odd target over
     * cards worth 2 each), a hang any script could cause.
     */
    private static final class Search {
        private final int[][] options;
        private final int min;
        private final int max;
        private final WorkBudget work;
        private final java.util.Set<Long> failed = new java.util.HashSet<>();

        Search(int[][] options, int min, int max, WorkBudget work) {
            this.options = options;
            this.min = min;
            this.max = max;
            this.work = work;
        }

        boolean from(int index, int remaining, int count) {
            if (remaining == 0) {
                return count >= min && count <= max;
            }
            if (index == options.length || count == max || remaining < 0) {
                return false;
            }
            long state = ((long) index << 48) | ((long) (count & 0xffff) << 32) | (remaining & 0xffffffffL);
            if (failed.contains(state)) {
                return false;
            }
            if (work != null) {
                work.charge(1);
            }
            for (int value : options[index]) {
                if (value > 0 && value <= remaining && from(index + 1, remaining - value, count + 1)) {
                    return true;
                }
            }
            if (from(index + 1, remaining, count)) {
                return true;
            }
            failed.add(state);
            return false;
        }
    }
}
