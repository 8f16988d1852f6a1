package dev.spellspeed.simulate;

import java.util.function.Consumer;

/**
 * Somewhere else to play a simulation's games than this process's threads: the Spark job (the
 * {@code spark} module) plays them on a cluster's executors. {@code spellspeed simulate} with a
 * runner reads the same arguments and writes the same files; only where the games are played changes.
 */
public interface SimulationRunner {
    /** Where the games are played, for the run's summary ("Spark, master local[2]"). */
    String where();

    /**
     * Plays every game of the plan and hands their results to {@code sink} in pair and game order
     * (ranges of games, each after the one before it), on the calling thread.
     *
     * @throws Exception when the run itself fails (a game's own failure is one of its results)
     */
    void run(SimulationPlan plan, Consumer<PairResults> sink) throws Exception;
}
