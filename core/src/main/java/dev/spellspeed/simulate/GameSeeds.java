package dev.spellspeed.simulate;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The seed of one game of a simulation: the first eight bytes of the SHA-256 of the run's seed, the
 * two decks' file names (seat 0 first) and the game number. A stable hash, not String.hashCode or
 * a counter, so the seed of a game depends on nothing else: not on the other decks, the thread or
 * the Java version.
 */
public final class GameSeeds {
    private GameSeeds() {}

    public static long of(long runSeed, String deck0, String deck1, int game) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
        // lengths before names, so no two (name, name) pairs give the same bytes
        String key = runSeed + "\n" + deck0.length() + ":" + deck0 + "\n" + deck1.length() + ":" + deck1 + "\n" + game;
        byte[] digest = sha.digest(key.getBytes(StandardCharsets.UTF_8));
        long seed = 0;
        for (int i = 0; i < 8; i++) {
            seed = seed << 8 | (digest[i] & 0xFF);
        }
        // positive, so it reads the same on every command line
        return seed & Long.MAX_VALUE;
    }
}
