/**
 * {@code spellspeed simulate} as an Apache Spark job ({@link dev.spellspeed.spark.SparkSimulate}): the
 * driver reads the arguments and writes the results exactly as the command does; the games are cut
 * into (pair, game range) tasks that the executors play with the engine, each executor building its
 * card database and one script host per task thread once, from the job's shipped files.
 */
package dev.spellspeed.spark;
