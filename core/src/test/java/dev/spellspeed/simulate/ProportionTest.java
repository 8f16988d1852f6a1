package dev.spellspeed.simulate;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The 95% intervals of the reports: Wilson's for a rate, Newcombe's for a difference of two. */
class ProportionTest {
    @Test
    void wilsonIntervalOfTwoInFive() {
        double[] interval = new Proportion(2, 5).interval();
        assertEquals("0.1176", Proportion.format(interval[0]));
        assertEquals("0.7693", Proportion.format(interval[1]));
    }

    @Test
    void wilsonIntervalOfNoneInTenStaysAboveZero() {
        double[] interval = new Proportion(0, 10).interval();
        assertEquals("0.0000", Proportion.format(interval[0]));
        assertEquals("0.2775", Proportion.format(interval[1]));
    }

    /** Newcombe (1998), Statistics in Medicine 17:873, table II example (a): 56/70 against 48/80. */
    @Test
    void newcombeIntervalOfADifference() {
        double[] difference = new Proportion(56, 70).minus(new Proportion(48, 80));
        assertEquals("0.2000", Proportion.format(difference[0]));
        assertEquals("0.0524", Proportion.format(difference[1]));
        assertEquals("0.3339", Proportion.format(difference[2]));
    }

    @Test
    void negativeZeroPrintsAsZero() {
        assertEquals("0.0000", Proportion.format(-0.0));
        assertEquals("0.0000", Proportion.format(-0.00001));
    }
}
