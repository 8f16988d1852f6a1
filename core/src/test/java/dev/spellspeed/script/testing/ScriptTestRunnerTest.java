package dev.spellspeed.script.testing;

import dev.spellspeed.script.api.ApiInstaller;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.CardNames;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.DuelRandom;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.sandbox.SandboxOptions;

/** The runner and the bindings, with small test files written on the fly. */
class ScriptTestRunnerTest {
    private static CardDatabase cards;
    private static ScriptTestRunner runner;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception {
        cards = CardDatabase.load(ScriptScenariosTest.CARDS_DB);
        runner = ScriptScenariosTest.runner();
    }

    private Path file(String name, String lua) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, lua);
        return file;
    }

    private List<TestResult> runFile(Path file) {
        List<TestResult> results = new ArrayList<>();
        for (TestCase test : runner.tests(file)) {
            results.add(runner.run(test));
        }
        return results;
    }

    private TestResult runOne(String lua) throws IOException {
        List<TestResult> results = runFile(file("one.lua", lua));
        assertEquals(1, results.size());
        return results.get(0);
    }

    /** A session on a file, for looking at the duel after a test body ran. */
    private TestSession session(String lua) throws IOException {
        RunnerSettings settings = new RunnerSettings(ScriptDirectories.bundledOnly(ScriptScenariosTest.SCRIPTS), cards,
                CardNames.of(cards), ApiInstaller.FULL, new PrototypeCache(100), SandboxOptions.defaults(), ScriptTestRunner.DEFAULT_SEED);
        Path file = file("session.lua", lua);
        TestSession session = new TestSession(settings, file, TestFiles.displayName(file));
        session.load();
        session.run(session.declarations().get(0));
        return session;
    }

    @Test
    void testsAreDeclaredInOrderWithTheirLines() throws IOException {
        Path file = file("two.lua", "Test('first', function(t) end)\n\nTest('second', function(t) end)\n");
        List<TestCase> tests = runner.tests(file);
        assertEquals(List.of("first", "second"), tests.stream().map(TestCase::name).toList());
        assertEquals(List.of(1, 3), tests.stream().map(TestCase::line).toList());
    }

    @Test
    void eachTestHasItsOwnDuel() throws IOException {
        Path file = file("isolated.lua", """
                Test("adds a card", function(t)
                    Debug.AddCard(14898066, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
                    t:ExpectCount(0, LOCATION_HAND, 1)
                end)
                Test("sees none", function(t)
                    t:ExpectCount(0, LOCATION_HAND, 0)
                end)
                """);
        for (TestResult result : runFile(file)) {
            assertEquals(Outcome.PASS, result.outcome(), result.report());
        }
    }

    @Test
    void theFailingLineIsTheOneThatCalledEvenThroughPcall() throws IOException {
        TestResult result = runOne("""
                Test("x", function(t)
                    local ok = pcall(t.ExpectLP,
                        t, 0, 1)
                end)
                """);
        assertTrue(result.report().startsWith(dir.resolve("one.lua").toString().replace('\\', '/') + ":2: expected LP"),
                result.report());
    }

    @Test
    void aCheckBodyFailsAtItsOwnLine() throws IOException {
        TestResult result = runOne("""
                Test("x", function(t)
                    Debug.AddCard(14898066, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
                    t:Check(1, function(t)
                        t:ExpectPhase(PHASE_END)
                    end)
                    t:Attack(0, 14898066)
                    t:Run()
                end)
                """);
        assertTrue(result.report().contains("one.lua:4: expected End Phase, but it is Main Phase 1"), result.report());
    }

    @Test
    void runInsideACheckIsAnError() throws IOException {
        TestResult result = runOne("""
                Test("x", function(t)
                    Debug.AddCard(14898066, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
                    t:Check(1, function(t) t:Run() end)
                    t:Attack(0, 14898066)
                    t:Run()
                end)
                """);
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().contains("t:Run cannot be called inside t:Check"), result.report());
    }

    @Test
    void skipEndsTheTestEvenInsideACheck() throws IOException {
        TestResult result = runOne("""
                Test("x", function(t)
                    Debug.AddCard(14898066, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
                    t:Check(1, function(t) t:Skip("later") end)
                    t:Attack(0, 14898066)
                    t:Run()
                    t:ExpectLP(1, 1)
                end)
                """);
        assertEquals(Outcome.SKIP, result.outcome());
        assertEquals("later", result.report());
        assertTrue(result.headline().endsWith(": x: later"), result.headline());
    }

    @Test
    void argumentErrorsNameTheMethodAndArgument() throws IOException {
        assertTrue(runOne("Test('x', function(t) t:ExpectLP(2, 8000) end)").report()
                .contains("t:ExpectLP: argument 1 must be player 0 or 1, got 2"));
        assertTrue(runOne("Test('x', function(t) t.ExpectLP(0, 8000) end)").report()
                .contains("t:ExpectLP must be called with a colon: t:ExpectLP(…)"));
        assertTrue(runOne("Test('x', function(t) t:Start{turns = 3} end)").report()
                .contains("t:Start: unknown option turns (known: phase, player, turn)"));
        assertTrue(runOne("Test('x', function(t) t:ExpectIllegal(0, 'Fly') end)").report()
                .contains("t:ExpectIllegal: argument 2 must be one of [\"Summon\""));
        assertTrue(runOne("Test('x', function(t) t:Summon(0, 42) end)").report()
                .contains("t:Summon: argument 2: unknown card code 42 (not in the card database)"));
        assertTrue(runOne("Test('x', function(t) Test('y', function() end) end)").report()
                .contains("Test: tests are declared at the top level of a test file"));
    }

    @Test
    void aNameSharedByTwoCardsIsAnErrorListingTheirCodes() throws IOException {
        CardDatabase twins = cards.merge(CardDatabase.of(List.of(
                CardData.of(900001, "Twin Raider", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "a"),
                CardData.of(900002, "Twin Raider", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "b"))));
        ScriptTestRunner twinRunner = new ScriptTestRunner(ScriptDirectories.bundledOnly(ScriptScenariosTest.SCRIPTS), twins);
        Path file = file("twins.lua", """
                Test('by name', function(t) Debug.AddCard('Twin Raider', 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) end)
                Test('by code', function(t) Debug.AddCard(900001, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) end)
                """);
        List<TestCase> tests = twinRunner.tests(file);
        TestResult byName = twinRunner.run(tests.get(0));
        assertEquals(Outcome.FAIL, byName.outcome());
        assertTrue(byName.report().contains("Debug.AddCard: argument 1: card name \"Twin Raider\" is shared by 2 cards"
                + " (900001, 900002): name the card by its code"), byName.report());
        assertEquals(Outcome.PASS, twinRunner.run(tests.get(1)).outcome(), "a code still names one of them");
    }

    @Test
    void chainExpectationsOutsideAChainSaySoAndLinksNeedNumbersFrom1() throws IOException {
        assertEquals(Outcome.PASS, runOne("Test('x', function(t) t:ExpectChainLength(0) end)").outcome());
        assertTrue(runOne("Test('x', function(t) t:ExpectChainLength(1) end)").report()
                .contains(":1: expected a chain of 1 link(s), but there is no chain"));
        assertTrue(runOne("Test('x', function(t) t:ExpectChainLink(1, 5318639) end)").report()
                .contains(":1: expected chain link 1 to be 5318639, but there is no chain"));
        assertTrue(runOne("Test('x', function(t) t:ExpectChainLink(0, 5318639) end)").report()
                .contains("t:ExpectChainLink: argument 1 must be a chain link number of at least 1, got 0"));
    }

    @Test
    void aBoardDumpShowsTheChain() throws IOException {
        TestResult result = runOne("""
                Test("x", function(t)
                    Debug.AddCard(5318639, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
                    local set = Debug.AddCard(5318639, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
                    t:Activate(0, 5318639)
                    t:Select(0, {set})
                    t:Check(1, function(t) t:ExpectLP(1, 1) end)
                    t:Run()
                end)
                """);
        assertTrue(result.report().contains("\n  chain: 1. Mystical Space Typhoon#1 (player 0)\n"), result.report());
    }

    @Test
    void activateTakesTheNthEffectOfTheCard() throws IOException {
        TestResult result = runOne("""
                Test("x", function(t)
                    Debug.AddCard(5318639, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
                    Debug.AddCard(5318639, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
                    t:Activate(0, 5318639, 2)
                    t:Run()
                end)
                """);
        // the Typhoon has one effect: a second one never becomes legal
        assertTrue(result.report().contains(":4: t:Activate(0, 5318639, 2) was never performed"), result.report());
    }

    @Test
    void whatATestPrintsIsItsOutput() throws IOException {
        TestResult result = runOne("Test('x', function(t) print('hello', 1) Debug.Message('there') t:Log() end)");
        assertEquals(Outcome.PASS, result.outcome());
        assertEquals("hello\t1\nthere\n", result.output());
        assertEquals(TestResult.INDENT + "hello\t1\n" + TestResult.INDENT + "there\n", result.details());
    }

    @Test
    void theZoneAnswerAndTheLowestFreeZone() throws IOException {
        try (TestSession s = session("""
                Test("x", function(t)
                    Debug.AddCard(14898066, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
                    Debug.AddCard(91152256, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
                    Debug.AddCard(91152256, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
                    t:Summon(0, 14898066)
                    t:Zone(0, 4)
                    t:Phase(1, PHASE_MAIN1)
                    t:Summon(1, 91152256)
                    t:Run()
                end)
                """)) {
            assertEquals(4, s.duel().field().cards(0, Location.MZONE).get(0).sequence());
            assertEquals(0, s.duel().field().cards(1, Location.MZONE).get(0).sequence());
        }
    }

    @Test
    void seedShuffleCoinAndDiceReachTheDuelsGenerator() throws IOException {
        try (TestSession s = session("""
                Test("x", function(t)
                    for _, code in ipairs({14898066, 91152256, 49881766, 13039848, 11091375}) do
                        Debug.AddCard(code, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
                    end
                    t:Seed(42)
                    t:Shuffle(0)
                    t:Coin(0, false)
                    t:Dice(1, 5)
                end)
                """)) {
            // each card added with sequence 0 goes on top; the engine lists a Deck from the bottom up
            List<Integer> expected = new ArrayList<>(List.of(14898066, 91152256, 49881766, 13039848, 11091375));
            new DuelRandom(42).shuffle(expected);
            assertEquals(expected, s.duel().field().cards(0, Location.DECK).stream().map(Card::code).toList());
            assertFalse(s.duel().random().coin());
            assertEquals(5, s.duel().random().dice());
        }
    }

    @Test
    void preSummonRecordsTheSummonType() throws IOException {
        try (TestSession s = session("""
                Test("x", function(t)
                    local c = Debug.AddCard(89631139, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
                    Debug.PreSummon(c, SUMMON_TYPE_SPECIAL)
                end)
                """)) {
            assertEquals(SummonType.SPECIAL, s.duel().field().cards(0, Location.MZONE).get(0).summonType());
        }
    }

    @Test
    void theFilterMatchesFileAndTestName() throws IOException {
        file("a.lua", "Test('alpha one', function(t) end)\nTest('beta', function(t) end)\n");
        file("b.lua", "Test('gamma', function(t) t:Skip('no') end)\n");
        List<String> seen = new ArrayList<>();
        RunSummary all = runner.runAll(List.of(dir), null, r -> seen.add(r.headline()));
        assertEquals(new RunSummary(2, 0, 1), all);
        assertEquals("2 passed, 0 failed, 1 skipped", all.line());
        seen.clear();
        RunSummary filtered = runner.runAll(List.of(dir), "ALPHA", r -> seen.add(r.test().name()));
        assertEquals(List.of("alpha one"), seen);
        assertEquals("1 passed, 0 failed", filtered.line());
        seen.clear();
        runner.runAll(List.of(dir), "b.lua", r -> seen.add(r.test().name()));
        assertEquals(List.of("gamma"), seen);
    }

    @Test
    void aMissingPathIsReported() {
        assertThrows(NoSuchFileException.class, () -> runner.runAll(List.of(dir.resolve("nope")), null, r -> { }));
    }
}
