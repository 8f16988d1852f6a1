package dev.spellspeed.script;

import java.util.Collection;

/** "Did you mean": the closest known name to a misspelt one. */
public final class Spelling {
    private Spelling() {
    }

    /**
     * The name of {@code known} nearest to {@code name} by edit distance (case-insensitive, a
     * transposition counting as one edit), if it is near enough to be a likely misspelling: at
     * most 1 edit for names up to 4 letters, 2 up to 8, 3 beyond. Ties go to the alphabetically
     * first, so the answer is repeatable.
     */
    public static String nearest(String name, Collection<String> known) {
        int limit = name.length() <= 4 ? 1 : name.length() <= 8 ? 2 : 3;
        String best = null;
        int bestDistance = limit + 1;
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        for (String candidate : known) {
            if (candidate.equals(name) || Math.abs(candidate.length() - name.length()) > limit) {
                continue;
            }
            int d = distance(lower, candidate.toLowerCase(java.util.Locale.ROOT), limit);
            if (d < bestDistance || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
                best = candidate;
                bestDistance = d;
            }
        }
        return bestDistance <= limit ? best : null;
    }

    /** Optimal string alignment distance, giving up (returning limit + 1) beyond {@code limit}. */
    static int distance(String a, String b, int limit) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int rowMin = Integer.MAX_VALUE;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
                rowMin = Math.min(rowMin, v);
            }
            if (rowMin > limit) {
                return limit + 1;
            }
        }
        return d[a.length()][b.length()];
    }
}
