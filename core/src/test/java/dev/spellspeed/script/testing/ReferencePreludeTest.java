package dev.spellspeed.script.testing;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.script.ScriptDirectories;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Synchro, Xyz and Link Summons through a prelude in the calling convention of the reference
 * ygopro-scripts procedure.lua (test resource {@code reference-prelude/scripts/procedure.lua}, our
 * own code): its procedures leave materials to the engine functions the reference prelude calls.
 * The fixture directory is searched before the bundled scripts, as a user's {@code --scripts} is.
 */
class ReferencePreludeTest {
    private static final Path FIXTURE = Path.of("src/test/resources/reference-prelude");

    @TestFactory
    Stream<DynamicNode> procedureSummons() throws Exception {
        ScriptTestRunner runner = new ScriptTestRunner(
                ScriptDirectories.of(List.of(FIXTURE.resolve("scripts")), ScriptScenariosTest.SCRIPTS),
                CardDatabase.load(ScriptScenariosTest.CARDS_DB));
        List<DynamicNode> tests = new ArrayList<>();
        for (Path file : TestFiles.find(List.of(FIXTURE.resolve("tests")))) {
            for (TestCase test : runner.tests(file)) {
                tests.add(DynamicTest.dynamicTest(test.name(), () -> {
                    TestResult result = runner.run(test);
                    assertEquals(Outcome.PASS, result.outcome(), result.headline() + "\n" + result.details());
                }));
            }
        }
        return tests.stream();
    }
}
