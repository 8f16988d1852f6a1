package dev.spellspeed.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.ReplayFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** --player0/--player1/--player, --plugin and --think on demo, duel and bench; the replay and the JSON name the players. */
class PlayerChoiceTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {}

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    private static String deck(String name) {
        return REPO.resolve("decks").resolve(name).toString();
    }

    private static JsonObject json(Result result) {
        assertEquals(0, result.status(), result.err());
        return JsonParser.parseString(result.out()).getAsJsonObject();
    }

    private static List<String> players(JsonObject json) {
        JsonArray players = json.getAsJsonArray("players");
        return List.of(players.get(0).getAsString(), players.get(1).getAsString());
    }

    @Test
    void duelGamesReportGamesWinsDrawsAndPlayers() {
        JsonObject json = json(run("duel", "--deck0", deck("sample-modern-a.ydk"), "--deck1", deck("sample-modern-b.ydk"),
                "--games", "4", "--player0", "heuristic", "--player1", "random", "--json"));
        assertEquals(4, json.get("games").getAsInt());
        JsonArray wins = json.getAsJsonArray("wins");
        assertEquals(4, wins.get(0).getAsInt() + wins.get(1).getAsInt() + json.get("draws").getAsInt());
        assertEquals(List.of("heuristic", "random"), players(json));
    }

    @Test
    void theDefaultsAreHeuristicForDemoAndRandomForDuelAndBench() {
        assertEquals(List.of("heuristic", "heuristic"), players(json(run("demo", "--seed", "2", "--json"))));
        assertEquals(List.of("random", "random"), players(json(run("duel", "--deck0", deck("bench-a.ydk"), "--deck1",
                deck("bench-b.ydk"), "--json"))));
        assertEquals(List.of("random", "random"), players(json(run("bench", "--duels", "2", "--warmup", "0", "--live", "0",
                "--json"))));
        assertEquals(List.of("search", "search"), players(json(run("bench", "--duels", "1", "--warmup", "0", "--live", "0",
                "--player", "search", "--think", "2", "--json"))));
    }

    @Test
    void theReplayRecordsThePlayersAndReplaysTheDuel() throws Exception {
        Path file = dir.resolve("game.json");
        Result played = run("duel", "--deck0", deck("bench-a.ydk"), "--deck1", deck("bench-b.ydk"), "--seed", "3",
                "--player0", "search", "--think", "2", "--player1", "heuristic", "--replay-out", file.toString());
        assertEquals(0, played.status(), played.err());
        Replay replay = ReplayFiles.read(file);
        assertEquals(List.of("search", "heuristic"), replay.players());
        Result replayed = run("replay", file.toString());
        assertEquals(0, replayed.status(), replayed.err());
        assertEquals(played.out(), replayed.out());
    }

    @Test
    void aBadPlayerNameIsOneLineAndExitStatus2() {
        Result result = run("duel", "--deck0", deck("bench-a.ydk"), "--deck1", deck("bench-b.ydk"),
                "--player1", "com.example.NoSuchPlayer");
        assertEquals(2, result.status());
        assertEquals("spellspeed: player class com.example.NoSuchPlayer not found on the classpath (give its jar with "
                + "--plugin JAR)", result.err().strip());
        assertEquals(2, run("demo", "--player", "nobody").status());
        assertEquals(2, run("demo", "--player", "heuristic", "--player0", "random").status());
        assertEquals(2, run("demo", "--player", "search", "--think", "0").status());
        assertEquals(2, run("demo", "--player0", "x.Y", "--plugin", dir.resolve("missing.jar").toString()).status());
        // the control: a good name is accepted
        assertEquals(0, run("demo", "--player", "random").status());
    }

    @Test
    void aPlayerClassIsLoadedFromAPluginJar() throws Exception {
        Path jar = pluginJar();
        String name = "example.players.FirstAnswer";
        // not on the classpath: refused without the jar, found with it
        assertEquals(2, run("demo", "--player0", name).status());
        Result result = run("demo", "--player0", name, "--plugin", jar.toString(), "--json");
        JsonObject json = json(result);
        assertEquals(List.of(name, "heuristic"), players(json));
    }

    /** A jar with one Decider class, compiled now, so it is on no classpath but the jar's. */
    private Path pluginJar() throws Exception {
        Path src = dir.resolve("src/example/players/FirstAnswer.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, """
                package example.players;

                import dev.spellspeed.decision.ChoicePrompt;
                import dev.spellspeed.decision.Decider;
                import dev.spellspeed.decision.SelectPrompt;
                import dev.spellspeed.duel.Card;
                import java.util.List;

                public final class FirstAnswer implements Decider {
                    public FirstAnswer(long seed) {}

                    public <T> T choose(ChoicePrompt<T> prompt) {
                        return prompt.options().get(0);
                    }

                    public List<Card> select(SelectPrompt prompt) {
                        return prompt.candidates().subList(0, prompt.min());
                    }
                }
                """);
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assertNotNull(compiler, "a JDK compiler");
        int status = compiler.run(null, OutputStream.nullOutputStream(), System.err, "-d", classes.toString(),
                "-cp", System.getProperty("java.class.path"), src.toString());
        assertEquals(0, status);
        Path jar = dir.resolve("players.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("example/players/FirstAnswer.class"));
            out.write(Files.readAllBytes(classes.resolve("example/players/FirstAnswer.class")));
            out.closeEntry();
        }
        assertTrue(Files.size(jar) > 0);
        return jar;
    }
}
