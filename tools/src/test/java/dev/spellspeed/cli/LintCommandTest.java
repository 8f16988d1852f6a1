package dev.spellspeed.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code spellspeed lint} on the repository's own scripts (the home is the checkout). */
class LintCommandTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final Path DRWA = REPO.resolve("scripts/tests/diagnostics/call-misspelt-function");

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

    @Test
    void anErrorIsPrintedWithPositionRuleAndFixAndExitsOne() {
        Result result = run("lint", DRWA.toString());
        assertEquals(1, result.status(), result.out() + result.err());
        assertTrue(result.out().contains(DRWA.resolve("c55144522.lua") + ":22:2: error [unknown-api] Duel.Drwa is not defined by the API; "
                + "did you mean Duel.Draw?\n"), result.out());
        assertTrue(result.out().endsWith("1 file: 1 error, 0 warnings\n"), result.out());
    }

    @Test
    void theBundledOriginalIsClean() {
        Result result = run("lint", REPO.resolve("scripts/c55144522.lua").toString());
        assertEquals(0, result.status(), result.out());
        assertEquals("1 file: 0 errors, 0 warnings\n", result.out());
    }

    @Test
    void warningsFailOnlyWhenStrict() {
        Path sloppy = REPO.resolve("scripts/tests/diagnostics/lint-sloppy-locals-and-effects");
        assertEquals(0, run("lint", sloppy.toString()).status());
        assertEquals(1, run("lint", "--strict", sloppy.toString()).status());
    }

    @Test
    void jsonListsTheFindings() {
        Result result = run("lint", "--json", DRWA.toString());
        JsonObject json = JsonParser.parseString(result.out()).getAsJsonObject();
        assertEquals(1, json.get("errors").getAsInt());
        JsonObject finding = json.getAsJsonArray("findings").get(0).getAsJsonObject();
        assertEquals("unknown-api", finding.get("rule").getAsString());
        assertEquals(22, finding.get("line").getAsInt());
        assertEquals(2, finding.get("column").getAsInt());
        assertEquals("error", finding.get("severity").getAsString());
    }

    @Test
    void sarifIsWrittenForCodeScanning() throws Exception {
        Path sarif = tmp.resolve("lint.sarif");
        Result result = run("lint", "--sarif", sarif.toString(), DRWA.toString());
        assertEquals(1, result.status());
        JsonObject json = JsonParser.parseString(Files.readString(sarif)).getAsJsonObject();
        assertEquals("2.1.0", json.get("version").getAsString());
        JsonObject run = json.getAsJsonArray("runs").get(0).getAsJsonObject();
        assertTrue(run.getAsJsonObject("tool").getAsJsonObject("driver").getAsJsonArray("rules").size() >= 10);
        JsonObject res = run.getAsJsonArray("results").get(0).getAsJsonObject();
        assertEquals("unknown-api", res.get("ruleId").getAsString());
        assertEquals("error", res.get("level").getAsString());
        JsonObject region = res.getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation").getAsJsonObject("region");
        assertEquals(22, region.get("startLine").getAsInt());
        assertEquals(2, region.get("startColumn").getAsInt());
    }

    @Test
    void checkFailsOnALintErrorThatInitialEffectNeverReaches() {
        // Duel.Drwa sits in the operation: running initial_effect passes, only the lint sees it
        Result withLint = run("check", "--scripts", DRWA.toString());
        assertEquals(1, withLint.status(), withLint.out());
        assertTrue(withLint.out().contains("error [unknown-api] Duel.Drwa is not defined by the API; did you mean Duel.Draw?"), withLint.out());
        assertTrue(withLint.out().endsWith("result: FAILED (1 lint errors)\n"), withLint.out());
        Result json = run("check", "--json", "--scripts", DRWA.toString());
        JsonObject root = JsonParser.parseString(json.out()).getAsJsonObject();
        assertEquals(1, root.getAsJsonObject("lint").get("errors").getAsInt());
        assertEquals(false, root.get("passed").getAsBoolean());
    }

    @Test
    void aMissingPathIsBadInput() {
        Result result = run("lint", tmp.resolve("absent").toString());
        assertEquals(2, result.status());
        assertEquals("spellspeed: " + tmp.resolve("absent") + ": no such file or directory\n", result.err());
    }
}
