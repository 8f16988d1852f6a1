package dev.spellspeed.spark;

import dev.spellspeed.simulate.SimulationPlan;
import org.apache.spark.api.java.JavaSparkContext;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The files a simulation's games need, shipped with the Spark job: each card database as a Spark
 * file, each script directory as a zip archive that Spark unpacks on every executor. They are given
 * names of their own ({@code spellspeed-cards-0.db}, {@code spellspeed-scripts-0.zip}, …) because a
 * user's {@code cards.db} or {@code scripts/} would clash with the bundled ones, and Spark refuses
 * two files of one name.
 */
final class JobFiles {
    private JobFiles() {}

    /**
     * Ships the plan's files from {@code staging} (a directory of the driver's) and returns the plan
     * with each file named as an executor finds it ({@code SparkFiles.get(name)}).
     */
    static SimulationPlan ship(JavaSparkContext spark, SimulationPlan plan, Path staging) throws IOException {
        List<String> databases = new ArrayList<>();
        for (String database : plan.databases()) {
            String name = "spellspeed-cards-" + databases.size() + ".db";
            Files.copy(Path.of(database), staging.resolve(name));
            spark.addFile(staging.resolve(name).toString());
            databases.add(name);
        }
        List<String> scripts = new ArrayList<>();
        for (String directory : plan.scriptDirectories()) {
            scripts.add(archive(spark, Path.of(directory), staging, "spellspeed-scripts-" + scripts.size() + ".zip"));
        }
        String bundled = archive(spark, Path.of(plan.bundledScripts()), staging, "spellspeed-scripts-bundled.zip");
        return plan.withFiles(databases, scripts, bundled);
    }

    private static String archive(JavaSparkContext spark, Path directory, Path staging, String name) throws IOException {
        Path zip = staging.resolve(name);
        try (OutputStream file = Files.newOutputStream(zip); ZipOutputStream out = new ZipOutputStream(file);
             Stream<Path> walk = Files.walk(directory)) {
            for (Path path : walk.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new ZipEntry(directory.relativize(path).toString().replace('\\', '/')));
                Files.copy(path, out);
                out.closeEntry();
            }
        }
        spark.sc().addArchive(zip.toString());
        return name;
    }

    /** Removes the staging directory and what it holds. */
    static void delete(Path staging) throws IOException {
        try (Stream<Path> walk = Files.walk(staging)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
