package dev.spellspeed.script.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.script.ScriptDirectories;

/**
 * The tests that must fail (src/test/resources/script-tests/broken), each with the message that
 * docs/testing.md documents, at the line it documents.
 */
class BrokenScenariosTest {
    private static final Path BROKEN = Path.of("src/test/resources/script-tests/broken");
    private static final Path CARD_ERROR = Path.of("src/test/resources/script-tests/card-error");

    private static ScriptTestRunner runner;

    @BeforeAll
    static void openRunner() throws Exception {
        runner = ScriptScenariosTest.runner();
    }

    private static TestResult runOnly(ScriptTestRunner r, Path file) {
        List<TestCase> tests = r.tests(file);
        assertEquals(1, tests.size(), "one test in " + file);
        return r.run(tests.get(0));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "wrong_expectation.lua   | 5 | expected LP of player 1 to be 6000, but it is 6100",
        "unanswered_prompt.lua   | 6 | unanswered prompt: nothing queued for it\\nplayer 0, select cards: hand limit: discard 1 (select 1)\\ncandidates:\\n  1. Celtic Guardian#1",
        "wrong_kind.lua          | 6 | answer of the wrong kind: t:Yes(0) cannot answer a select cards prompt\\nplayer 0, select cards",
        "not_a_candidate.lua     | 7 | t:Select(0, [14898066]): 14898066 is not among the candidates",
        "illegal_action.lua      | 5 | t:Summon(0, 91152256) was never performed: turn 3 ended before it was legal",
        "illegal_expectation.lua | 3 | t:ExpectIllegal(0, \"Summon\", [14898066]) failed: 'Normal Summon Vorse Raider#1' is legal here",
        "unused_action.lua       | 3 | queued but never used:\\n  t:Summon(0, 14898066) at src/test/resources/script-tests/broken/unused_action.lua:3",
        "unused_answer.lua       | 4 | queued but never used:\\n  t:Select(0, [14898066]) at src/test/resources/script-tests/broken/unused_answer.lua:4",
        "select_leftover.lua     | 6 | queued but never used:\\n  t:Select(0, [\"Vorse Raider\"]) at src/test/resources/script-tests/broken/select_leftover.lua:6",
        "direct_attack.lua       | 5 | t:Attack(0, 14898066): a direct attack is not legal\\nplayer 0, attack target",
        "not_offered.lua         | 3 | t:ExpectOffered(0, 5318639) failed: 5318639 cannot be activated here, because:\\n  Mystical Space Typhoon#1 (hand): card activation (effect #1): no legal target, or nothing for it to do: the target function (",
        "pcall_cannot_hide.lua   | 3 | expected LP of player 0 to be 1234, but it is 8000",
        "duel_ended_early.lua    | 3 | the duel ended on turn 4: player 1 could not draw (player 0 wins), so these were queued but never used:\\n  t:Phase(1, ",
    })
    void failsAtTheLineWithTheDocumentedMessage(String file, int line, String message) {
        Path path = BROKEN.resolve(file);
        TestResult result = runOnly(runner, path);
        assertEquals(Outcome.FAIL, result.outcome(), result.report());
        String expected = path.toString().replace('\\', '/') + ":" + line + ": " + message.replace("\\n", "\n");
        assertTrue(result.report().startsWith(expected), "expected the report to start with\n" + expected + "\nbut it is\n"
                + result.report());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "wrong_expectation.lua", "unanswered_prompt.lua", "wrong_kind.lua", "illegal_action.lua",
        "illegal_expectation.lua", "unused_action.lua", "direct_attack.lua",
    })
    void failuresAboutTheDuelShowTheBoard(String file) {
        TestResult result = runOnly(runner, BROKEN.resolve(file));
        assertTrue(result.report().contains("\n  player 0: LP "), result.report());
        assertTrue(result.report().contains("\n  player 1: LP "), result.report());
    }

    @Test
    void aLuaErrorInTheTestIsReportedWithItsPositionAndTraceback() {
        TestResult result = runOnly(runner, BROKEN.resolve("lua_error.lua"));
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().startsWith("Lua error: src/test/resources/script-tests/broken/lua_error.lua:3: attempt to index"),
                result.report());
        assertTrue(result.report().contains("stack traceback:"), result.report());
    }

    @Test
    void aFileThatDoesNotCompileIsOneFailingTest() {
        TestResult result = runOnly(runner, BROKEN.resolve("syntax_error.lua"));
        assertEquals(TestCase.LOADING_NAME, result.test().name());
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().startsWith("Lua error: src/test/resources/script-tests/broken/syntax_error.lua:2: "),
                result.report());
    }

    @Test
    void aSyntaxErrorShowsTheTokenAsWritten() {
        // LuaJ's parser says "unexpected symbol 262 (Ć)" for 'end'
        TestResult result = runOnly(runner, BROKEN.resolve("syntax_error_token.lua"));
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().startsWith("Lua error: src/test/resources/script-tests/broken/syntax_error_token.lua:2: "
                + "unexpected symbol near 'end'"), result.report());
    }

    @Test
    void aFileWithoutTestsIsOneFailingTest() {
        TestResult result = runOnly(runner, BROKEN.resolve("no_tests.lua"));
        assertEquals(Outcome.FAIL, result.outcome());
        assertEquals("src/test/resources/script-tests/broken/no_tests.lua: declares no tests"
                + " (a test file calls Test(name, function(t) … end))", result.report());
    }

    @Test
    void everyBrokenTestFails() throws Exception {
        RunSummary summary = runner.runAll(List.of(BROKEN), null, result -> { });
        assertEquals(0, summary.passed());
        assertEquals(17, summary.failed());
        assertEquals("0 passed, 17 failed", summary.line());
    }

    @Test
    void aLuaErrorInACardScriptFailsTheTestWithTheHostsReport() throws Exception {
        ScriptTestRunner withBrokenCard = new ScriptTestRunner(
                ScriptDirectories.of(List.of(CARD_ERROR.resolve("cards")), ScriptScenariosTest.SCRIPTS),
                CardDatabase.load(ScriptScenariosTest.CARDS_DB));
        TestResult result = runOnly(withBrokenCard, CARD_ERROR.resolve("tests/card_error.lua"));
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().startsWith("src/test/resources/script-tests/card-error/tests/card_error.lua:2: "
                + "the card script of Vorse Raider#1 failed in Debug.AddCard:\n"
                + "Lua error: c14898066 (Vorse Raider) initial_effect: "
                + "src/test/resources/script-tests/card-error/cards/c14898066.lua:5: attempt to index"), result.report());
        assertTrue(result.report().contains("stack traceback:"), result.report());
    }

    @Test
    void aLuaErrorInACardsOperationFailsTheTestAtItsRun() throws Exception {
        Path dir = Path.of("src/test/resources/script-tests/operation-error");
        ScriptTestRunner withBrokenCard = new ScriptTestRunner(
                ScriptDirectories.of(List.of(dir.resolve("cards")), ScriptScenariosTest.SCRIPTS),
                CardDatabase.load(ScriptScenariosTest.CARDS_DB));
        TestResult result = runOnly(withBrokenCard, dir.resolve("tests/operation_error.lua"));
        assertEquals(Outcome.FAIL, result.outcome());
        assertTrue(result.report().startsWith("src/test/resources/script-tests/operation-error/tests/operation_error.lua:4: "
                + "a card script failed while the duel ran:\n    script error in the operation of "), result.report());
        assertTrue(result.report().contains("c55144522.lua:12: attempt to index"), result.report());
    }
}
