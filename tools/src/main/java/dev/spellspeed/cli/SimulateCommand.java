package dev.spellspeed.cli;

import dev.spellspeed.ai.Players;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.run.RunSummary;
import dev.spellspeed.simulate.NamedDeck;
import dev.spellspeed.simulate.PairResults;
import dev.spellspeed.simulate.Simulation;
import dev.spellspeed.simulate.SimulationPlan;
import dev.spellspeed.simulate.SimulationRunner;
import dev.spellspeed.simulate.SimulationTables;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Balance simulation: every ordered pair of decks plays N seeded games between the chosen players
 * (heuristic by default), on every core, and the results go to CSV files and an HTML report
 * (docs/simulation.md).
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Play every ordered pair of decks (both seat orders) N games each with seeded players (heuristic "
                + "unless --player says otherwise) and write matchups.csv, cards.csv, errors.csv, games.csv and report.html "
                + "(docs/simulation.md). Each game's seed comes from --seed, the two decks' file names and the game "
                + "number. Exit status 1 when a Lua error, an engine exception or an abort happened, unless --allow-errors.")
final class SimulateCommand implements Callable<Integer> {
    static final List<String> OUTPUTS = List.of("matchups.csv", "cards.csv", "errors.csv", "games.csv", "report.html");

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Option(names = "--decks", arity = "1..*", required = true, paramLabel = "DIR_OR_FILE",
            description = "Decks: .ydk files, or directories whose .ydk files are all taken. They are ordered by file name.")
    List<Path> deckSources = new ArrayList<>();

    @Option(names = "--games", defaultValue = "100", paramLabel = "N",
            description = "Games per ordered pair of decks (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "The run's seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "T",
            description = "Games played at once (default: the number of processors); the results do not depend on it.")
    Integer threads;

    @Option(names = "--out", defaultValue = "simulation", paramLabel = "DIR",
            description = "Directory of the results (default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--mirror", description = "Also play each deck against itself.")
    boolean mirror;

    @Option(names = "--force", description = "Overwrite the results of an earlier run in --out.")
    boolean force;

    @Mixin
    CardSources sources = new CardSources();

    @Mixin
    RunOptions run = new RunOptions();

    @Mixin
    PlayerChoice players = new PlayerChoice();

    /** Where the games are played: null for this process's threads. */
    private final SimulationRunner runner;

    SimulateCommand() {
        this(null);
    }

    /** {@code simulate} playing its games with {@code runner} (the Spark job: {@link Main#simulate}). */
    SimulateCommand(SimulationRunner runner) {
        this.runner = runner;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (games < 1) {
            throw new UserError("--games must be at least 1, got " + games);
        }
        int threadCount = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (threadCount < 1) {
            throw new UserError("--threads must be at least 1, got " + threadCount);
        }
        if (!force) {
            for (String name : OUTPUTS) {
                if (Files.exists(out.resolve(name))) {
                    throw new UserError(out.resolve(name) + " exists: choose another --out, or --force to overwrite it");
                }
            }
        }
        PlayerChoice.Seats seats = players.seats(Players.HEURISTIC);
        CardDatabase cards = sources.cards();
        List<NamedDeck> decks = decks(cards);
        if (decks.size() < 2 && !mirror) {
            throw new UserError("one deck has no other to play: give at least two, or --mirror");
        }
        // the budgets are checked once here, not on a worker thread
        run.budgets(DuelOptions.standard(seed));
        SimulationPlan plan = new SimulationPlan(decks, games, seed, mirror, seats.player0().name(),
                seats.player1().name(), players.think, run.workBudget, run.memoryBudget,
                sources.databaseFiles().stream().map(file -> file.toAbsolutePath().toString()).toList(),
                sources.scriptDirectories().stream().map(Path::toString).toList(),
                Home.home().resolve("scripts").toString());
        Simulation simulation = plan.simulation(seats.player0(), seats.player1());
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int total = simulation.totalGames();
        Progress progress = new Progress(err, main != null && main.errIsTerminal(), total);
        long start = System.nanoTime();
        long startCpu = processCpu();
        SimulationTables tables = new SimulationTables(simulation, cards);
        RunSummary summary = new RunSummary(seats.names());
        int[] done = {0};
        // when the first half of the games was in: the second half's rate is what a long run settles at,
        // once the JIT has compiled the engine and the scripts (docs/simulation.md, "Measured")
        long[] halfway = {0};
        int[] gamesAtHalfway = {0};
        // the games come in pair and game order, wherever they were played
        Consumer<PairResults> sink = results -> {
            tables.add(results);
            summary.add(results.summary());
            progress.advance(done[0] += results.games());
            if (halfway[0] == 0 && done[0] * 2 >= total) {
                halfway[0] = System.nanoTime();
                gamesAtHalfway[0] = done[0];
            }
        };
        if (runner == null) {
            simulation.run(cards, plan::scriptHost, threadCount, outcome -> sink.accept(PairResults.of(simulation, outcome)));
        } else {
            try {
                runner.run(plan, sink);
            } catch (InterruptedException | RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(runner.where() + ": " + e.getMessage(), e);
            }
        }
        progress.finish();
        long end = System.nanoTime();
        double seconds = Math.max((end - start) / 1e9, 1e-9);
        double secondHalfRate = (total - gamesAtHalfway[0]) / Math.max((end - halfway[0]) / 1e9, 1e-9);
        // CPU time of the whole process: on a shared machine it says what the games cost when wall time cannot
        double cpuSeconds = (processCpu() - startCpu) / 1e9;
        try {
            tables.write(out);
        } catch (IOException e) {
            throw new UserError(out + ": cannot write the results: " + e.getMessage());
        }
        if (run.json) {
            Map<String, Object> head = new LinkedHashMap<>();
            head.put("seed", seed);
            head.put("decks", decks.size());
            head.put("pairs", simulation.pairs().size());
            Map<String, Object> tail = new LinkedHashMap<>();
            tail.put("threads", threadCount);
            tail.put("duelsPerSecond", Math.round(total / seconds * 10) / 10.0);
            tail.put("secondHalfDuelsPerSecond", Math.round(secondHalfRate * 10) / 10.0);
            tail.put("seconds", Math.round(seconds * 10) / 10.0);
            tail.put("cpuSeconds", Math.round(cpuSeconds * 10) / 10.0);
            tail.put("out", out.toString());
            stdout.println(RunOutput.json(head, summary, tail));
        } else {
            stdout.printf(Locale.ROOT, "%d games: %d decks, %d ordered pairs, %d games each, seed %d, players %s and %s%n",
                    total, decks.size(), simulation.pairs().size(), games, seed, seats.player0().name(),
                    seats.player1().name());
            String where = runner != null ? runner.where() : threadCount + " thread" + (threadCount == 1 ? "" : "s");
            stdout.printf(Locale.ROOT, "%.1f s on %s (%.1f s CPU), %.1f games per second (%.1f in the second half), "
                    + "average %.1f turns per duel%n", seconds, where, cpuSeconds, total / seconds, secondHalfRate,
                    summary.averageTurns());
            summary.printFailures(stdout, RunOutput.SHOWN, false);
            stdout.println("results: " + OUTPUTS.stream().map(name -> out.resolve(name).toString())
                    .reduce((a, b) -> a + ", " + b).orElseThrow());
        }
        return RunOutput.exit(summary, run, err);
    }

    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** The decks named by --decks, ordered by file name; two files of the same name are refused. */
    private List<NamedDeck> decks(CardDatabase cards) {
        List<Path> files = new ArrayList<>();
        for (Path source : deckSources) {
            if (Files.isDirectory(source)) {
                try (Stream<Path> listing = Files.list(source)) {
                    List<Path> found = listing.filter(p -> p.getFileName().toString().endsWith(".ydk"))
                            .filter(Files::isRegularFile).toList();
                    if (found.isEmpty()) {
                        throw new UserError("--decks " + source + ": no .ydk file in it");
                    }
                    files.addAll(found);
                } catch (IOException e) {
                    throw new UserError("--decks " + source + ": cannot list it: " + e.getMessage());
                }
            } else if (Files.isRegularFile(source)) {
                files.add(source);
            } else {
                throw new UserError("--decks " + source + ": no such file or directory");
            }
        }
        files.sort(Comparator.comparing((Path p) -> p.getFileName().toString()).thenComparing(Path::toString));
        List<NamedDeck> decks = new ArrayList<>();
        for (Path file : files) {
            String name = file.getFileName().toString();
            if (!decks.isEmpty() && decks.get(decks.size() - 1).name().equals(name)) {
                throw new UserError("--decks: two decks are called " + name
                        + " (a game's seed comes from the file names: rename one)");
            }
            decks.add(new NamedDeck(name, DuelSetup.loadDeck(file, cards)));
        }
        return decks;
    }
}
