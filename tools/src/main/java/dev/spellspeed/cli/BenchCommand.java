package dev.spellspeed.cli;

import dev.spellspeed.rules.Rules;
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
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.run.GameRecord;
import dev.spellspeed.run.GameWatch;
import dev.spellspeed.run.RunSummary;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

    @Option(names = "--live", defaultValue = "50", paramLabel = "K",
            description = "Duels held alive at once at turn " + LIVE_TURN + " to measure the heap per live duel; 0 skips it (default: ${DEFAULT-VALUE}).")
    int live;

    @Option(names = "--fork", description = "Measure forks instead: fork setup, replay cost per decision against normal play, forks per second (docs/replays.md).")
    boolean fork;

    @Option(names = "--check", description = "With --fork: check the fork invariant on --duels random duels instead of measuring (exit status 1 if one differs).")
    boolean check;

    @Mixin
    CardSources sources = new CardSources();

    @Mixin
    RunOptions run = new RunOptions();

    /**
     * Bytes allocated and CPU time used by the current thread: the duel's, as one thread plays it from
     * start to end. CPU time is what a duel cost whatever else the machine was running.
     */
    private static final com.sun.management.ThreadMXBean THREAD =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** The turn at which the duels of the memory measurement are held. */
    static final int LIVE_TURN = 5;

    /**
     * What one duel cost and how it went; independent of the thread that played it. Callbacks are
     * the engine's calls into Lua functions, those of setup ({@code initial_effect}) apart.
     */
    record DuelFigures(long setupNanos, long playNanos, long setupCpuNanos, long cpuNanos, long setupBytes, long playBytes, long prompts, long choices,
                       long setupCallbacks, long playCallbacks, GameRecord game) {
        /** How the duel ended, or null when an engine exception or an abort stopped it. */
        DuelResult result() {
            return game.result();
        }
    }

    @Override
    public Integer call() {
        if (duels < 1 || warmup < 0 || threads < 1 || live < 0) {
            throw new UserError("--duels and --threads must be at least 1, --warmup and --live at least 0");
        }
        CardDatabase cards = sources.cards();
        Deck first = DuelSetup.loadDeck(deck0 != null ? deck0 : Home.home().resolve("decks/bench-a.ydk"), cards);
        Deck second = DuelSetup.loadDeck(deck1 != null ? deck1 : Home.home().resolve("decks/bench-b.ydk"), cards);
        if (fork || check) {
            return forks(cards, first, second);
        }
        // one script host per thread, kept from the warm-up on: a host's caches are not shared between threads
        ThreadLocal<ScriptHost> hosts = ThreadLocal.withInitial(sources::scriptHost);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            // warm-up seeds come before the measured ones, so the measured duels are the same for any --warmup
            runAll(pool, hosts, cards, first, second, seed - warmup, warmup);
            GcTime gc = GcTime.now();
            long start = System.nanoTime();
            List<DuelFigures> figures = runAll(pool, hosts, cards, first, second, seed, duels);
            double wallSeconds = (System.nanoTime() - start) / 1e9;
            GcTime gcDuring = GcTime.now().minus(gc);
            // after the throughput run, so its duels are not slowed by K waiting ones
            LiveDuelMemory.Result memory = live == 0 ? null
                    : new LiveDuelMemory(sources.scriptHost(), cards, first, second).measure(seed, live, LIVE_TURN);
            BenchReport report = new BenchReport(figures, wallSeconds, gcDuring, memory);
            // the measured duels, in seed order whatever thread played them
            RunSummary summary = new RunSummary(RunOutput.RANDOM_PLAYERS);
            figures.forEach(f -> summary.add(f.game()));
            PrintWriter out = spec.commandLine().getOut();
            if (run.json) {
                report.printJson(out, threads, seed, summary);
            } else {
                report.printText(out, threads, seed, warmup);
                summary.printFailures(out, RunOutput.SHOWN);
                summary.printCoverage(out);
            }
            return RunOutput.exit(summary, run, spec.commandLine().getErr());
        } finally {
            pool.shutdownNow();
        }
    }

    /** {@code --fork} (one thread: fork costs are per thread) and {@code --fork --check}. */
    private int forks(CardDatabase cards, Deck first, Deck second) {
        if (!fork) {
            throw new UserError("--check needs --fork");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (check) {
            return ForkBench.check(out, spec.commandLine().getErr(), sources.scriptHost(), cards, first, second, seed, duels) == 0 ? 0 : 1;
        }
        return new ForkBench(sources.scriptHost(), cards, first, second)
                .measure(out, spec.commandLine().getErr(), seed, warmup, duels, run);
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
        long beginBytes = THREAD.getCurrentThreadAllocatedBytes();
        long beginCpu = THREAD.getCurrentThreadCpuTime();
        long begin = System.nanoTime();
        CountingDecider d0 = new CountingDecider(RandomDecider.forPlayer(duelSeed, 0));
        CountingDecider d1 = new CountingDecider(RandomDecider.forPlayer(duelSeed, 1));
        Duel duel = Duel.fromDecks(DuelOptions.standard(duelSeed), cards, first, second, d0, d1);
        Rules rules = Rules.of(duel);
        GameWatch watch = GameWatch.on(duel);
        ScriptedDuels.Prepared prepared = ScriptedDuels.prepare(rules, host);
        watch.loadFailures(prepared.failures());
        DuelScripts scripts = prepared.bridge().scripts();
        long ready = System.nanoTime();
        long readyBytes = THREAD.getCurrentThreadAllocatedBytes();
        long readyCpu = THREAD.getCurrentThreadCpuTime();
        long setupCallbacks = scripts.callbacksRun();
        GameRecord game;
        try {
            game = watch.ended(new DuelRunner(rules).play());
        } catch (RuntimeException | StackOverflowError e) {
            game = watch.failed(e); // counted by the run's summary, with the seed
        }
        long end = System.nanoTime();
        long endBytes = THREAD.getCurrentThreadAllocatedBytes();
        long cpu = THREAD.getCurrentThreadCpuTime() - beginCpu;
        return new DuelFigures(ready - begin, end - ready, readyCpu - beginCpu, cpu, readyBytes - beginBytes, endBytes - readyBytes,
                d0.prompts + d1.prompts, d0.choices + d1.choices, setupCallbacks, scripts.callbacksRun() - setupCallbacks,
                game);
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
