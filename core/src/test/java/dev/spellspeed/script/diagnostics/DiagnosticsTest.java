package dev.spellspeed.script.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.script.ScriptCompatibility;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.lint.ApiNames;
import dev.spellspeed.script.lint.LintFinding;
import dev.spellspeed.script.lint.ScriptLinter;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.script.testing.Outcome;
import dev.spellspeed.script.testing.ScriptTestRunner;
import dev.spellspeed.script.testing.TestCase;
import dev.spellspeed.script.testing.TestResult;

/**
 * The mistakes of {@code scripts/tests/diagnostics/}: each directory's broken script, searched before
 * the bundled ones, makes a bundled test fail with the message its {@code expected.txt} gives.
 */
class DiagnosticsTest {
    private static final Path ROOT = Path.of("..");
    private static final Path CASES = ROOT.resolve("scripts/tests/diagnostics");

    /** One case: its directory and expected.txt's fields. */
    record Case(Path dir, String run, String filter, List<String> expects, List<String> lints) {
        static Case read(Path dir) throws IOException {
            String run = null;
            String filter = "";
            List<String> expects = new ArrayList<>();
            List<String> lints = new ArrayList<>();
            for (String line : Files.readAllLines(dir.resolve("expected.txt"))) {
                if (line.startsWith("run: ")) {
                    run = line.substring(5).strip();
                } else if (line.startsWith("filter: ")) {
                    filter = line.substring(8).strip();
                } else if (line.startsWith("expect: ")) {
                    expects.add(line.substring(8).strip());
                } else if (line.startsWith("lint: ")) {
                    lints.add(line.substring(6).strip());
                }
            }
            return new Case(dir, run, filter, expects, lints);
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(CASES)) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                cases.add(Case.read(dir));
            }
        }
        return cases;
    }

    @TestFactory
    Stream<DynamicTest> eachMistakeFailsWithItsMessage() throws Exception {
        CardDatabase cards = CardDatabase.load(ROOT.resolve("cards.db"));
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            if (c.run() == null) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(c.dir().getFileName().toString(), () -> {
                // shown relative to the repository, as an author runs spellspeed from there
                // strict: a mistake ygopro tolerates (an undefined constant read as 0) is then an error too
                ScriptTestRunner runner = new ScriptTestRunner(
                        ScriptDirectories.of(List.of(c.dir()), ROOT.resolve("scripts")), cards)
                        .withCompatibility(ScriptCompatibility.DEFAULT.withStrict(true));
                List<TestCase> selected = runner.tests(ROOT.resolve(c.run())).stream()
                        .filter(t -> t.name().contains(c.filter())).toList();
                assertEquals(1, selected.size(), "one test of " + c.run() + " matches " + c.filter());
                TestResult result = runner.run(selected.get(0));
                assertEquals(Outcome.FAIL, result.outcome(), result.report());
                String report = result.report().replace("../scripts/", "scripts/");
                assertFalse(c.expects().isEmpty());
                for (String expected : c.expects()) {
                    assertTrue(report.contains(expected), "expected the report to contain\n" + expected + "\nbut it is\n" + report);
                }
            }));
        }
        return tests.stream();
    }

    /**
     * Without --strict, a nil where an integer is expected goes on as in ygopro (read as 0): Pot of
     * Greed with REASON_EFFET still draws, and the test's output carries the warning once.
     */
    @org.junit.jupiter.api.Test
    void anUndefinedConstantIsToleratedAsInYgoproWithAWarning() throws Exception {
        CardDatabase cards = CardDatabase.load(ROOT.resolve("cards.db"));
        Case c = Case.read(CASES.resolve("undefined-constant-in-operation"));
        ScriptTestRunner runner = new ScriptTestRunner(ScriptDirectories.of(List.of(c.dir()), ROOT.resolve("scripts")), cards);
        TestCase test = runner.tests(ROOT.resolve(c.run())).stream().filter(t -> t.name().contains(c.filter())).findFirst()
                .orElseThrow();
        TestResult result = runner.run(test);
        assertEquals(Outcome.PASS, result.outcome(), result.report());
        assertEquals(1, result.output().lines().filter(l -> l.startsWith("warning: c55144522: Duel.Draw: argument 3 "
                + "must be an integer, got nil")).count(), result.output());
    }

    @TestFactory
    Stream<DynamicTest> eachMistakeIsFoundByLintExactly() throws Exception {
        ScriptLinter linter = linter();
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            if (c.lints().isEmpty()) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(c.dir().getFileName().toString(), () -> {
                List<String> found = new ArrayList<>();
                try (Stream<Path> files = Files.list(c.dir())) {
                    for (Path file : files.filter(f -> f.getFileName().toString().matches("c\\d+\\.lua")).sorted().toList()) {
                        for (LintFinding f : linter.lint(file.toString(), Files.readAllBytes(file))) {
                            found.add(f.formatted().replace("../scripts/", "scripts/"));
                        }
                    }
                }
                assertEquals(c.lints(), found);
            }));
        }
        return tests.stream();
    }

    /** The positive control of the lint cases: the bundled scripts they were made from have no errors. */
    @org.junit.jupiter.api.Test
    void theBundledScriptsHaveNoLintErrors() throws Exception {
        ScriptLinter linter = linter();
        List<String> errors = new ArrayList<>();
        int files = 0;
        try (Stream<Path> scripts = Files.list(ROOT.resolve("scripts"))) {
            for (Path file : scripts.filter(f -> f.getFileName().toString().matches("c\\d+\\.lua")).sorted().toList()) {
                files++;
                for (LintFinding f : linter.lint(file.toString(), Files.readAllBytes(file))) {
                    if (f.severity() == LintFinding.Severity.ERROR) {
                        errors.add(f.formatted());
                    }
                }
            }
        }
        assertTrue(files > 100, "found the bundled scripts");
        assertEquals(List.of(), errors);
    }

    private static ScriptLinter linter() throws Exception {
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(ROOT.resolve("scripts")), SandboxOptions.defaults());
        return new ScriptLinter(ApiNames.of(host), CardDatabase.load(ROOT.resolve("cards.db")));
    }

    @TestFactory
    Stream<DynamicTest> withoutTheBrokenScriptTheSameTestPasses() throws Exception {
        CardDatabase cards = CardDatabase.load(ROOT.resolve("cards.db"));
        ScriptTestRunner runner = new ScriptTestRunner(ScriptDirectories.bundledOnly(ROOT.resolve("scripts")), cards);
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            if (c.run() == null) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(c.dir().getFileName().toString(), () -> {
                for (TestCase t : runner.tests(ROOT.resolve(c.run()))) {
                    if (t.name().contains(c.filter())) {
                        TestResult result = runner.run(t);
                        assertEquals(Outcome.PASS, result.outcome(), result.report());
                    }
                }
            }));
        }
        return tests.stream();
    }
}
