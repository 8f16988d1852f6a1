package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.RandomDecks;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.run.CardPlay;
import dev.spellspeed.run.GameRecord;
import dev.spellspeed.run.GameWatch;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code soak}: many random-deck duels (with Extra Decks) over the loaded card pool, on several
 * threads, checking the field invariants after every decision; optionally every other duel with a
 * directory of hostile scripts searched first. Reports invariant violations, engine exceptions,
 * aborted duels by cause, Lua errors, and the heap over time. Duel i uses seed S + i for its decks
 * and players, so a failure names the seed that replays it with {@code duel --random-decks}.
 */
@Command(name = "soak", mixinStandardHelpOptions = true,
        description = "Play many random-deck duels on several threads, checking invariants after every decision.")
final class SoakCommand implements java.util.concurrent.Callable<Integer> {
    /** Random players can stall; a duel not over by then is a draw. */
    private static final int TURN_LIMIT = 200;
    private static final int SHOWN = 20;

    @Spec
    CommandSpec spec;

    @Option(names = "--duels", defaultValue = "1000", paramLabel = "N", description = "Duels to play (default: ${DEFAULT-VALUE}).")
    int duels;

    @Option(names = "--threads", defaultValue = "2", paramLabel = "T", description = "Threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of duel 0 (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--hostile", paramLabel = "DIR",
            description = "Scripts searched first in every odd-numbered duel (replacing the cards of the same ids); "
                    + "even-numbered duels stay clean and must end without an abort.")
    Path hostile;

    @Mixin
    CardSources sources = new CardSources();

    /** What one duel gave. */
    /**
     * What the report needs of one duel, and only that: a long soak holds one per duel until the end,
     * so not its whole game record (every card's play), which grew the heap by ~5 KB per duel.
     */
    private record Outcome(boolean hostile, long seed, List<String> violations, String exception, String abortCause,
                           int luaErrors) {}

    @Override
    public Integer call() throws Exception {
        if (duels < 1 || threads < 1) {
            throw new UserError("--duels and --threads must be at least 1");
        }
        if (hostile != null && !Files.isDirectory(hostile)) {
            throw new UserError("--hostile " + hostile + ": no such directory");
        }
        CardDatabase cards = sources.cards();
        RandomDecks decks;
        try {
            decks = new RandomDecks(cards);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        ScriptHost clean = sources.scriptHost();
        ScriptHost withHostile = null;
        if (hostile != null) {
            List<Path> dirs = new ArrayList<>();
            dirs.add(hostile.toAbsolutePath());
            sources.scriptDirs.forEach(d -> dirs.add(d.toAbsolutePath()));
            withHostile = new ScriptHost(ScriptDirectories.of(dirs, Home.home().resolve("scripts")), SandboxOptions.defaults());
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        AtomicInteger done = new AtomicInteger();
        int sampleEvery = Math.max(1, duels / 10);
        List<String> heap = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<Outcome>> futures = new ArrayList<>(duels);
        for (int i = 0; i < duels; i++) {
            long duelSeed = seed + i;
            boolean isHostile = withHostile != null && i % 2 == 1;
            ScriptHost host = isHostile ? withHostile : clean;
            futures.add(pool.submit(() -> {
                Outcome outcome = play(cards, decks, host, duelSeed, isHostile);
                int n = done.incrementAndGet();
                if (n % sampleEvery == 0) {
                    Runtime rt = Runtime.getRuntime();
                    synchronized (heap) {
                        heap.add(String.format(Locale.ROOT, "after %d duels: %.1f MiB used of %.1f MiB", n,
                                (rt.totalMemory() - rt.freeMemory()) / 1048576.0, rt.totalMemory() / 1048576.0));
                    }
                    err.print("\r" + n + "/" + duels);
                    err.flush();
                }
                return outcome;
            }));
        }
        List<Outcome> outcomes = new ArrayList<>(duels);
        for (Future<Outcome> f : futures) {
            outcomes.add(f.get());
        }
        pool.shutdown();
        err.println();
        double seconds = (System.nanoTime() - start) / 1e9;
        return report(out, outcomes, heap, seconds);
    }

    private static Outcome play(CardDatabase cards, RandomDecks decks, ScriptHost host, long duelSeed, boolean hostile) {
        Duel duel = Duel.fromDecks(DuelOptions.standard(duelSeed).withTurnLimit(TURN_LIMIT), cards,
                decks.deal(duelSeed * 2), decks.deal(duelSeed * 2 + 1),
                RandomDecider.forPlayer(duelSeed, 0), RandomDecider.forPlayer(duelSeed, 1));
        List<String> violations = new ArrayList<>();
        duel.onDecision(prompt -> {
            if (violations.size() < 3) {
                for (String broken : duel.field().verifyInvariants()) {
                    violations.add("turn " + duel.turn().number() + ": " + broken);
                }
            }
        });
        Rules rules = Rules.of(duel);
        GameRecord record = GameWatch.play(rules, host);
        return new Outcome(hostile, record.seed(), violations, record.exception(), record.abortCause(),
                record.cards().values().stream().mapToInt(CardPlay::luaErrors).sum());
    }

    private int report(PrintWriter out, List<Outcome> outcomes, List<String> heap, double seconds) {
        int violations = 0;
        int exceptions = 0;
        int cleanAborts = 0;
        int luaErrors = 0;
        Map<String, Integer> abortsByCause = new TreeMap<>();
        List<String> shown = new ArrayList<>();
        for (Outcome o : outcomes) {
            String label = "seed " + o.seed() + (o.hostile() ? " (hostile)" : "");
            if (!o.violations().isEmpty()) {
                violations++;
                shown.add(label + ": invariant: " + o.violations().get(0));
            }
            if (o.exception() != null) {
                exceptions++;
                shown.add(label + ": engine exception: " + o.exception());
            }
            if (o.abortCause() != null) {
                abortsByCause.merge(cause(o.abortCause()), 1, Integer::sum);
                if (!o.hostile()) {
                    cleanAborts++;
                    shown.add(label + ": aborted: " + o.abortCause());
                }
            }
            if (!o.hostile()) {
                luaErrors += o.luaErrors();
            }
        }
        long hostileDuels = outcomes.stream().filter(Outcome::hostile).count();
        out.printf(Locale.ROOT, "%d duels (%d with hostile scripts), seeds %d to %d, %.1f s, %.1f duels per second%n",
                outcomes.size(), hostileDuels, seed, seed + outcomes.size() - 1, seconds, outcomes.size() / seconds);
        out.println("invariant violations: " + violations + " duels");
        out.println("engine exceptions: " + exceptions);
        out.println("aborted duels: " + abortsByCause.values().stream().mapToInt(Integer::intValue).sum()
                + (abortsByCause.isEmpty() ? "" : " " + abortsByCause) + (hostile != null ? ", of them clean: " + cleanAborts : ""));
        out.println("Lua errors in clean duels: " + luaErrors);
        out.println("heap:");
        heap.forEach(line -> out.println("  " + line));
        shown.stream().limit(SHOWN).forEach(line -> out.println("  " + line));
        boolean failed = violations > 0 || exceptions > 0 || cleanAborts > 0;
        return failed ? 1 : 0;
    }

    /** The kind of budget or cancellation, without the location: "work budget of 500000000 units exceeded". */
    private static String cause(String detail) {
        int in = detail.indexOf(" in ");
        return in < 0 ? detail : detail.substring(0, in);
    }
}
