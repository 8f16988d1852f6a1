package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.testing.RunSummary;
import dev.spellspeed.script.testing.ScriptTestRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** Runs Lua scenario tests; a thin wrapper around {@link ScriptTestRunner}. */
@Command(name = "test", mixinStandardHelpOptions = true,
        description = "Run Lua scenario tests (Test(name, function(t) ... end) files; see docs/testing.md). "
                + "Prints one line per test and a summary; exit status 1 if any test failed.")
final class TestCommand implements Callable<Integer> {
    /** Exit status when a test failed. */
    static final int TESTS_FAILED = 1;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "PATH",
            description = "Test files or directories (searched recursively for .lua files); default: scripts/tests of the Spellspeed home.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--filter", paramLabel = "TEXT",
            description = "Run only the tests whose 'file: name' contains TEXT (ignoring case).")
    String filter;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "Fail a test still running after SECONDS of wall-clock time (a backstop: each test's duel "
                    + "also has its deterministic work budget); 0 for none (default: ${DEFAULT-VALUE}).")
    long timeoutSeconds;

    @Mixin
    CardSources sources = new CardSources();

    @Override
    public Integer call() {
        List<Path> targets = paths.isEmpty() ? List.of(Home.home().resolve("scripts").resolve("tests")) : paths;
        CardDatabase cards = sources.cards();
        if (timeoutSeconds < 0) {
            throw new UserError("--timeout cannot be negative, got " + timeoutSeconds);
        }
        ScriptTestRunner runner = new ScriptTestRunner(sources.directories(), cards)
                .withTimeout(timeoutSeconds == 0 ? null : java.time.Duration.ofSeconds(timeoutSeconds));
        PrintWriter out = spec.commandLine().getOut();
        RunSummary summary;
        try {
            summary = runner.runAll(targets, filter, result -> {
                out.println(result.headline());
                out.print(result.details());
                out.flush();
            });
        } catch (NoSuchFileException e) {
            throw new UserError(e.getFile() + ": no such test file or directory");
        } catch (IOException e) {
            throw new UserError("cannot read the tests: " + e.getMessage());
        }
        out.println(summary.line());
        return summary.ok() ? 0 : TESTS_FAILED;
    }
}
