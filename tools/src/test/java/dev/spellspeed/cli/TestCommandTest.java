package dev.spellspeed.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code spellspeed test}, in-process, on the repository's scenario tests and on the runner's broken tests. */
class TestCommandTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final Path BROKEN = REPO.resolve("core/src/test/resources/script-tests/broken");

    private record Result(int status, String out, String err) {
        String lastLine() {
            List<String> lines = out.lines().toList();
            return lines.get(lines.size() - 1);
        }
    }

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

    @Test
    void theBundledScenariosPass() {
        Result result = run("test");
        assertEquals(0, result.status(), result.out() + result.err());
        assertTrue(result.lastLine().matches("\\d+ passed, 0 failed(, \\d+ skipped)?"), result.lastLine());
        assertTrue(result.out().contains("PASS scripts/tests/rulings/R001.lua: R001 duel set-up, opening hand and the normal draw")
                || result.out().contains("PASS " + REPO.resolve("scripts/tests/rulings/R001.lua")), result.out());
    }

    @Test
    void brokenTestsExitWith1AndEndWithTheSummaryLine() {
        Result result = run("test", BROKEN.toString());
        assertEquals(1, result.status(), result.err());
        assertEquals("0 passed, 16 failed", result.lastLine());
        assertTrue(result.out().contains("FAIL "), result.out());
        assertTrue(result.out().contains("wrong_expectation.lua: a wrong expectation\n    "), result.out());
        assertTrue(result.out().contains("wrong_expectation.lua:5: expected LP of player 1 to be 6000, but it is 6100"),
                result.out());
    }

    @Test
    void theFilterSelectsTests() {
        Result result = run("test", "--filter", "R025 equal ATK");
        assertEquals(0, result.status(), result.out());
        assertEquals(2, result.out().lines().count(), result.out());
        assertEquals("1 passed, 0 failed", result.lastLine());
    }

    @Test
    void skippedTestsAreCountedWhenThereAreAny(@org.junit.jupiter.api.io.TempDir Path dir) throws java.io.IOException {
        Path file = dir.resolve("skipping.lua");
        java.nio.file.Files.writeString(file, "Test('waits for a feature', function(t) t:Skip('not yet') end)\n");
        Result result = run("test", file.toString());
        assertEquals(0, result.status(), result.out());
        assertTrue(result.out().startsWith("SKIP "), result.out());
        assertEquals("0 passed, 0 failed, 1 skipped", result.lastLine());
    }

    @Test
    void aMissingPathIsBadInput() {
        Result result = run("test", REPO.resolve("no/such/tests").toString());
        assertEquals(2, result.status());
        assertTrue(result.err().contains("no/such/tests: no such test file or directory"), result.err());
    }

    @Test
    void aMissingScriptsDirectoryIsBadInput() {
        Result result = run("test", "--scripts", REPO.resolve("no-such-dir").toString());
        assertEquals(2, result.status());
        assertTrue(result.err().contains("no such directory"), result.err());
    }

    @Test
    void userScriptDirectoriesComeFirst() {
        Path cards = REPO.resolve("core/src/test/resources/script-tests/card-error/cards");
        Path tests = REPO.resolve("core/src/test/resources/script-tests/card-error/tests");
        Result result = run("test", "--scripts", cards.toString(), tests.toString());
        assertEquals(1, result.status());
        assertTrue(result.out().contains("c14898066 (Vorse Raider) initial_effect: "), result.out());
    }
}
