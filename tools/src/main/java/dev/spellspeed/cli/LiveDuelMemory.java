package dev.spellspeed.cli;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The heap one duel holds while it is being played: K duels are set up and played to a turn, and
 * each then waits at its next decision, as a server's duels wait for their players. The heap in
 * use after a full collection, minus what it was before they started, divided by K, is the
 * memory per live duel. Compiled scripts are shared by every duel of the JVM, so the host plays
 * one duel first and its cache is part of the baseline, not of any duel.
 */
final class LiveDuelMemory {
    /** A duel that ends before this many attempts reach the pause turn is not counted. */
    private static final int ATTEMPTS = 10;

    /** What was measured: how many duels were held, at which turn, and the heap around them. */
    record Result(int liveDuels, int pauseTurn, long heapBefore, long heapWithDuels) {
        double megabytesPerDuel() {
            return liveDuels == 0 ? Double.NaN : (heapWithDuels - heapBefore) / (double) liveDuels / (1 << 20);
        }
    }

    private final ScriptHost host;
    private final CardDatabase cards;
    private final Deck first;
    private final Deck second;

    LiveDuelMemory(ScriptHost host, CardDatabase cards, Deck first, Deck second) {
        this.host = host;
        this.cards = cards;
        this.first = first;
        this.second = second;
    }

    /** Holds {@code count} duels (seeds from {@code firstSeed}) at their first decision of turn {@code pauseTurn}. */
    Result measure(long firstSeed, int count, int pauseTurn) {
        play(firstSeed - 1, Integer.MAX_VALUE, null, null); // fills the shared script cache
        long before = heapUsedAfterCollection();
        CountDownLatch paused = new CountDownLatch(count);
        CountDownLatch release = new CountDownLatch(1);
        // one thread per duel: a duel waiting for a decision holds its thread, as with a blocking client
        ExecutorService pool = Executors.newFixedThreadPool(count, task -> {
            Thread t = new Thread(task, "live-duel");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Boolean>> held = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                long seed = firstSeed + i;
                held.add(pool.submit(() -> holdOne(seed, count, pauseTurn, paused, release)));
            }
            paused.await();
            long with = heapUsedAfterCollection();
            release.countDown();
            int live = 0;
            for (Future<Boolean> f : held) {
                live += f.get() ? 1 : 0;
            }
            return new Result(live, pauseTurn, before, with);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("interrupted");
        } catch (ExecutionException e) {
            throw new IllegalStateException("a live duel failed: " + e.getCause(), e.getCause());
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    /** Plays duels from {@code seed} (then seed + stride, …) until one pauses; true if one did. */
    private boolean holdOne(long seed, int stride, int pauseTurn, CountDownLatch paused, CountDownLatch release) {
        boolean[] didPause = new boolean[1];
        try {
            for (int attempt = 0; attempt < ATTEMPTS && !didPause[0]; attempt++) {
                play(seed + (long) attempt * stride, pauseTurn, didPause, () -> {
                    paused.countDown();
                    awaitQuietly(release);
                });
            }
            return didPause[0];
        } finally {
            if (!didPause[0]) {
                paused.countDown(); // never reached the turn: do not keep the measurement waiting
            }
        }
    }

    private void play(long seed, int pauseTurn, boolean[] didPause, Runnable pause) {
        Duel duel = Duel.fromDecks(DuelOptions.standard(seed), cards, first, second,
                RandomDecider.forPlayer(seed, 0), RandomDecider.forPlayer(seed, 1));
        if (pause != null) {
            duel.onDecision(prompt -> {
                if (!didPause[0] && duel.turn().number() >= pauseTurn) {
                    didPause[0] = true;
                    pause.run();
                }
            });
        }
        Rules rules = Rules.of(duel);
        ScriptedDuels.prepare(rules, host);
        new DuelRunner(rules).play();
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Heap in use once unreachable objects are gone; several collections, as one may leave some behind. */
    static long heapUsedAfterCollection() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        for (int i = 0; i < 3; i++) {
            memory.gc();
        }
        return memory.getHeapMemoryUsage().getUsed();
    }
}
