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
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.run.GameRecord;
import dev.spellspeed.run.GameWatch;
import dev.spellspeed.run.RunSummary;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;
import dev.spellspeed.session.DuelLine;
import dev.spellspeed.session.DuelRecipe;
import dev.spellspeed.session.ForkCheck;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * {@code bench --fork}: what a fork costs, measured against the same build's normal play in one run.
 * A fork is a fresh duel from the prototype cache (its setup) plus the recorded decisions replayed
 * quietly up to the fork point, so per seed this plays the duel normally (setup and play timed),
 * records it, replays it whole from a fork at its end (the cost of one replayed decision), and
 * forks it at half its length, stopping at the pending prompt (one fork at the median depth).
 * Times are the CPU time of the measuring thread, so other work on the machine does not count.
 */
final class ForkBench {
    private static final com.sun.management.ThreadMXBean THREAD =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** Stops a fork at its pending prompt: the fork is made, nothing more is measured. */
    private static final class AtForkPoint extends Error {
        AtForkPoint() {
            super("at the fork point", null, false, false);
        }
    }

    private final ScriptHost host;
    private final CardDatabase cards;
    private final Deck deck0;
    private final Deck deck1;

    ForkBench(ScriptHost host, CardDatabase cards, Deck deck0, Deck deck1) {
        this.host = host;
        this.cards = cards;
        this.deck0 = deck0;
        this.deck1 = deck1;
    }

    /** What one seed's duel cost, in CPU nanoseconds. */
    private record Figures(long setup, long play, long decisions, long freshAtFork, long forkSetup, long replay, long replayed,
                           long forkAtMedian, int depth, long forkAtQuarter, long forkAtThreeQuarters, GameRecord game) {}

    /** Measures and prints; the run's exit status (docs/json.md: a failed normal play counts). */
    int measure(PrintWriter out, PrintWriter err, long seed, int warmup, int duels, RunOptions run) {
        for (int i = 0; i < warmup; i++) {
            measureOne(seed - warmup + i);
        }
        List<Figures> all = new ArrayList<>();
        RunSummary summary = new RunSummary(RunOutput.RANDOM_PLAYERS);
        for (int i = 0; i < duels; i++) {
            Figures f = measureOne(seed + i);
            summary.add(f.game());
            if (f.game().exception() == null) { // a duel the engine could not play is not measured
                all.add(f);
            }
        }
        if (all.isEmpty()) {
            summary.printFailures(out, RunOutput.SHOWN);
            return RunOutput.exit(summary, run, err);
        }
        int measured = all.size();
        long setup = 0, play = 0, decisions = 0, freshAtFork = 0, forkSetup = 0, replay = 0, replayed = 0, forks = 0;
        long quarter = 0, threeQuarters = 0;
        int[] depths = new int[all.size()];
        for (int i = 0; i < all.size(); i++) {
            Figures f = all.get(i);
            setup += f.setup();
            play += f.play();
            decisions += f.decisions();
            freshAtFork += f.freshAtFork();
            forkSetup += f.forkSetup();
            replay += f.replay();
            replayed += f.replayed();
            forks += f.forkAtMedian();
            quarter += f.forkAtQuarter();
            threeQuarters += f.forkAtThreeQuarters();
            depths[i] = f.depth();
        }
        Arrays.sort(depths);
        double setupMs = setup / 1e6 / measured;
        double playUs = play / 1e3 / decisions;
        double forkSetupMs = forkSetup / 1e6 / measured;
        double freshAtForkMs = freshAtFork / 1e6 / measured;
        double forkUs = replay / 1e3 / replayed;
        int medianDepth = depths[depths.length / 2];
        double forksPerSecond = measured / (forks / 1e9);
        double modelled = 1e3 / (forkSetupMs + medianDepth * forkUs / 1e3);
        // how a fork's cost grows with its depth: forks at a quarter, half, three quarters and the whole of each duel
        double meanDecisions = (double) replayed / measured;
        double[] depthMs = {quarter / 1e6 / measured, forks / 1e6 / measured, threeQuarters / 1e6 / measured,
                (forkSetup + replay) / 1e6 / measured};
        if (run.json) {
            Map<String, Object> head = new LinkedHashMap<>();
            head.put("duels", measured);
            head.put("seed", seed);
            head.put("setupMs", round(setupMs, 3));
            head.put("playUsPerDecision", round(playUs, 2));
            head.put("forkSetupMs", round(forkSetupMs, 3));
            head.put("freshSetupAtForkMs", round(freshAtForkMs, 3));
            head.put("forkUsPerDecision", round(forkUs, 2));
            head.put("replayShareOfPlay", round(forkUs / playUs, 2));
            head.put("medianDepth", medianDepth);
            head.put("forksPerSecond", round(forksPerSecond, 1));
            head.put("forksPerSecondModelled", round(modelled, 1));
            head.put("meanDecisions", round(meanDecisions, 1));
            head.put("forkMsAtQuarter", round(depthMs[0], 3));
            head.put("forkMsAtHalf", round(depthMs[1], 3));
            head.put("forkMsAtThreeQuarters", round(depthMs[2], 3));
            head.put("forkMsAtEnd", round(depthMs[3], 3));
            out.println(RunOutput.json(head, summary, Map.of()));
            return RunOutput.exit(summary, run, err);
        }
        out.printf(Locale.ROOT, "%d duels, seeds %d..%d, after %d warm-up duels; CPU time of the measuring thread%n",
                duels, seed, seed + duels - 1, warmup);
        out.printf(Locale.ROOT, "fresh duel setup ms          %10.3f%n", setupMs);
        out.printf(Locale.ROOT, "play us per decision         %10.2f  (normal play: log, observers, random players)%n", playUs);
        out.printf(Locale.ROOT, "fork setup ms                %10.3f  (a fresh duel from the cache, the prefix copied)%n", forkSetupMs);
        out.printf(Locale.ROOT, "fresh duel setup at the fork %10.3f  (made just before it, after a whole duel was played)%n",
                freshAtForkMs);
        out.printf(Locale.ROOT, "fork us per replayed decision%10.2f  (%.0f%% of playing it)%n", forkUs, 100 * forkUs / playUs);
        out.printf(Locale.ROOT, "median fork depth            %10d  (half a duel's decisions)%n", medianDepth);
        out.printf(Locale.ROOT, "forks per second at it       %10.1f  (measured; setup + depth x replay = %.1f)%n",
                forksPerSecond, modelled);
        out.printf(Locale.ROOT, "fork ms at 1/4, 1/2, 3/4, all%10.3f %.3f %.3f %.3f  (of a duel's %.0f decisions on average)%n",
                depthMs[0], depthMs[1], depthMs[2], depthMs[3], meanDecisions);
        summary.printFailures(out, RunOutput.SHOWN);
        return RunOutput.exit(summary, run, err);
    }

    private static double round(double value, int places) {
        double scale = Math.pow(10, places);
        return Math.round(value * scale) / scale;
    }

    private Figures measureOne(long seed) {
        DuelOptions options = DuelOptions.standard(seed);
        // normal play, as plain bench plays it
        long t0 = THREAD.getCurrentThreadCpuTime();
        long[] prompts = {0};
        Duel duel = Duel.fromDecks(options, cards, deck0, deck1,
                counted(RandomDecider.forPlayer(seed, 0), prompts), counted(RandomDecider.forPlayer(seed, 1), prompts));
        Rules rules = Rules.of(duel);
        GameWatch watch = GameWatch.on(duel);
        watch.loadFailures(ScriptedDuels.prepare(rules, host).failures());
        long t1 = THREAD.getCurrentThreadCpuTime();
        GameRecord game;
        try {
            game = watch.ended(new DuelRunner(rules).play());
        } catch (RuntimeException | StackOverflowError e) {
            return new Figures(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, watch.failed(e));
        }
        long t2 = THREAD.getCurrentThreadCpuTime();

        // the same duel recorded, then forked at its end: every decision replayed
        DuelRecipe recipe = DuelRecipe.of(options, cards, deck0, deck1, host);
        DuelLine recorded = DuelLine.start(recipe, RandomDecider.forPlayer(seed, 0), RandomDecider.forPlayer(seed, 1));
        recorded.play();
        int n = recorded.position();
        Decider stop = stopper();
        // a fresh duel from the same recipe, made where the fork is made (after a whole duel was played, its
        // caches as cold): what the fork's setup is compared with; setupMs above is made before any play
        long f0 = THREAD.getCurrentThreadCpuTime();
        recipe.create(stop, stop);
        long f1 = THREAD.getCurrentThreadCpuTime();
        long t3 = THREAD.getCurrentThreadCpuTime();
        DuelLine whole = recorded.branch(n, stop, stop);
        long t4 = THREAD.getCurrentThreadCpuTime();
        whole.play();
        long t5 = THREAD.getCurrentThreadCpuTime();

        // forks at half the duel (the median depth), a quarter and three quarters, each stopped at its pending prompt
        int depth = n / 2;
        long atHalf = timedFork(recorded, depth, stop);
        long atQuarter = timedFork(recorded, n / 4, stop);
        long atThreeQuarters = timedFork(recorded, 3 * n / 4, stop);
        return new Figures(t1 - t0, t2 - t1, prompts[0], f1 - f0, t4 - t3, t5 - t4, n, atHalf, depth, atQuarter, atThreeQuarters,
                game);
    }

    /** The CPU time of one fork of {@code line} at decision {@code at}, made and stopped at its pending prompt. */
    private static long timedFork(DuelLine line, int at, Decider stop) {
        long start = THREAD.getCurrentThreadCpuTime();
        DuelLine fork = line.branch(at, stop, stop);
        try {
            fork.play();
        } catch (AtForkPoint expected) {
            // the fork is at its pending prompt
        }
        return THREAD.getCurrentThreadCpuTime() - start;
    }

    /** Runs the fork invariant ({@link ForkCheck}) on {@code duels} seeds; the number of failures. */
    static int check(PrintWriter out, PrintWriter err, ScriptHost host, CardDatabase cards, Deck deck0, Deck deck1,
                     long seed, int duels) {
        int failed = 0;
        for (int i = 0; i < duels; i++) {
            long s = seed + i;
            ForkCheck.Outcome outcome = ForkCheck.check(DuelRecipe.of(DuelOptions.standard(s), cards, deck0, deck1, host), s);
            if (!outcome.passed()) {
                failed++;
                err.printf("seed %d, forked at decision %d of %d: %s%n", s, outcome.forkAt(), outcome.decisions(),
                        outcome.problem());
            }
        }
        out.printf(Locale.ROOT, "fork invariant: %d of %d duels forked at a random decision played on identically%n",
                duels - failed, duels);
        return failed;
    }

    private static Decider stopper() {
        return new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                throw new AtForkPoint();
            }

            @Override
            public List<Card> select(SelectPrompt prompt) {
                throw new AtForkPoint();
            }
        };
    }

    private static Decider counted(Decider inner, long[] count) {
        return new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                count[0]++;
                return inner.choose(prompt);
            }

            @Override
            public List<Card> select(SelectPrompt prompt) {
                count[0]++;
                return inner.select(prompt);
            }
        };
    }
}
