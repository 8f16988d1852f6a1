package dev.spellspeed.script.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * "Why is my card not offered?" (issue 26): a failing t:ExpectOffered / t:ExpectCanActivate names the
 * requirement the engine's activation procedure refused, and the same position with that requirement
 * met (the test's control in src/test/resources/script-tests/why-not/refusals.lua) passes.
 */
class WhyNotOfferedTest {
    private static final Path FILE = Path.of("src/test/resources/script-tests/why-not/refusals.lua");

    private static ScriptTestRunner runner;
    private static List<TestCase> tests;

    @BeforeAll
    static void openRunner() throws Exception {
        runner = ScriptScenariosTest.runner();
        tests = runner.tests(FILE);
    }

    private static TestResult run(String name) {
        TestCase test = tests.stream().filter(t -> t.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no test named " + name));
        return runner.run(test);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "refused: no legal target | control: a legal target | Mystical Space Typhoon#1 (hand): card activation (effect #1): no legal target, or nothing for it to do: the target function (",
        "refused: cost cannot be paid | control: a card to discard for the cost | card activation (effect #2): its cost cannot be paid: the cost function (",
        "refused: condition false | control: a card to discard for the cost | Magic Jammer#3 (Spell & Trap Zone, face-down): card activation (effect #2): its condition (",
        "refused: Set this turn | control: Set before this turn | it was Set this turn (turn 3): a Set Quick-Play Spell can be activated from the next turn on",
        "refused: spell speed too low for the chain | control: Spell Speed 1 in the open Main Phase | chain link 1 (Mystical Space Typhoon#1) is Spell Speed 2, and this is Spell Speed 1",
        "refused: count limit used | control: count limit not used yet | its count limit (1 per turn) is used up: last used by Phantom of Chaos#1 on turn 3",
        "refused: prohibited by a card's effect | control: Spell Speed 1 in the open Main Phase | prohibited by Spell Canceller#3's field effect (effect #1)",
        "refused: zone full | control: one zone free | player 0 has no free Spell & Trap Zone",
        "refused: only summon negation answers a summon about to succeed | control: right after the summon it answers | card activation (effects #1, #2, #3): only effects that answer the summon (EVENT_SUMMON) may be activated now",
        "refused: wrong timing | control: right after the summon it answers | it is activated when EVENT_SUMMON_SUCCESS happens, and that is not what just happened (EVENT_PHASE_START+PHASE_END",
        "refused: a Trap in the hand | control: Set before this turn | a Trap is activated from the Spell & Trap Zone: Set it first",
        "refused: a trigger effect is not activated on demand | control: count limit not used yet | mandatory trigger effect (effect #1): it is not activated on demand",
        "refused at a chain window: ExpectCanActivate names the cost | control: ExpectCanActivate sees a Counter Trap answering the chain (EVENT_CHAINING) | Magic Jammer#3 (Spell & Trap Zone, face-down): card activation (effect #3): its cost cannot be paid",
    })
    void theRefusalNamesTheRequirementAndItsControlPasses(String refused, String control, String reason) {
        TestResult failing = run(refused);
        assertEquals(Outcome.FAIL, failing.outcome(), failing.report());
        assertTrue(failing.report().contains(", because:\n  "), failing.report());
        assertTrue(failing.report().contains(reason), "expected the report to contain\n" + reason + "\nbut it is\n"
                + failing.report());
        TestResult passing = run(control);
        assertEquals(Outcome.PASS, passing.outcome(), passing.report());
    }
}
