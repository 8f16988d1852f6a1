package dev.spellspeed.spark;

import dev.spellspeed.simulate.GameRange;
import dev.spellspeed.simulate.PairResults;
import dev.spellspeed.simulate.Simulation;
import dev.spellspeed.simulate.SimulationPlan;
import dev.spellspeed.simulate.SimulationRunner;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * Plays a simulation on Spark: the games cut into ranges of consecutive games of one pair, one
 * task each; the card databases and script directories shipped with the job ({@link JobFiles}); each
 * executor plays its tasks with the engine ({@link ExecutorGames}) and hands back the ranges'
 * counted results, which the driver adds up in pair and game order, as the local run does.
 */
public final class SparkRunner implements SimulationRunner {
    /** Games per task (default: enough tasks for four per core, at most {@value #MAX_GAMES_PER_TASK} games each). */
    public static final String GAMES_PER_TASK = "spark.spellspeed.gamesPerTask";
    static final int MAX_GAMES_PER_TASK = 250;
    private static final int TASKS_PER_CORE = 4;

    private final SparkConf conf;

    /** A runner that starts a Spark context with {@code conf} for each run, and stops it after. */
    public SparkRunner(SparkConf conf) {
        this.conf = conf.clone();
    }

    @Override
    public String where() {
        return "Spark, master " + conf.get("spark.master", "(none)");
    }

    @Override
    public void run(SimulationPlan plan, Consumer<PairResults> sink) throws IOException {
        Simulation simulation = plan.simulation(Thread.currentThread().getContextClassLoader());
        Path staging = Files.createTempDirectory("spellspeed-spark");
        try (JavaSparkContext spark = new JavaSparkContext(conf)) {
            SimulationPlan shipped = JobFiles.ship(spark, plan, staging);
            List<GameRange> ranges = simulation.ranges(gamesPerTask(simulation.totalGames(), spark.defaultParallelism()));
            Broadcast<ExecutorGames> games = spark.broadcast(new ExecutorGames(plan, shipped));
            // collect() keeps the tasks' order: pair and game order
            List<PairResults> results = spark.parallelize(ranges, ranges.size()).map(play(games)).collect();
            results.forEach(sink);
        } finally {
            JobFiles.delete(staging);
        }
    }

    /** The task: a function of the broadcast only, so nothing of the driver travels with it. */
    private static Function<GameRange, PairResults> play(Broadcast<ExecutorGames> games) {
        return range -> games.value().play(range);
    }

    private int gamesPerTask(int totalGames, int cores) {
        int configured = conf.getInt(GAMES_PER_TASK, 0);
        if (configured > 0) {
            return configured;
        }
        int tasks = Math.max(1, cores) * TASKS_PER_CORE;
        return Math.max(1, Math.min(MAX_GAMES_PER_TASK, (totalGames + tasks - 1) / tasks));
    }
}
