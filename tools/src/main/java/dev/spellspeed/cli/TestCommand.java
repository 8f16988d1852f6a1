package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.script.ScriptDirectories;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import dev.spellspeed.script.sandbox.LineCoverage;
import dev.spellspeed.script.testing.JUnitXmlReport;
import dev.spellspeed.script.testing.RecordedRun;
import dev.spellspeed.script.testing.RunSummary;
import dev.spellspeed.script.testing.TestResultsJson;
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
import java.time.Duration;
import java.time.Instant;
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

    @Option(names = "--junit", paramLabel = "FILE",
            description = "Also write the results as JUnit XML to FILE (one testcase per Test; failures carry file:line), for CI.")
    Path junit;

    @Option(names = "--json", description = "Print the results as one JSON object (docs/testing.md) instead of text.")
    boolean json;

    @Option(names = "--watch",
            description = "Keep running: after each change of a test file, a card script, the prelude or a database, "
                    + "run again the tests it affects (Ctrl-C stops).")
    boolean watch;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "Fail a test still running after SECONDS of wall-clock time (a backstop: each test's duel "
                    + "also has its deterministic work budget); 0 for none (default: ${DEFAULT-VALUE}).")
    long timeoutSeconds;

    @Mixin
    CardSources sources = new CardSources();

    @Mixin
    CoverageOptions coverage = new CoverageOptions();

    @Override
    public Integer call() {
        List<Path> targets = paths.isEmpty() ? List.of(Home.home().resolve("scripts").resolve("tests")) : paths;
        coverage.check();
        java.time.Duration timeout = timeout();
        if (watch) {
            if (json || junit != null || coverage.on()) {
                throw new UserError("--watch prints results as they come: it cannot be combined with --json, --junit or --coverage");
            }
            return new WatchLoop(spec.commandLine().getOut(), spec.commandLine().getErr())
                    .run(targets, sources, filter, timeout, Duration.ofDays(365_000));
        }
        CardDatabase cards = sources.cards();
        ScriptDirectories directories = sources.directories();
        ScriptTestRunner runner = new ScriptTestRunner(directories, cards).withPrototypeCache(RunCache.prototypeCache())
                .withCompatibility(sources.compatibility()).withTimeout(timeout);
        LineCoverage recorded = coverage.on() ? new LineCoverage() : null;
        if (recorded != null) {
            runner = runner.recordingCoverage(recorded);
        }
        PrintWriter out = spec.commandLine().getOut();
        Instant started = Instant.now();
        RecordedRun run = new RecordedRun(result -> {
            if (!json) {
                out.println(result.headline());
                out.print(result.details());
                out.flush();
            }
        });
        RunSummary summary;
        try {
            summary = runner.runAll(targets, filter, run);
        } catch (NoSuchFileException e) {
            throw new UserError(e.getFile() + ": no such test file or directory");
        } catch (IOException e) {
            throw new UserError("cannot read the tests: " + e.getMessage());
        }
        if (junit != null) {
            try {
                JUnitXmlReport.write(junit, "spellspeed test", run.results(), started);
            } catch (IOException e) {
                throw new UserError("--junit " + junit + ": cannot write: " + e.getMessage());
            }
        }
        CoverageOptions.Totals totals = recorded == null ? null
                : coverage.write(recorded, directories, sources.scriptDirs.stream().map(Path::toAbsolutePath).toList(), cards);
        if (json) {
            JsonObject root = TestResultsJson.tree(run.results(), run.nanos());
            if (totals != null) {
                root.add("coverage", totals.toJson());
            }
            out.println(new GsonBuilder().disableHtmlEscaping().serializeNulls().create().toJson(root));
        } else {
            out.println(summary.line());
            if (totals != null) {
                out.println(totals.line());
            }
        }
        if (totals != null && !coverage.enough(totals)) {
            spec.commandLine().getErr().println("spellspeed: " + coverage.shortfall(totals));
            return TESTS_FAILED;
        }
        return summary.ok() ? 0 : TESTS_FAILED;
    }

    /** The --timeout backstop per test, or null for none. */
    private java.time.Duration timeout() {
        if (timeoutSeconds < 0) {
            throw new UserError("--timeout cannot be negative, got " + timeoutSeconds);
        }
        return timeoutSeconds == 0 ? null : java.time.Duration.ofSeconds(timeoutSeconds);
    }
}
