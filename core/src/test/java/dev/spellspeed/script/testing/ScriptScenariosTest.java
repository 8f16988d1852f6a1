package dev.spellspeed.script.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDatabaseException;
import dev.spellspeed.script.ScriptDirectories;

/**
 * Every Lua scenario under {@code scripts/tests/} as JUnit dynamic tests: one container per file,
 * one test per {@code Test(…)}, failing with the runner's report, so that {@code mvn verify} runs
 * them all. Paths are relative to the core module, where Maven runs its tests.
 */
class ScriptScenariosTest {
    static final Path SCRIPTS = Path.of("../scripts");
    static final Path TESTS = SCRIPTS.resolve("tests");
    static final Path CARDS_DB = Path.of("../cards.db");

    static ScriptTestRunner runner() throws CardDatabaseException {
        return new ScriptTestRunner(ScriptDirectories.bundledOnly(SCRIPTS), CardDatabase.load(CARDS_DB));
    }

    @TestFactory
    Stream<DynamicNode> scenarios() throws IOException, CardDatabaseException {
        ScriptTestRunner runner = runner();
        List<DynamicNode> files = new ArrayList<>();
        for (Path file : TestFiles.find(List.of(TESTS))) {
            List<DynamicNode> tests = new ArrayList<>();
            for (TestCase test : runner.tests(file)) {
                URI source = URI.create(file.toAbsolutePath().toUri() + (test.line() > 0 ? "?line=" + test.line() : ""));
                tests.add(DynamicTest.dynamicTest(test.name(), source, () -> check(runner.run(test))));
            }
            files.add(DynamicContainer.dynamicContainer(TESTS.relativize(file).toString(), file.toUri(), tests.stream()));
        }
        return files.stream();
    }

    /** A failure's message carries the report and what the test printed; a pass stays quiet. */
    private static void check(TestResult result) {
        switch (result.outcome()) {
            case PASS -> { }
            case SKIP -> Assumptions.abort(result.report());
            case FAIL -> fail(result.headline() + "\n" + result.details());
        }
    }
}
