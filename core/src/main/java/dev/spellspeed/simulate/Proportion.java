package dev.spellspeed.simulate;

import java.util.Locale;

/**
 * A rate from integer counts with its 95% Wilson score interval, and the difference of two rates
 * with Newcombe's interval (built from the two Wilson intervals). Formatted with a fixed number of
 * decimals in the root locale, so the same counts print the same text everywhere.
 */
record Proportion(int successes, int trials) {
    /** The normal quantile of a two-sided 95% interval. */
    static final double Z = 1.959963984540054;

    boolean defined() {
        return trials > 0;
    }

    double rate() {
        return (double) successes / trials;
    }

    /** [low, high] of the Wilson score interval. */
    double[] interval() {
        double n = trials;
        double p = rate();
        double z2 = Z * Z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** This rate minus {@code other}'s and Newcombe's 95% interval of the difference: [difference, low, high]. */
    double[] minus(Proportion other) {
        double p1 = rate();
        double p2 = other.rate();
        double[] i1 = interval();
        double[] i2 = other.interval();
        double d = p1 - p2;
        double low = d - Math.sqrt(square(p1 - i1[0]) + square(i2[1] - p2));
        double high = d + Math.sqrt(square(i1[1] - p1) + square(p2 - i2[0]));
        return new double[] {d, low, high};
    }

    private static double square(double x) {
        return x * x;
    }

    /** Four decimals; the empty field when undefined. */
    static String format(double value) {
        String text = String.format(Locale.ROOT, "%.4f", value);
        // no "-0.0000": the same counts give the same text
        return text.equals("-0.0000") ? "0.0000" : text;
    }
}
