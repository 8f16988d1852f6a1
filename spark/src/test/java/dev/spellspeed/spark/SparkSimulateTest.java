package dev.spellspeed.spark;

import dev.spellspeed.cli.Home;
import dev.spellspeed.cli.Main;
import org.apache.spark.SparkConf;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Spark job on a local master ({@code local[2]}) writes the very files the local
 * {@code spellspeed simulate} writes for the same arguments, row for row, and prints the same summary:
 * the games are cut into tasks and played on Spark's executors, the results added up in pair and
 * game order.
 */
class SparkSimulateTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final List<String> OUTPUTS = List.of("matchups.csv", "cards.csv", "errors.csv", "games.csv", "report.html");

    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {
        /** The summary without the line of times, which differ from run to run. */
        List<String> figures() {
            return out.lines().filter(line -> !line.contains("games per second")).map(line -> line.replace("/local/", "/out/")
                    .replace("/spark/", "/out/")).toList();
        }
    }

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    private List<String> arguments(String out, String... more) {
        List<String> args = new ArrayList<>(List.of("--decks", deck("sample-beatdown.ydk"), deck("sample-control.ydk"),
                deck("sample-modern-a.ydk"), "--games", "3", "--seed", "11", "--out", dir.resolve(out).toString()));
        args.addAll(List.of(more));
        return args;
    }

    private static String deck(String name) {
        return REPO.resolve("decks").resolve(name).toString();
    }

    private Result local(String... more) {
        List<String> args = new ArrayList<>(List.of("simulate", "--threads", "2"));
        args.addAll(arguments("local", more));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    private Result spark(String... more) {
        // two games per task: a pair's three games come back in two ranges, added up in order
        SparkConf conf = new SparkConf().setMaster("local[2]").setAppName("SparkSimulateTest")
                .set(SparkRunner.GAMES_PER_TASK, "2").set("spark.ui.enabled", "false");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.simulate(arguments("spark", more).toArray(String[]::new), new PrintWriter(out),
                new PrintWriter(err), new SparkRunner(conf));
        return new Result(status, out.toString(), err.toString());
    }

    private void assertSameFiles() throws IOException {
        for (String name : OUTPUTS) {
            List<String> local = Files.readAllLines(dir.resolve("local").resolve(name));
            // errors.csv may hold its header only
            assertTrue(local.size() > (name.equals("errors.csv") ? 0 : 1), name + " has rows");
            assertEquals(local, Files.readAllLines(dir.resolve("spark").resolve(name)), name);
            assertEquals(Files.readString(dir.resolve("local").resolve(name)), Files.readString(dir.resolve("spark").resolve(name)),
                    name + ", byte for byte");
        }
    }

    @Test
    void theSparkJobWritesTheLocalRunsFilesRowForRow() throws IOException {
        Result local = local();
        Result spark = spark();
        assertEquals(0, local.status(), local.out() + local.err());
        assertEquals(0, spark.status(), spark.out() + spark.err());
        assertTrue(spark.out().contains("on Spark, master local[2]"), spark.out());
        assertTrue(spark.out().contains("18 games: 3 decks, 6 ordered pairs, 3 games each, seed 11, players heuristic and heuristic"),
                spark.out());
        assertEquals(local.figures(), spark.figures());
        assertSameFiles();
        // 18 games, each once
        assertEquals(19, Files.readAllLines(dir.resolve("spark").resolve("games.csv")).size());
    }

    @Test
    void theUsersFilesTravelWithTheJobAndATaskRecordsAnEngineExceptionAndGoesOn() throws IOException {
        // named as the bundled ones are: they must not clash with them when shipped
        Path scripts = Files.createDirectories(dir.resolve("mine").resolve("scripts"));
        Files.writeString(scripts.resolve("c19613556.lua"), """
                -- the user's own Heavy Storm, which fails as it is set up
                local s,id=GetID()
                function s.initial_effect(c)
                	error("the user's own Heavy Storm")
                end
                """);
        Path db = Files.copy(REPO.resolve("cards.db"), dir.resolve("mine").resolve("cards.db"));
        String[] mine = {"--scripts", scripts.toString(), "--db", db.toString(), "--player0", FaultyPlayer.class.getName(),
                "--allow-errors"};
        Result local = local(mine);
        Result spark = spark(mine);
        assertEquals(0, spark.status(), spark.out() + spark.err());
        // the Lua errors name the user's script file where the user has it, whichever machine loaded it
        assertEquals(local.figures(), spark.figures());
        assertSameFiles();
        String errors = Files.readString(dir.resolve("spark").resolve("errors.csv"));
        // the user's script was the one the executors loaded, before the bundled one of the same card
        assertTrue(errors.contains(scripts.resolve("c19613556.lua") + ":4: the user's own Heavy Storm"), errors);
        long faults = errors.lines().filter(row -> row.contains(",engine-exception,") && row.contains("the faulty player's fault"))
                .count();
        List<String> games = Files.readAllLines(dir.resolve("spark").resolve("games.csv"));
        long stopped = games.stream().filter(row -> row.endsWith(",engine-exception")).count();
        // some games failed, each is recorded, and every other game was played to its end
        assertTrue(faults > 0, errors);
        assertEquals(faults, stopped);
        assertTrue(stopped < 18, String.join("\n", games));
        assertEquals(19, games.size());
    }
}
