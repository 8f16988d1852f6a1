package dev.spellspeed.reliability;

import dev.spellspeed.duel.DuelOptions;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Run in a JVM of its own with a small heap by {@link MemoryIsolationTest}: three ordinary duels on
 * threads of their own, and with {@code hoarder} a fourth whose script piles tables and strings into
 * a global, all at once. Prints one line per duel: the ordinary duels' log hashes, the hoarder's result.
 */
public final class IsolatedDuels {
    private IsolatedDuels() {}

    public static void main(String[] args) throws Exception {
        boolean withHoarder = args.length > 0 && args[0].equals("hoarder");
        Path dir = Files.createTempDirectory("hoarder");
        HostileDuels.potOfGreed(dir, HostileDuels.onEveryAdjust("""
                  for i=1,100000 do HOARD[#HOARD+1] = i end
                  HOARD[#HOARD+1] = ('y'):rep(1000000 + #HOARD)
                """));
        ExecutorService threads = Executors.newFixedThreadPool(4);
        List<Future<String>> lines = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            long s = seed;
            lines.add(threads.submit(() -> "clean " + s + " "
                    + HostileDuels.play(HostileDuels.host(null), DuelOptions.standard(s)).log().hashCode()));
        }
        if (withHoarder) {
            lines.add(threads.submit(() -> "hoarder " + HostileDuels.play(HostileDuels.host(dir),
                    DuelOptions.standard(9).withMemoryBudget(24L << 20)).duel().result().detail()));
        }
        for (Future<String> line : lines) {
            System.out.println(line.get());
        }
        threads.shutdown();
    }
}
