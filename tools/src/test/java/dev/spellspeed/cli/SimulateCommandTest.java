package dev.spellspeed.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code spellspeed simulate}: the same files byte for byte whatever the threads, each game
 * replayable alone with {@code spellspeed duel}, and an earlier run's results never overwritten silently.
 */
class SimulateCommandTest {
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
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err), false);
        return new Result(status, out.toString(), err.toString());
    }

    private static String deck(String name) {
        return REPO.resolve("decks").resolve(name).toString();
    }

    private Result simulate(String out, int threads, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("simulate", "--decks", deck("sample-beatdown.ydk"),
                deck("sample-control.ydk"), "--games", "2", "--seed", "4", "--threads", String.valueOf(threads),
                "--out", dir.resolve(out).toString()));
        args.addAll(List.of(more));
        return run(args.toArray(String[]::new));
    }

    @Test
    void oneAndTwoThreadsWriteTheSameFiles() throws IOException {
        Result one = simulate("one", 1);
        Result two = simulate("two", 2);
        assertEquals(0, one.status(), one.out() + one.err());
        assertEquals(0, two.status(), two.out() + two.err());
        assertTrue(one.out().contains("4 games: 2 decks, 2 ordered pairs, 2 games each, seed 4, players heuristic and heuristic"),
                one.out());
        for (String name : SimulateCommand.OUTPUTS) {
            byte[] first = Files.readAllBytes(dir.resolve("one").resolve(name));
            assertTrue(first.length > 0, name);
            assertArrayEquals(first, Files.readAllBytes(dir.resolve("two").resolve(name)), name);
        }
        // nothing but the bar would go to stderr, and stderr is no terminal here
        assertEquals("", one.err());
    }

    @Test
    void theDuelCommandReplaysAGameFromItsSeed() throws IOException {
        assertEquals(0, simulate("run", 2).status());
        List<String> games = Files.readAllLines(dir.resolve("run").resolve("games.csv"));
        assertEquals("deck_a,deck_b,game,seed,winner,turns,end", games.get(0));
        String[] game = games.get(2).split(",");
        Result duel = run("duel", "--deck0", deck(game[0]), "--deck1", deck(game[1]), "--seed", game[3],
                "--player", "heuristic", "--json");
        assertEquals(0, duel.status(), duel.out() + duel.err());
        String wins = "a".equals(game[4]) ? "\"wins\":[1,0]" : "b".equals(game[4]) ? "\"wins\":[0,1]" : "\"draws\":1";
        assertTrue(duel.out().contains(wins), game[4] + " in " + duel.out());
        // the control: another seed is another game
        assertTrue(!game[3].equals(games.get(1).split(",")[3]));
    }

    @Test
    void anEarlierRunIsNotOverwrittenWithoutForce() throws IOException {
        assertEquals(0, simulate("run", 1).status());
        byte[] before = Files.readAllBytes(dir.resolve("run").resolve("matchups.csv"));
        Result again = run("simulate", "--decks", deck("sample-beatdown.ydk"), deck("sample-modern-a.ydk"), "--games", "1",
                "--out", dir.resolve("run").toString());
        assertEquals(2, again.status(), again.err());
        assertTrue(again.err().contains("matchups.csv exists"), again.err());
        assertArrayEquals(before, Files.readAllBytes(dir.resolve("run").resolve("matchups.csv")));
        assertEquals(0, simulate("run", 1, "--force").status());
    }

    @Test
    void aDirectoryOfDecksIsTakenInFileNameOrder() throws IOException {
        Path decks = Files.createDirectories(dir.resolve("decks"));
        Files.copy(Path.of(deck("sample-control.ydk")), decks.resolve("b.ydk"));
        Files.copy(Path.of(deck("sample-beatdown.ydk")), decks.resolve("a.ydk"));
        Result result = run("simulate", "--decks", decks.toString(), "--games", "1", "--out", dir.resolve("out").toString());
        assertEquals(0, result.status(), result.out() + result.err());
        List<String> rows = Files.readAllLines(dir.resolve("out").resolve("matchups.csv"));
        assertTrue(rows.get(1).startsWith("a.ydk,b.ydk,1,"), rows.toString());
        assertTrue(rows.get(2).startsWith("b.ydk,a.ydk,1,"), rows.toString());
        Result lonely = run("simulate", "--decks", deck("sample-beatdown.ydk"), "--out", dir.resolve("x").toString());
        assertEquals(2, lonely.status());
        assertTrue(lonely.err().contains("at least two, or --mirror"), lonely.err());
    }
}
