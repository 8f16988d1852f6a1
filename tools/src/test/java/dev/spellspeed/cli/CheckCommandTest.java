package dev.spellspeed.cli;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code spellspeed check} on the test scripts of core/src/test/resources/check (its README says
 * what each card does), with a home whose scripts/ is a copy of their base/ directory.
 */
class CheckCommandTest {
    private static final Path CHECK = Path.of("../core/src/test/resources/check").toAbsolutePath().normalize();
    private static final Path USER = CHECK.resolve("user");
    private static final long EFFECT = CardType.MONSTER | CardType.EFFECT;
    private static final long NORMAL = CardType.MONSTER | CardType.NORMAL;

    @TempDir
    Path home;

    private String previousHome;

    private record Result(int status, String out, String err) {}

    @BeforeEach
    void makeHome() throws Exception {
        Path scripts = Files.createDirectories(home.resolve("scripts"));
        try (Stream<Path> files = Files.list(CHECK.resolve("base"))) {
            for (Path f : files.toList()) {
                Files.copy(f, scripts.resolve(f.getFileName()));
            }
        }
        // the bundled database: the cards of the test scripts but 900 (added with --db below)
        CardDatabase.of(List.of(card(100, "Good", EFFECT), card(200, "Syntax Error", EFFECT),
                card(300, "Calls Missing Function", EFFECT), card(350, "Calls Missing Method", EFFECT),
                card(400, "Has No Script", EFFECT), card(450, "Plain Normal", NORMAL),
                card(500, "Checks Isolation", EFFECT), card(600, "Shadowed", EFFECT), card(700, "Misspelt", EFFECT),
                card(800, "Fails At Load", EFFECT))).write(home.resolve("cards.db"));
        previousHome = System.getProperty(Home.PROPERTY);
        System.setProperty(Home.PROPERTY, home.toString());
    }

    @AfterEach
    void restoreHome() {
        if (previousHome == null) {
            System.clearProperty(Home.PROPERTY);
        } else {
            System.setProperty(Home.PROPERTY, previousHome);
        }
    }

    private static CardData card(int code, String name, long type) {
        return CardData.of(code, name, type, 1000, 1000, 4, 1, 1, "A test card.");
    }

    private Path extraDb(CardData... cards) throws Exception {
        Path db = home.resolve("extra-" + cards[0].code() + ".cdb");
        CardDatabase.of(List.of(cards)).write(db);
        return db;
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    @Test
    void reportsFailuresCountsAndCausesAndExitsWith1() throws Exception {
        Result result = run("check", "--scripts", USER.toString(),
                "--db", extraDb(card(900, "Calls Nil Local", EFFECT)).toString());

        assertEquals(1, result.status(), result.err());
        String out = result.out();
        assertTrue(out.contains("  1. " + USER + " (user)"), out);
        assertTrue(out.contains("  2. " + home.resolve("scripts") + " (bundled)"), out);
        assertTrue(out.contains("[syntax] c200 (Syntax Error) load: " + USER.resolve("c200.lua") + ":3: "), out);
        assertTrue(out.contains("[runtime] c300 (Calls Missing Function) initial_effect: " + USER.resolve("c300.lua")
                + ":4: attempt to call a nil value (field 'CreateImaginaryEffect' of Effect)"), out);
        assertTrue(out.contains("[not_found] c400 (Has No Script) load: c400.lua: script not found"), out);
        assertTrue(out.contains("[runtime] c800 (Fails At Load) load: " + USER.resolve("c800.lua")
                + ":2: broken at load time"), out);
        assertTrue(out.contains("c900 (Calls Nil Local) initial_effect: " + USER.resolve("c900.lua") + ":5: attempt to call a nil value (local 'helper')\n"), out);
        assertTrue(out.contains("scripts found     11 (1 shadowed by a copy in an earlier directory)"), out);
        assertTrue(out.contains("compiled          10 (1 failed)"), out);
        assertTrue(out.contains("cards             11"), out);
        assertTrue(out.contains("initial_effect    8 run: 3 succeeded, 5 failed"), out);
        assertTrue(out.contains("missing scripts   1"), out);
        assertTrue(out.contains("no script needed  1 "), out);
        assertTrue(out.contains("not run           1 "), out);
        assertTrue(out.contains("top failure causes:\n"), out);
        assertTrue(out.contains("       1  attempt to call a nil value (field 'CreateImaginaryEffect' of Effect)\n"), out);
        assertTrue(out.contains("result: FAILED (7 failures, "), out);
        // the lint part of check sees the same missing function without running anything
        assertTrue(out.contains(USER.resolve("c300.lua") + ":4:"), out);
        assertTrue(out.contains("error [unknown-api] Effect.CreateImaginaryEffect is not defined by the API"), out);
        assertEquals("", result.err());
    }

    @Test
    void aMissingReferenceFunctionIsNamedAndTheMostNeededAreRanked() throws Exception {
        Path user = Files.createDirectories(home.resolve("more-scripts"));
        Files.writeString(user.resolve("c910.lua"), "local s,id=GetID()\nfunction s.initial_effect(c)\n"
                + "\tc:ResetNegateEffect(id)\n\tDuel.MajesticCopy(0)\nend\n");
        Files.writeString(user.resolve("c920.lua"), "local s,id=GetID()\nfunction s.initial_effect(c)\nend\n"
                + "function s.operation(e,tp)\n\tDuel.MajesticCopy(0)\nend\n");
        Result result = run("check", "--scripts", user.toString(), "--scripts", USER.toString(), "--db",
                extraDb(card(910, "Unique On Field", EFFECT), card(920, "Overlays Later", EFFECT)).toString());
        String out = result.out();
        assertTrue(out.contains("c910 (Unique On Field) initial_effect: " + user.resolve("c910.lua")
                + ":3: not implemented: Card.ResetNegateEffect\n"), out);
        assertTrue(out.contains("most-needed missing API functions"), out);
        // both scripts call Duel.MajesticCopy (neither stopped at it); one calls and stopped at ResetNegateEffect
        assertTrue(out.matches("(?s).*\n +2  Duel\\.MajesticCopy +0\n.*"), out);
        assertTrue(out.matches("(?s).*\n +1  Card\\.ResetNegateEffect +1\n.*"), out);
    }

    @Test
    void withoutTheExtraDatabaseOnlyTheBundledCardsRun() {
        Result result = run("check", "--scripts", USER.toString());
        assertEquals(1, result.status(), result.err());
        assertTrue(result.out().contains("cards             10"), result.out());
        assertFalse(result.out().contains("c900 ("), result.out());
    }

    @Test
    void aLaterDatabaseReplacesCardsOfTheBundledOne() throws Exception {
        // 400 becomes a Normal monster: it no longer needs a script
        Result result = run("check", "--scripts", USER.toString(), "--db", extraDb(card(400, "Now Normal", NORMAL)).toString());
        assertTrue(result.out().contains("missing scripts   0"), result.out());
        assertTrue(result.out().contains("no script needed  2 "), result.out());
    }

    @Test
    void cleanScriptsExitWith0() throws Exception {
        Path clean = Files.createDirectories(home.resolve("clean"));
        Files.writeString(clean.resolve("c1.lua"), "local s,id=GetID()\nfunction s.initial_effect(c) end\n");
        Files.delete(home.resolve("scripts/c600.lua")); // the bundled copy that does not compile
        CardDatabase.of(List.of(card(1, "One", EFFECT), card(2, "Two", NORMAL), card(500, "Checks Isolation", EFFECT)))
                .write(home.resolve("cards.db"));
        Result result = run("check", "--scripts", clean.toString());
        assertEquals(0, result.status(), result.out());
        assertTrue(result.out().contains("result: OK"), result.out());
        assertFalse(result.out().contains("failures:"), result.out());
    }

    @Test
    void aBundledScriptWithoutACardRowIsAFailureNamingTheFile() throws Exception {
        Files.writeString(home.resolve("scripts/c12345.lua"), "local s,id=GetID()\nfunction s.initial_effect(c) end\n");
        Files.delete(home.resolve("scripts/c600.lua")); // the bundled copy that does not compile
        CardDatabase.of(List.of(card(500, "Checks Isolation", EFFECT))).write(home.resolve("cards.db"));

        Result result = run("check");

        assertEquals(1, result.status(), result.out());
        String out = result.out();
        assertTrue(out.contains("failures:\n  [script_without_card] " + home.resolve("scripts/c12345.lua")
                + ": no card in the card databases has this script's id, so it is never loaded\n"), out);
        assertTrue(out.contains("without a card    "), out);
        assertTrue(out.contains("result: FAILED ("), out);
    }

    @Test
    void aUserScriptWithoutACardRowIsCountedNotFailed() throws Exception {
        Path user = Files.createDirectories(home.resolve("user"));
        Files.writeString(user.resolve("c12345.lua"), "local s,id=GetID()\nfunction s.initial_effect(c) end\n");
        Files.delete(home.resolve("scripts/c600.lua"));
        CardDatabase.of(List.of(card(500, "Checks Isolation", EFFECT))).write(home.resolve("cards.db"));

        Result result = run("check", "--scripts", user.toString());

        String out = result.out();
        assertTrue(out.contains("(1 of them in your directories: not failures, never loaded; e.g. "
                + user.resolve("c12345.lua") + ")"), out);
        assertFalse(out.contains("[script_without_card] " + user.resolve("c12345.lua")), out);
    }

    @Test
    void jsonParsesAndHasTheSameReport() throws Exception {
        Result result = run("check", "--json", "--scripts", USER.toString(),
                "--db", extraDb(card(900, "Calls Nil Local", EFFECT)).toString());
        assertEquals(1, result.status(), result.err());
        JsonObject json = JsonParser.parseString(result.out()).getAsJsonObject();
        assertFalse(json.get("passed").getAsBoolean());
        JsonObject counts = json.getAsJsonObject("counts");
        assertEquals(11, counts.get("scriptsFound").getAsInt());
        assertEquals(1, counts.get("shadowed").getAsInt());
        assertEquals(1, counts.get("compileFailed").getAsInt());
        assertEquals(8, counts.get("initialEffectRun").getAsInt());
        assertEquals(3, counts.get("initialEffectSucceeded").getAsInt());
        assertEquals(1, counts.get("missingScripts").getAsInt());
        assertEquals(0, counts.get("scriptsWithoutCard").getAsInt());
        assertEquals(7, json.getAsJsonArray("failures").size());
        assertEquals(USER.toString(), json.getAsJsonArray("directories").get(0).getAsString());
        assertTrue(json.getAsJsonArray("causes").asList().stream()
                .anyMatch(c -> c.getAsJsonObject().get("cause").getAsString()
                        .startsWith("attempt to call a nil value (method 'EnableImaginaryLimit'")));
    }

    @Test
    void explainShowsEverySearchedDirectoryForTheCardAndThePrelude() {
        Result result = run("check", "--scripts", USER.toString(), "--explain", "600");
        assertEquals(0, result.status(), result.err());
        String out = result.out();
        Path bundled = home.resolve("scripts");
        assertTrue(out.startsWith("card 600 (Shadowed)\n"), out);
        assertTrue(out.contains("c600.lua: loaded from " + USER.resolve("c600.lua") + "\n"
                + "  1. " + USER + " (user): found, used\n"
                + "  2. " + bundled + " (bundled): found, shadowed by the one above\n"), out);
        assertTrue(out.contains("constant.lua: loaded from " + bundled.resolve("constant.lua") + "\n"
                + "  1. " + USER + " (user): no such file\n"
                + "  2. " + bundled + " (bundled): found, used\n"), out);
        assertTrue(out.contains("utility.lua: loaded from " + bundled.resolve("utility.lua")), out);
        assertTrue(out.contains("procedure.lua: not found"), out);
    }

    @Test
    void explainOfACardWithoutItsScriptExitsWith1UnlessItNeedsNone() {
        Result missing = run("check", "--explain", "400");
        assertEquals(1, missing.status(), missing.out());
        assertTrue(missing.out().contains("c400.lua: not found"), missing.out());

        Result normal = run("check", "--explain", "450");
        assertEquals(0, normal.status(), normal.out());
        assertTrue(normal.out().startsWith("card 450 (Plain Normal), a Normal monster or token: needs no script"),
                normal.out());
    }

    @Test
    void explainAsJson() {
        Result result = run("check", "--json", "--scripts", USER.toString(), "--explain", "600");
        assertEquals(0, result.status(), result.err());
        JsonObject json = JsonParser.parseString(result.out()).getAsJsonObject();
        assertEquals(600, json.get("card").getAsInt());
        assertEquals("Shadowed", json.get("name").getAsString());
        JsonObject c600 = json.getAsJsonArray("files").get(0).getAsJsonObject();
        assertEquals("c600.lua", c600.get("file").getAsString());
        assertEquals(USER.resolve("c600.lua").toString(), c600.get("loadedFrom").getAsString());
        assertEquals(List.of("used", "shadowed"), c600.getAsJsonArray("searched").asList().stream()
                .map(s -> s.getAsJsonObject().get("status").getAsString()).toList());
        assertEquals(4, json.getAsJsonArray("files").size());
    }

    @Test
    void aMissingScriptDirectoryIsBadInput() {
        Path absent = home.resolve("absent");
        Result result = run("check", "--scripts", absent.toString());
        assertEquals(2, result.status());
        assertEquals("spellspeed: " + absent + ": no such directory\n", result.err());
        assertEquals("", result.out());
    }

    @Test
    void aMissingDatabaseIsBadInput() {
        Path absent = home.resolve("absent.cdb");
        Result result = run("check", "--db", absent.toString());
        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("spellspeed: " + absent), result.err());
        assertFalse(result.err().contains("Exception"), result.err());
    }

    @Test
    void aMissingBundledScriptDirectoryIsBadInput() throws IOException {
        try (Stream<Path> files = Files.list(home.resolve("scripts"))) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(home.resolve("scripts"));
        Result result = run("check");
        assertEquals(2, result.status());
        assertTrue(result.err().contains("the bundled script directory is missing"), result.err());
    }
}
