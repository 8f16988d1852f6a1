package dev.spellspeed.spark;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDatabaseException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.simulate.GameRange;
import dev.spellspeed.simulate.PairResults;
import dev.spellspeed.simulate.Simulation;
import dev.spellspeed.simulate.SimulationPlan;
import org.apache.spark.SparkFiles;

import java.io.Serializable;
import java.util.function.UnaryOperator;

/**
 * What an executor needs to play a simulation's games, broadcast to every executor: the plan, its
 * files named as the job shipped them. Spark deserializes a broadcast once per executor and hands
 * every task the same object, so the card database and the per-thread script hosts built here on
 * first use serve all the executor's tasks (without any static state): a task builds its duels from
 * them as a thread of the local run does.
 */
final class ExecutorGames implements Serializable {
    private static final long serialVersionUID = 1L;

    private final SimulationPlan original;
    private final SimulationPlan shipped;
    private transient Prepared prepared;

    /**
     * The simulation, its cards and one script host per task thread, on this executor, and the
     * rewriting of its script files' paths in messages to the driver's.
     */
    private record Prepared(Simulation simulation, CardDatabase cards, ThreadLocal<ScriptHost> hosts,
                            UnaryOperator<String> messages) {}

    /**
     * @param original the plan as the driver has it
     * @param shipped  the same plan with its files named as {@link JobFiles#ship} shipped them
     */
    ExecutorGames(SimulationPlan original, SimulationPlan shipped) {
        this.original = original;
        this.shipped = shipped;
    }

    /** Plays one range of games and counts them; a game's engine exception is one of the results. */
    PairResults play(GameRange range) throws CardDatabaseException {
        Prepared here = prepared();
        return here.simulation().play(here.cards(), here.hosts().get(), range, here.messages());
    }

    private synchronized Prepared prepared() throws CardDatabaseException {
        if (prepared == null) {
            SimulationPlan local = shipped.withFiles(shipped.databases().stream().map(SparkFiles::get).toList(),
                    shipped.scriptDirectories().stream().map(SparkFiles::get).toList(), SparkFiles.get(shipped.bundledScripts()));
            // a plugin player's class comes with the job's jars (spark-submit --jars)
            Simulation simulation = local.simulation(Thread.currentThread().getContextClassLoader());
            prepared = new Prepared(simulation, local.cards(), ThreadLocal.withInitial(local::scriptHost),
                    local.pathsAs(original));
        }
        return prepared;
    }
}
