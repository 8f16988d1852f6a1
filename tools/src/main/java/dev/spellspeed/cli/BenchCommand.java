package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.rules.DuelRunner;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Random-play throughput: seeded random players (uniform over the legal answers of every prompt)
 * play whole duels between two decks, and the time to set each duel up and to play it is measured.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure how fast whole random duels are set up and played (default: the bench decks).")
final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--deck0", paramLabel = "A.ydk", description = "Deck of player 0 (default: decks/bench-a.ydk).")
    Path deck0;

    @Option(names = "--deck1", paramLabel = "B.ydk", description = "Deck of player 1 (default: decks/bench-b.ydk).")
    Path deck1;

    @Option(names = "--duels", defaultValue = "500", paramLabel = "N", description = "Duels measured (default: ${DEFAULT-VALUE}).")
    int duels;

    @Option(names = "--warmup", defaultValue = "100", paramLabel = "W",
            description = "Duels played first and not measured, so the JIT compiler has done its work (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--threads", defaultValue = "1", paramLabel = "T", description = "Duels played at once (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the first measured duel; duel i uses seed + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--json", description = "Print the figures as one JSON object.")
    boolean json;

    @Option(names = "--db", paramLabel = "FILE", description = "Card database (default: cards.db of the Spellspeed home).")
    Path db;

    /** What one duel cost and how it went; independent of the thread that played it. */
    record DuelFigures(long setupNanos, long playNanos, long prompts, long choices, DuelResult result) {}

    @Override
    public Integer call() {
        if (duels < 1 || warmup < 0 || threads < 1) {
            throw new UserError("--duels and --threads must be at least 1 and --warmup at least 0");
        }
        CardDatabase cards = DuelSetup.loadCards(db != null ? db : Home.cardsDb());
        Deck first = DuelSetup.loadDeck(deck0 != null ? deck0 : Home.home().resolve("decks/bench-a.ydk"), cards);
        Deck second = DuelSetup.loadDeck(deck1 != null ? deck1 : Home.home().resolve("decks/bench-b.ydk"), cards);
        // one script host per thread, kept from the warm-up on: a host's caches are not shared between threads
        ThreadLocal<ScriptHost> hosts = ThreadLocal.withInitial(DuelSetup::scriptHost);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            // warm-up seeds come before the measured ones, so the measured duels are the same for any --warmup
            runAll(pool, hosts, cards, first, second, seed - warmup, warmup);
            long start = System.nanoTime();
            List<DuelFigures> figures = runAll(pool, hosts, cards, first, second, seed, duels);
            double wallSeconds = (System.nanoTime() - start) / 1e9;
            report(spec.commandLine().getOut(), figures, wallSeconds);
        } finally {
            pool.shutdownNow();
        }
        return 0;
    }

    private List<DuelFigures> runAll(ExecutorService pool, ThreadLocal<ScriptHost> hosts, CardDatabase cards,
                                     Deck first, Deck second, long firstSeed, int count) {
        try {
            List<Future<DuelFigures>> futures = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                long duelSeed = firstSeed + i;
                futures.add(pool.submit(() -> playOne(hosts.get(), cards, first, second, duelSeed)));
            }
            List<DuelFigures> figures = new ArrayList<>(count);
            for (Future<DuelFigures> future : futures) {
                figures.add(future.get());
            }
            return figures;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("interrupted");
        } catch (ExecutionException e) {
            throw new IllegalStateException("a benchmark duel failed: " + e.getCause(), e.getCause());
        }
    }

    private static DuelFigures playOne(ScriptHost host, CardDatabase cards, Deck first, Deck second, long duelSeed) {
        long begin = System.nanoTime();
        CountingDecider d0 = new CountingDecider(RandomDecider.forPlayer(duelSeed, 0));
        CountingDecider d1 = new CountingDecider(RandomDecider.forPlayer(duelSeed, 1));
        Duel duel = Duel.fromDecks(DuelOptions.standard(duelSeed), cards, first, second, d0, d1);
        ScriptedDuels.prepare(duel, host);
        long ready = System.nanoTime();
        DuelResult result = new DuelRunner(duel).play();
        long end = System.nanoTime();
        return new DuelFigures(ready - begin, end - ready, d0.prompts + d1.prompts, d0.choices + d1.choices, result);
    }

    private void report(PrintWriter out, List<DuelFigures> figures, double wallSeconds) {
        long setup = 0;
        long play = 0;
        long prompts = 0;
        long choices = 0;
        long turns = 0;
        Map<String, Integer> endings = new TreeMap<>();
        for (DuelFigures f : figures) {
            setup += f.setupNanos();
            play += f.playNanos();
            prompts += f.prompts();
            choices += f.choices();
            turns += f.result().turn();
            String ending = (f.result().isDraw() ? "draw" : "player " + f.result().winner()) + " by " + f.result().reason();
            endings.merge(ending, 1, Integer::sum);
        }
        int n = figures.size();
        double duelsPerSecond = n / wallSeconds;
        double setupMs = setup / 1e6 / n;
        double playMs = play / 1e6 / n;
        double promptsPerSecond = prompts / (play / 1e9);
        if (json) {
            StringBuilder ends = new StringBuilder();
            endings.forEach((k, v) -> ends.append(ends.length() == 0 ? "" : ",").append('"').append(k).append("\":").append(v));
            out.printf(Locale.ROOT, "{\"duels\":%d,\"threads\":%d,\"seed\":%d,\"duelsPerSecond\":%.1f,\"setupMsPerDuel\":%.3f,"
                            + "\"playMsPerDuel\":%.3f,\"promptsPerSecond\":%.0f,\"promptsPerDuel\":%.1f,"
                            + "\"choicesPerDuel\":%.1f,\"turnsPerDuel\":%.1f,\"endings\":{%s}}%n",
                    n, threads, seed, duelsPerSecond, setupMs, playMs, promptsPerSecond, (double) prompts / n,
                    (double) choices / n, (double) turns / n, ends);
            return;
        }
        out.printf(Locale.ROOT, "%d duels on %d thread(s), seeds %d..%d, after %d warm-up duels%n", n, threads, seed,
                seed + n - 1, warmup);
        out.printf(Locale.ROOT, "whole duels per second   %10.1f%n", duelsPerSecond);
        out.printf(Locale.ROOT, "setup ms per duel        %10.3f%n", setupMs);
        out.printf(Locale.ROOT, "play ms per duel         %10.3f%n", playMs);
        out.printf(Locale.ROOT, "decisions per second     %10.0f  (during play, every prompt)%n", promptsPerSecond);
        out.printf(Locale.ROOT, "decisions per duel       %10.1f  (%.1f with more than one legal answer)%n",
                (double) prompts / n, (double) choices / n);
        out.printf(Locale.ROOT, "turns per duel           %10.1f%n", (double) turns / n);
        endings.forEach((ending, count) -> out.printf(Locale.ROOT, "  %-30s %6d%n", ending, count));
    }

    /** Counts the prompts a player answers, and those with a real choice among several answers. */
    private static final class CountingDecider implements Decider {
        private final Decider inner;
        long prompts;
        long choices;

        CountingDecider(Decider inner) {
            this.inner = inner;
        }

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            prompts++;
            if (prompt.options().size() > 1) {
                choices++;
            }
            return inner.choose(prompt);
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            prompts++;
            if (prompt.candidates().size() > prompt.min() || prompt.min() != prompt.max()) {
                choices++;
            }
            return inner.select(prompt);
        }
    }
}
