package dev.spellspeed.cli;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.ai.Players;
import dev.spellspeed.ai.SearchDecider;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.SeatedDecider;
import dev.spellspeed.session.DuelLine;
import dev.spellspeed.decision.ImpossiblePromptError;
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
import java.util.Locale;
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

    @Option(names = "--random-decks", description = "Instead of --deck0/--deck1, give each duel two legal random decks "
            + "from the loaded databases, as duel --random-decks deals them (the same decks for the same seed): the rate "
            + "over a whole card pool, after the warm-up.")
    boolean randomDecks;

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

    @Mixin
    PlayerChoice players = new PlayerChoice();

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
                       long setupCallbacks, long playCallbacks, GameRecord game, long[] promptsByPlayer,
                       long[] thinkingNanosByPlayer, long[] longestThinkingNanos) {
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
        DuelCommand.Dealer dealer;
        if (randomDecks) {
            if (deck0 != null || deck1 != null || fork || check) {
                throw new UserError("--random-decks deals its own decks: drop --deck0, --deck1 and --fork");
            }
            dealer = DuelCommand.randomDealer(cards, true);
        } else {
            Deck[] given = {DuelSetup.loadDeck(deck0 != null ? deck0 : Home.home().resolve("decks/bench-a.ydk"), cards),
                    DuelSetup.loadDeck(deck1 != null ? deck1 : Home.home().resolve("decks/bench-b.ydk"), cards)};
            dealer = duelSeed -> given;
        }
        if (fork || check) {
            Deck[] decks = dealer.deal(seed);
            return forks(cards, decks[0], decks[1]);
        }
        // random players unless told otherwise, so the figures stay comparable from run to run
        PlayerChoice.Seats seats = players.seats(Players.RANDOM);
        // one script host per thread, kept from the warm-up on: a host's caches are not shared between threads
        ThreadLocal<ScriptHost> hosts = ThreadLocal.withInitial(sources::scriptHost);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            // warm-up seeds come before the measured ones, so the measured duels are the same for any --warmup
            runAll(pool, hosts, cards, dealer, seats, seed - warmup, warmup);
            GcTime gc = GcTime.now();
            long start = System.nanoTime();
            List<DuelFigures> figures = runAll(pool, hosts, cards, dealer, seats, seed, duels);
            double wallSeconds = (System.nanoTime() - start) / 1e9;
            GcTime gcDuring = GcTime.now().minus(gc);
            // after the throughput run, so its duels are not slowed by K waiting ones
            // (with random decks: the decks of the first measured seed, held K times)
            Deck[] liveDecks = dealer.deal(seed);
            LiveDuelMemory.Result memory = live == 0 ? null
                    : new LiveDuelMemory(sources.scriptHost(), cards, liveDecks[0], liveDecks[1]).measure(seed, live, LIVE_TURN);
            BenchReport report = new BenchReport(figures, wallSeconds, gcDuring, memory);
            // the measured duels, in seed order whatever thread played them
            RunSummary summary = new RunSummary(seats.names());
            figures.forEach(f -> summary.add(f.game()));
            PrintWriter out = spec.commandLine().getOut();
            if (run.json) {
                report.printJson(out, threads, seed, summary);
            } else {
                out.println("players: " + seats.player0().name() + " (player 0) against " + seats.player1().name() + " (player 1)");
                report.printText(out, threads, seed, warmup);
                if (!seats.names().equals(RunOutput.RANDOM_PLAYERS)) {
                    printThinking(out, figures);
                }
                summary.printFailures(out, RunOutput.SHOWN);
                summary.printCoverage(out);
            }
            return RunOutput.exit(summary, run, spec.commandLine().getErr());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The players' own CPU time per decision (docs/ai.md): what choosing cost, the engine's work apart. */
    private static void printThinking(PrintWriter out, List<DuelFigures> figures) {
        for (int player = 0; player < 2; player++) {
            long prompts = 0;
            long nanos = 0;
            long longest = 0;
            for (DuelFigures f : figures) {
                prompts += f.promptsByPlayer()[player];
                nanos += f.thinkingNanosByPlayer()[player];
                longest = Math.max(longest, f.longestThinkingNanos()[player]);
            }
            out.printf(Locale.ROOT, "player %d CPU us per decision %9.1f  (longest %.1f ms; %d decisions, its own thinking only)%n",
                    player, prompts == 0 ? 0.0 : nanos / 1e3 / prompts, longest / 1e6, prompts);
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
                                     DuelCommand.Dealer dealer, PlayerChoice.Seats seats, long firstSeed, int count) {
        try {
            List<Future<DuelFigures>> futures = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                long duelSeed = firstSeed + i;
                Deck[] decks = dealer.deal(duelSeed);
                futures.add(pool.submit(() -> playOne(hosts.get(), cards, decks[0], decks[1], seats, duelSeed)));
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

    private DuelFigures playOne(ScriptHost host, CardDatabase cards, Deck first, Deck second, PlayerChoice.Seats seats,
                                       long duelSeed) {
        long beginBytes = THREAD.getCurrentThreadAllocatedBytes();
        long beginCpu = THREAD.getCurrentThreadCpuTime();
        long begin = System.nanoTime();
        Decider player0 = seats.create(duelSeed, 0);
        Decider player1 = seats.create(duelSeed, 1);
        // random players are not timed: reading the CPU clock twice a prompt would show in their figures
        boolean timed = !seats.names().equals(RunOutput.RANDOM_PLAYERS);
        CountingDecider d0 = new CountingDecider(player0, timed);
        CountingDecider d1 = new CountingDecider(player1, timed);
        DuelOptions standard = run.budgets(DuelOptions.standard(duelSeed));
        // random decks are played as duel --random-decks plays them
        DuelOptions options = randomDecks ? standard.withTurnLimit(DuelCommand.RANDOM_DECK_TURN_LIMIT) : standard;
        // a search player forks the duel it plays: then the duel is a line (which records its decisions)
        DuelLine line = null;
        Rules rules;
        ScriptedDuels.Prepared prepared;
        if (seats.forks()) {
            // every fork builds its duel with its scripts again; the first build is the played duel
            ScriptedDuels.Prepared[] played = new ScriptedDuels.Prepared[1];
            line = DuelLine.replaying((a, b) -> {
                Rules built = Rules.of(Duel.fromDecks(options, cards, first, second, a, b));
                ScriptedDuels.Prepared scripts = ScriptedDuels.prepare(built, host);
                if (played[0] == null) {
                    played[0] = scripts;
                }
                return built;
            }, List.of(), d0, d1);
            rules = line.rules();
            prepared = played[0];
            Players.seat(line, player0, player1);
        } else {
            rules = Rules.of(Duel.fromDecks(options, cards, first, second, d0, d1));
            prepared = null;
        }
        Duel duel = rules.duel();
        seatOnDuel(duel, player0, 0);
        seatOnDuel(duel, player1, 1);
        GameWatch watch = GameWatch.on(duel);
        if (prepared == null) {
            prepared = ScriptedDuels.prepare(rules, host);
        }
        watch.loadFailures(prepared.failures());
        DuelScripts scripts = prepared.bridge().scripts();
        long ready = System.nanoTime();
        long readyBytes = THREAD.getCurrentThreadAllocatedBytes();
        long readyCpu = THREAD.getCurrentThreadCpuTime();
        long setupCallbacks = scripts.callbacksRun();
        GameRecord game;
        try {
            game = watch.ended(line != null ? line.play() : new DuelRunner(rules).play());
        } catch (RuntimeException | StackOverflowError | ImpossiblePromptError e) {
            game = watch.failed(e); // counted by the run's summary, with the seed
        }
        long end = System.nanoTime();
        long endBytes = THREAD.getCurrentThreadAllocatedBytes();
        long cpu = THREAD.getCurrentThreadCpuTime() - beginCpu;
        return new DuelFigures(ready - begin, end - ready, readyCpu - beginCpu, cpu, readyBytes - beginBytes, endBytes - readyBytes,
                d0.prompts + d1.prompts, d0.choices + d1.choices, setupCallbacks, scripts.callbacksRun() - setupCallbacks,
                game, new long[] {d0.prompts, d1.prompts}, new long[] {d0.thinkingNanos, d1.thinkingNanos},
                new long[] {d0.longestNanos, d1.longestNanos});
    }

    private static void seatOnDuel(Duel duel, Decider player, int seat) {
        if (player instanceof SeatedDecider seated && !(player instanceof SearchDecider)) {
            seated.takeSeat(duel, seat);
        }
    }

    /**
     * Counts the prompts a player answers, and those with a real choice among several answers; when
     * timed, also the CPU time the player spent choosing (its own thinking: a search player's
     * rollouts, not the engine's work between prompts).
     */
    private static final class CountingDecider implements Decider {
        private final Decider inner;
        private final boolean timed;
        long prompts;
        long choices;
        long thinkingNanos;
        long longestNanos;

        CountingDecider(Decider inner, boolean timed) {
            this.inner = inner;
            this.timed = timed;
        }

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            prompts++;
            if (prompt.options().size() > 1) {
                choices++;
            }
            if (!timed) {
                return inner.choose(prompt);
            }
            long begin = THREAD.getCurrentThreadCpuTime();
            T answer = inner.choose(prompt);
            spent(THREAD.getCurrentThreadCpuTime() - begin);
            return answer;
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            prompts++;
            if (prompt.candidates().size() > prompt.min() || prompt.min() != prompt.max()) {
                choices++;
            }
            if (!timed) {
                return inner.select(prompt);
            }
            long begin = THREAD.getCurrentThreadCpuTime();
            List<Card> answer = inner.select(prompt);
            spent(THREAD.getCurrentThreadCpuTime() - begin);
            return answer;
        }

        private void spent(long nanos) {
            thinkingNanos += nanos;
            longestNanos = Math.max(longestNanos, nanos);
        }
    }
}
