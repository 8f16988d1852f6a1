package dev.spellspeed.script.check;

import dev.spellspeed.script.api.ApiInstaller;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.OneArgFunction;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptError;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.sandbox.SandboxOptions;

/** The checker on the scripts of src/test/resources/check (its README lists what each card does). */
class ScriptCheckerTest {

    static final Path USER = Path.of("src/test/resources/check/user").toAbsolutePath();
    static final Path BASE = Path.of("src/test/resources/check/base").toAbsolutePath();

    private static final long EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT;
    private static final long NORMAL_MONSTER = CardType.MONSTER | CardType.NORMAL;

    /** The test cards, with names that say what they do. */
    static CardDatabase cards() {
        return CardDatabase.of(List.of(
                card(100, "Good", EFFECT_MONSTER),
                card(200, "Syntax Error", EFFECT_MONSTER),
                card(300, "Calls Missing Function", EFFECT_MONSTER),
                card(350, "Calls Missing Method", EFFECT_MONSTER),
                card(400, "Has No Script", EFFECT_MONSTER),
                card(450, "Plain Normal", NORMAL_MONSTER),
                card(500, "Checks Isolation", EFFECT_MONSTER),
                card(600, "Shadowed", EFFECT_MONSTER),
                card(700, "Misspelt", EFFECT_MONSTER),
                card(800, "Fails At Load", EFFECT_MONSTER),
                card(900, "Calls Nil Local", EFFECT_MONSTER)));
    }

    @TempDir
    Path tmp;

    /** A bundled directory with only the prelude of {@link #BASE} (no broken c600.lua). */
    private Path preludeOnly() throws IOException {
        Path base = Files.createDirectories(tmp.resolve("prelude-only"));
        for (String f : List.of("constant.lua", "utility.lua")) {
            Files.copy(BASE.resolve(f), base.resolve(f));
        }
        return base;
    }

    private static CardData card(int code, String name, long type) {
        return CardData.of(code, name, type, 1000, 1000, 4, 1, 1, "A test card.");
    }

    private static ScriptHost host(Path... user) {
        return new ScriptHost(ScriptDirectories.of(List.of(user), BASE), SandboxOptions.defaults());
    }

    private static Map<Integer, CheckFailure> byCard(CheckReport report) {
        return report.failures().stream()
                .collect(Collectors.toMap(f -> f.error().cardCode(), Function.identity()));
    }

    @Test
    void countsEveryOutcome() {
        CheckReport report = new ScriptChecker(host(USER)).check(cards());

        // files: constant, utility, c100 c200 c300 c350 c500 c600 c700 c800 c900; c600 twice
        assertEquals(new CheckCounts(11, 1, 10, 1, 0, 11, 8, 3, 5, 1, 1, 1), report.counts());
        assertFalse(report.passed());
        assertEquals(List.of(USER, BASE), report.directories());
        assertEquals(7, report.failures().size(), report.failures().toString());
    }

    @Test
    void reportsEachFailureWithKindPositionCardAndRole() {
        Map<Integer, CheckFailure> failures = byCard(new ScriptChecker(host(USER)).check(cards()));

        CheckFailure syntax = failures.get(200);
        assertEquals(CheckStage.COMPILE, syntax.stage());
        assertEquals(ScriptError.Kind.SYNTAX, syntax.error().kind());
        assertEquals(USER.resolve("c200.lua") + ":3", syntax.error().position());
        assertEquals("Syntax Error", syntax.error().cardName());
        assertEquals(CallbackRole.LOAD, syntax.error().role());

        CheckFailure missingFunction = failures.get(300);
        assertEquals(CheckStage.INITIAL_EFFECT, missingFunction.stage());
        assertEquals(ScriptError.Kind.RUNTIME, missingFunction.error().kind());
        assertEquals(CallbackRole.INITIAL_EFFECT, missingFunction.error().role());
        assertEquals(USER.resolve("c300.lua") + ":4", missingFunction.error().position());
        assertEquals("attempt to call a nil value (field 'CreateImaginaryEffect' of Effect)", missingFunction.error().message());
        assertEquals("Effect.CreateImaginaryEffect", missingFunction.missingApi());
        assertEquals("attempt to call a nil value (field 'CreateImaginaryEffect' of Effect)", missingFunction.cause());
        assertEquals("[runtime] c300 (Calls Missing Function) initial_effect: " + USER.resolve("c300.lua")
                + ":4: attempt to call a nil value (field 'CreateImaginaryEffect' of Effect)", missingFunction.line());

        assertEquals("Card.EnableImaginaryLimit", failures.get(350).missingApi());

        CheckFailure missing = failures.get(400);
        assertEquals(CheckStage.MISSING_SCRIPT, missing.stage());
        assertEquals(ScriptError.Kind.NOT_FOUND, missing.error().kind());
        assertEquals("c400.lua", missing.error().file());

        CheckFailure misspelt = failures.get(700);
        assertEquals(ScriptChecker.NO_INITIAL_EFFECT, misspelt.error().message());
        assertEquals(USER.resolve("c700.lua").toString(), misspelt.error().file());

        CheckFailure atLoad = failures.get(800);
        assertEquals(CallbackRole.LOAD, atLoad.error().role());
        assertEquals(USER.resolve("c800.lua") + ":2", atLoad.error().position());
        assertEquals("broken at load time", atLoad.error().message());

        // a probe of an undefined field followed by a different nil call is not blamed on the probe
        CheckFailure nilLocal = failures.get(900);
        assertEquals("attempt to call a nil value (local 'helper')", nilLocal.error().message());
        assertNull(nilLocal.missingApi());
    }

    @Test
    void eachCardGetsAFreshSandbox() {
        // c100 leaves a global and a Card field; c500 fails if it sees either
        Map<Integer, CheckFailure> failures = byCard(new ScriptChecker(host(USER)).check(cards()));
        assertFalse(failures.containsKey(100));
        assertFalse(failures.containsKey(500), () -> failures.get(500).line());
    }

    @Test
    void theFileOfTheEarlierDirectoryIsCompiledAndRun() {
        CheckReport report = new ScriptChecker(host(USER)).check(cards());
        assertTrue(report.failures().stream().noneMatch(f -> f.error().cardCode() == 600), report.failures()::toString);
        ScriptInventory inventory = ScriptInventory.scan(ScriptDirectories.of(List.of(USER), BASE));
        ScriptFile c600 = inventory.find("c600.lua").orElseThrow();
        assertEquals(USER.resolve("c600.lua"), c600.path());
        assertEquals(List.of(BASE.resolve("c600.lua")), c600.shadowed());
        assertEquals(600, c600.cardCode());
        assertEquals(List.of("constant.lua", "utility.lua"),
                inventory.files().subList(0, 2).stream().map(ScriptFile::name).toList());
    }

    @Test
    void withoutTheUserDirectoryTheBundledCopyIsCheckedAndFails() {
        CheckReport report = new ScriptChecker(host()).check(cards());
        CheckFailure c600 = byCard(report).get(600);
        assertEquals(CheckStage.COMPILE, c600.stage());
        assertEquals(BASE.resolve("c600.lua") + ":3", c600.error().position());
    }

    @Test
    void identicalCausesAreGroupedMostFrequentFirst() throws IOException {
        CheckReport report = new ScriptChecker(host(USER)).check(cards());
        List<FailureCause> causes = report.causes();
        assertEquals(report.failures().size(), causes.stream().mapToInt(FailureCause::count).sum());
        // every cause differs here; the missing-function ones name the function
        assertTrue(causes.stream().anyMatch(c -> c.cause().equals("attempt to call a nil value (field 'CreateImaginaryEffect' of Effect)")));
        assertTrue(causes.stream().anyMatch(c -> c.cause().startsWith("attempt to call a nil value (method 'EnableImaginaryLimit'")));

        CardDatabase twice = CardDatabase.of(List.of(card(300, "A", EFFECT_MONSTER), card(301, "B", EFFECT_MONSTER)));
        Path dir = Files.createDirectories(tmp.resolve("twice"));
        Files.copy(USER.resolve("c300.lua"), dir.resolve("c300.lua"));
        Files.copy(USER.resolve("c300.lua"), dir.resolve("c301.lua"));
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(dir), preludeOnly()), SandboxOptions.defaults());
        CheckReport grouped = new ScriptChecker(host).check(twice);
        assertEquals(1, grouped.causes().size());
        FailureCause cause = grouped.causes().get(0);
        assertEquals(2, cause.count());
        assertEquals(300, cause.example().error().cardCode());
    }

    @Test
    void theInstallerFillsEachSandbox() {
        ApiInstaller createEffect = (duel, scripts) -> {
            LuaCards cards = new LuaCards(scripts);
            scripts.apiTable("Effect").set("CreateImaginaryEffect", new OneArgFunction() {
                @Override
                public LuaValue call(LuaValue card) {
                    return LuaValue.tableOf(); // enough for this test: nothing calls methods on it... yet
                }
            });
            return cards;
        };
        Map<Integer, CheckFailure> failures = byCard(new ScriptChecker(host(USER), createEffect).check(cards()));
        // c300 now gets past CreateImaginaryEffect and fails on the next undefined call, e1:SetType, on line 5
        CheckFailure c300 = failures.get(300);
        assertEquals(USER.resolve("c300.lua") + ":5", c300.error().position());
    }

    @Test
    void aPreludeFailureIsReportedOnceAndNoCardIsRun() throws IOException {
        Path broken = Files.createDirectories(tmp.resolve("broken-prelude"));
        Files.writeString(broken.resolve("utility.lua"), "aux = {}\nerror('utility is broken')\n");
        CheckReport report = new ScriptChecker(host(broken, USER)).check(cards());
        List<CheckFailure> prelude = report.failures().stream().filter(f -> f.stage() == CheckStage.PRELUDE).toList();
        assertEquals(1, prelude.size());
        assertEquals(broken.resolve("utility.lua") + ":2", prelude.get(0).error().position());
        CheckCounts counts = report.counts();
        assertEquals(0, counts.initialEffectRun());
        assertEquals(11, counts.notRun());
        assertEquals(2, report.failures().size(), "c200's compile failure and the prelude's");
    }

    @Test
    void aPreludeFileThatDoesNotCompileIsReportedOnlyAsACompileFailure() throws IOException {
        Path broken = Files.createDirectories(tmp.resolve("broken-constant"));
        Files.writeString(broken.resolve("constant.lua"), "TYPE_MONSTER = = 1\n");
        CheckReport report = new ScriptChecker(host(broken)).check(cards());
        assertEquals(List.of(CheckStage.COMPILE, CheckStage.COMPILE),
                report.failures().stream().map(CheckFailure::stage).toList()); // constant.lua and base/c600.lua
        assertEquals(11, report.counts().notRun());
    }

    @Test
    void cleanScriptsPass() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("clean"));
        Files.writeString(dir.resolve("c1.lua"), "local s,id=GetID()\nfunction s.initial_effect(c) end\n");
        CardDatabase db = CardDatabase.of(List.of(card(1, "One", EFFECT_MONSTER), card(2, "Two", NORMAL_MONSTER),
                card(500, "Checks Isolation", EFFECT_MONSTER)));
        Path base = preludeOnly();
        Files.copy(BASE.resolve("c500.lua"), base.resolve("c500.lua"));
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(dir), base), SandboxOptions.defaults());
        CheckReport report = new ScriptChecker(host).check(db);
        assertTrue(report.passed(), report.failures()::toString);
        assertEquals(new CheckCounts(4, 0, 4, 0, 0, 3, 2, 2, 0, 0, 1, 0), report.counts());
        assertTrue(report.causes().isEmpty());
    }

    @Test
    void aCardScriptOfTheUserWhoseIdIsNotInTheDatabasesIsCountedAndNamedNotFailed() {
        CardDatabase withoutCard900 = CardDatabase.of(cards().all().stream().filter(c -> c.code() != 900).toList());
        CheckReport report = new ScriptChecker(host(USER)).check(withoutCard900);

        assertTrue(report.failures().stream().noneMatch(f -> f.stage() == CheckStage.SCRIPT_WITHOUT_CARD),
                report.failures()::toString);
        assertEquals(List.of(USER.resolve("c900.lua")), report.unusedUserScripts());
        assertEquals(1, report.counts().scriptsWithoutCard());
    }

    @Test
    void aBundledCardScriptWhoseIdIsNotInTheDatabasesIsAFailureOfItsFile() throws IOException {
        Path base = preludeOnly();
        Files.writeString(base.resolve("c901.lua"), "local s,id=GetID()\nfunction s.initial_effect(c) end\n");
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(base), SandboxOptions.defaults());
        CheckReport report = new ScriptChecker(host).check(CardDatabase.of(List.of()));

        List<CheckFailure> orphans = report.failures().stream()
                .filter(f -> f.stage() == CheckStage.SCRIPT_WITHOUT_CARD).toList();
        assertEquals(1, orphans.size(), report.failures()::toString);
        assertEquals("[script_without_card] " + base.resolve("c901.lua") + ": " + ScriptChecker.NO_CARD,
                orphans.get(0).line());
        assertEquals(901, orphans.get(0).error().cardCode());
        assertTrue(report.unusedUserScripts().isEmpty());
    }

    @Test
    void jsonCarriesCountsCausesAndFailures() {
        CheckReport report = new ScriptChecker(host(USER)).check(cards());
        JsonObject json = JsonParser.parseString(CheckReportJson.toJson(report)).getAsJsonObject();
        assertFalse(json.get("passed").getAsBoolean());
        assertEquals(11, json.getAsJsonObject("counts").get("scriptsFound").getAsInt());
        assertEquals(5, json.getAsJsonObject("counts").get("initialEffectFailed").getAsInt());
        assertEquals(report.causes().size(), json.getAsJsonArray("causes").size());
        assertEquals(7, json.getAsJsonArray("failures").size());
        JsonObject c300 = json.getAsJsonArray("failures").asList().stream().map(e -> e.getAsJsonObject())
                .filter(o -> o.get("cardCode").getAsInt() == 300).findFirst().orElseThrow();
        assertEquals("initial_effect", c300.get("stage").getAsString());
        assertEquals("runtime", c300.get("kind").getAsString());
        assertEquals("initial_effect", c300.get("role").getAsString());
        assertEquals(4, c300.get("line").getAsInt());
        assertEquals("Effect.CreateImaginaryEffect", c300.get("missingApi").getAsString());
        assertEquals("Calls Missing Function", c300.get("cardName").getAsString());
    }
}
