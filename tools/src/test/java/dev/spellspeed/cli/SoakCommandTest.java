package dev.spellspeed.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 27, item 7: the short soak kept in {@code mvn verify}: random-deck duels with Extra Decks
 * on two threads, half of them with a hostile Pot of Greed, end with no invariant violation, no
 * engine exception and no abort of a clean duel. The long soaks are the command with more duels.
 */
class SoakCommandTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    @Test
    void aShortSoakWithHostileScriptsEndsClean() {
        StringWriter out = new StringWriter();
        int status = Main.run(new String[] {"soak", "--duels", "1000", "--threads", "2", "--seed", "1000",
                "--hostile", Path.of("src/test/resources/soak/hostile").toString()},
                new PrintWriter(out), new PrintWriter(new StringWriter()));
        String report = out.toString();
        assertEquals(0, status, report);
        assertTrue(report.startsWith("1000 duels (500 with hostile scripts), seeds 1000 to 1999"), report);
        assertTrue(report.contains("invariant violations: 0 duels"), report);
        assertTrue(report.contains("engine exceptions: 0\n"), report);
        assertTrue(report.contains("Lua errors in clean duels: 0"), report);
    }
}
