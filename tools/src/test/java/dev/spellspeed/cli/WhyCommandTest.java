package dev.spellspeed.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code spellspeed why}: the refused requirement at a puzzle's or a test's position, with a positive control. */
class WhyCommandTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path tmp;

    private String previousHome;

    private record Result(int status, String out, String err) {}

    @BeforeEach
    void home() {
        previousHome = System.getProperty(Home.PROPERTY);
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    @AfterEach
    void restore() {
        if (previousHome == null) {
            System.clearProperty(Home.PROPERTY);
        } else {
            System.setProperty(Home.PROPERTY, previousHome);
        }
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    private Path puzzle(boolean withTarget) throws IOException {
        Path file = tmp.resolve(withTarget ? "target.lua" : "none.lua");
        Files.writeString(file, "Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN, 5)\n"
                + "Debug.AddCard(5318639, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN)\n"
                + (withTarget ? "Debug.AddCard(44095762, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)\n" : "")
                + "Debug.ReloadFieldEnd()\naux.BeginPuzzle()\n");
        return file;
    }

    @Test
    void aPuzzlePositionWithoutTargetNamesTheTargetCheck() throws IOException {
        Result result = run("why", "Mystical Space Typhoon", "--puzzle", puzzle(false).toString());
        assertEquals(0, result.status(), result.out() + result.err());
        assertTrue(result.out().contains("Mystical Space Typhoon cannot be activated here by player 0, because:\n"
                + "  Mystical Space Typhoon#1 (hand): card activation (effect #1): no legal target"), result.out());
    }

    @Test
    void withATargetItIsOffered() throws IOException {
        Result result = run("why", "5318639", "--puzzle", puzzle(true).toString());
        assertEquals(0, result.status(), result.out() + result.err());
        assertTrue(result.out().contains("5318639 can be activated here by player 0."), result.out());
    }

    @Test
    void aTestIsPlayedToItsEndAndThenToThePlayersNextPrompt() {
        Path tests = REPO.resolve("core/src/test/resources/script-tests/why-not/refusals.lua");
        Result refused = run("why", "Mirror Force", "--test", tests.toString(), "--filter", "control: a legal target",
                "--player", "1");
        assertEquals(0, refused.status(), refused.out() + refused.err());
        assertTrue(refused.out().startsWith("player 1, chain:"), refused.out());
        assertTrue(refused.out().contains("it is activated when EVENT_ATTACK_ANNOUNCE happens"), refused.out());
        Result offered = run("why", "Mystical Space Typhoon", "--test", tests.toString(), "--filter",
                "control: a legal target");
        assertTrue(offered.out().contains("Mystical Space Typhoon can be activated here by player 0."), offered.out());
    }

    @Test
    void badInputIsRefusedWithOneLine() throws IOException {
        Result unknown = run("why", "Magic Jamer", "--puzzle", puzzle(false).toString());
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().contains("did you mean \"Magic Jammer\"?"), unknown.err());
        Result noFilter = run("why", "Magic Jammer", "--test", puzzle(false).toString());
        assertEquals(2, noFilter.status());
        assertTrue(noFilter.err().contains("--test needs --filter NAME"), noFilter.err());
    }
}
