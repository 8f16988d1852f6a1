package dev.spellspeed.duel;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CardSumsTest {
    @Test
    void aSubsetWithinTheCountLimitsMustHitTheTargetExactly() {
        assertTrue(CardSums.canSumExactly(List.of(4L, 4L, 3L), 8, 2, 2));
        assertFalse(CardSums.canSumExactly(List.of(4L, 4L, 3L), 8, 3, 3));
        assertFalse(CardSums.canSumExactly(List.of(4L, 4L, 3L), 12, 1, 3));
    }

    @Test
    void zeroValuedCardsNeverCountAndAZeroTargetNeedsNoCard() {
        assertFalse(CardSums.canSumExactly(List.of(0L, 4L), 4, 2, 2), "the 0 cannot fill the second place");
        assertTrue(CardSums.canSumExactly(List.of(4L), 0, 0, 3));
        assertFalse(CardSums.canSumExactly(List.of(4L), 0, 1, 3));
        assertTrue(CardSums.canSumExactly(List.of(4L, 4L), 4, 1, 0), "a max below the min is the min");
        assertFalse(CardSums.canSumExactly(List.of(4L, 4L), 8, -1, -5), "a min below 0 is 0, and so is the max then");
    }

    @Test
    void bit31MarksOneLargeValueInsteadOfTwoAlternatives() {
        assertTrue(CardSums.canSumExactly(List.of(4L | (5L << 16)), 5, 1, 1));
        assertTrue(CardSums.canSumExactly(List.of(0x80000000L | 100000L), 100000, 1, 1));
    }
}
