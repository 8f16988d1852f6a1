package dev.spellspeed.spark;

import dev.spellspeed.cli.Main;
import org.apache.spark.SparkConf;

import java.io.PrintWriter;

/**
 * The Spark job's main class: {@code spellspeed simulate} with its games played on the cluster's
 * executors. The same arguments, files and exit status as the command (docs/simulation.md):
 *
 * <pre>spark-submit --class dev.spellspeed.spark.SparkSimulate spellspeed-spark-job.jar --decks decks/ --games 1000 --out results/</pre>
 *
 * The master and the rest of Spark's configuration come from {@code spark-submit}; without one
 * (started with plain {@code java}), the games are played on a local master using every core.
 */
public final class SparkSimulate {
    private SparkSimulate() {}

    public static void main(String[] args) {
        SparkConf conf = new SparkConf().setAppName("spellspeed simulate").setIfMissing("spark.master", "local[*]");
        int status = Main.simulate(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true),
                new SparkRunner(conf));
        System.exit(status);
    }
}
