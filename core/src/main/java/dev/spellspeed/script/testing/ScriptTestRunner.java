package dev.spellspeed.script.testing;

import dev.spellspeed.run.GameWatch;

import dev.spellspeed.script.api.ApiInstaller;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardNames;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.ImpossiblePromptError;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.sandbox.LineCoverage;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.testing.SourceLine;
import dev.spellspeed.testing.TestFailure;

/**
 * Runs Lua scenario tests: files that declare tests with {@code Test(name, function(t) … end)}
 * and drive the real engine through {@code t} and {@code Debug} (docs/testing.md).
 *
 * <p>Every test runs alone: a fresh sandbox and duel, the file loaded again, only that test's body
 * called. A test passes when its body returns with nothing left queued; it fails on a failed
 * expectation, an unanswered or wrongly answered prompt, an action that never became legal,
 * anything queued but not used, or a Lua error in the test or in a card script; {@code t:Skip}
 * skips it. The command line ({@code spellspeed test}) and the JUnit suite both use this class.
 *
 * <p>Not thread-safe; one runner runs one test at a time (each test's duel has a thread of its own).
 */
public final class ScriptTestRunner {
    /** The duel seed every test starts with; {@code t:Seed(n)} changes it. */
    public static final long DEFAULT_SEED = 1;

    private static final long CACHE_SIZE = 10_000;

    private final RunnerSettings settings;
    /** Wall-clock backstop per test, or null for none. */
    private final java.time.Duration timeout;
    /** Cancels tests that run past the timeout; one daemon thread, made on first use. */
    private java.util.concurrent.ScheduledExecutorService timer;

    /** A runner whose tests and card scripts see the whole scripting API. */
    public ScriptTestRunner(ScriptDirectories directories, CardDatabase cards) {
        this(directories, cards, ApiInstaller.FULL);
    }

    /**
     * @param directories where card scripts and the prelude come from (user directories first)
     * @param cards the card database; tests may name only cards it has (by code or by name)
     * @param api installs the scripting API into each test's sandbox
     */
    public ScriptTestRunner(ScriptDirectories directories, CardDatabase cards, ApiInstaller api) {
        this(new RunnerSettings(directories, cards, CardNames.of(cards), api, new PrototypeCache(CACHE_SIZE),
                SandboxOptions.defaults(), DEFAULT_SEED), null);
    }

    private ScriptTestRunner(RunnerSettings settings, java.time.Duration timeout) {
        this.settings = settings;
        this.timeout = timeout;
    }

    /**
     * This runner with a wall-clock backstop per test: a test still running after {@code timeout}
     * has its duel cancelled ({@code Duel.cancel}) and fails as timed out. Each test's duel also has
     * its deterministic work budget ({@code DuelOptions.workBudget}), which normally ends a runaway
     * test long before; the timeout is for what that budget does not count. Null for none.
     */
    /** The same runner compiling scripts through {@code cache} (one that keeps compiled scripts on disk, for a CLI run). */
    public ScriptTestRunner withPrototypeCache(PrototypeCache cache) {
        RunnerSettings s = settings;
        return new ScriptTestRunner(new RunnerSettings(s.directories(), s.cards(), s.names(), s.api(), cache, s.sandbox(),
                s.seed(), s.coverage(), s.loads(), s.compatibility()), timeout);
    }

    /** The same runner treating card scripts as {@code compatibility} says (the test runner's --strict, --no-legacy). */
    public ScriptTestRunner withCompatibility(dev.spellspeed.script.ScriptCompatibility compatibility) {
        RunnerSettings s = settings;
        return new ScriptTestRunner(new RunnerSettings(s.directories(), s.cards(), s.names(), s.api(), s.cache(), s.sandbox(),
                s.seed(), s.coverage(), s.loads(), compatibility), timeout);
    }

    public ScriptTestRunner withTimeout(java.time.Duration timeout) {
        return new ScriptTestRunner(settings, timeout);
    }

    private synchronized java.util.concurrent.ScheduledExecutorService timer() {
        if (timer == null) {
            timer = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "spellspeed test timeout");
                t.setDaemon(true);
                return t;
            });
        }
        return timer;
    }

    /**
     * This runner (same scripts, cards, compiled-script cache and timeout) with every test's sandbox
     * counting the instructions it runs into {@code coverage}, for per-line coverage.
     */
    public ScriptTestRunner recordingCoverage(LineCoverage coverage) {
        RunnerSettings s = settings;
        return new ScriptTestRunner(new RunnerSettings(s.directories(), s.cards(), s.names(), s.api(), s.cache(), s.sandbox(),
                s.seed(), coverage, s.loads(), s.compatibility()), timeout);
    }

    /**
     * This runner (same scripts, cards, compiled-script cache and timeout) telling {@code loads},
     * after each test, which card script files its duel loaded (what {@code test --watch} re-runs a
     * test for).
     */
    public ScriptTestRunner reportingLoads(BiConsumer<TestCase, Set<Path>> loads) {
        RunnerSettings s = settings;
        return new ScriptTestRunner(new RunnerSettings(s.directories(), s.cards(), s.names(), s.api(), s.cache(), s.sandbox(),
                s.seed(), s.coverage(), loads, s.compatibility()), timeout);
    }

    /**
     * The tests a file declares, in order. A file that cannot be loaded, or declares none, gives
     * one pseudo-test ({@link TestCase#LOADING}) whose run reports why.
     */
    public List<TestCase> tests(Path file) {
        String display = TestFiles.displayName(file);
        try (TestSession session = new TestSession(settings, file, display)) {
            session.load();
            List<TestSession.Declaration> declared = session.declarations();
            if (declared.isEmpty()) {
                return List.of(TestCase.loading(file, display));
            }
            List<TestCase> tests = new ArrayList<>(declared.size());
            for (int i = 0; i < declared.size(); i++) {
                TestSession.Declaration d = declared.get(i);
                tests.add(new TestCase(file, display, i, d.name(), d.where().line()));
            }
            return tests;
        } catch (RuntimeException | TestFailure | SkipSignal e) {
            return List.of(TestCase.loading(file, display)); // running it reports the failure
        }
    }

    /** {@link #loadPuzzle(Path, PuzzleLoading)} as the reference engine loads it ({@link PuzzleLoading#AS_REFERENCE}). */
    public PuzzleSetup loadPuzzle(Path file) {
        return loadPuzzle(file, PuzzleLoading.AS_REFERENCE);
    }

    /**
     * Runs a ygopro puzzle file (Debug.ReloadFieldBegin, Debug.AddCard, …, Debug.ReloadFieldEnd,
     * aux.BeginPuzzle) in a fresh sandbox and duel, and returns its starting position.
     *
     * @param loading whether the puzzle's own mistakes that ygopro-core tolerates load as there, with a
     *                warning each ({@link PuzzleSetup#warnings()}), or are errors
     * @throws ScriptException when the file cannot be read, does not compile or fails (naming file and line)
     * @throws TestFailure when a card script fails while the puzzle places its cards
     */
    public PuzzleSetup loadPuzzle(Path file, PuzzleLoading loading) {
        String display = TestFiles.displayName(file);
        try (TestSession session = new TestSession(settings, file, display)) {
            session.recordCardScriptFailures();
            if (loading == PuzzleLoading.AS_REFERENCE) {
                session.tolerateLikeTheReference();
            }
            session.load();
            var duel = session.duel();
            // a card script that failed while the puzzle set up is that card's Lua error, not the puzzle's: counted, not thrown
            GameWatch watch = GameWatch.on(duel);
            watch.loadFailures(session.cardScriptFailures());
            session.takeScriptFailures().forEach(watch::observe);
            return new PuzzleSetup(session.aiName(), session.hints(), duel.duelFlags(), duel.masterRule(),
                    dev.spellspeed.testing.BoardDump.of(duel), session.output(), watch.setUp(), session.puzzleWarnings());
        }
    }

    /**
     * {@code spellspeed why}: plays the file's test whose name contains {@code filter} (null: the file
     * is a puzzle, set up only), runs on to {@code player}'s next prompt offering activations and
     * says whether the card is offered there, and if not why ({@link WhyProbe}).
     *
     * @throws IllegalArgumentException when no test, or more than one, matches the filter
     */
    public WhyProbe.Answer why(Path file, String filter, int player, java.util.function.Predicate<dev.spellspeed.duel.Card> card) {
        try (TestSession session = new TestSession(settings, file, TestFiles.displayName(file))) {
            if (filter == null) {
                return WhyProbe.probe(session, null, player, card);
            }
            List<String> names = tests(file).stream().filter(t -> t.index() != TestCase.LOADING)
                    .map(TestCase::name).filter(n -> n.contains(filter)).toList();
            if (names.size() != 1) {
                throw new IllegalArgumentException((names.isEmpty() ? "no test" : names.size() + " tests") + " of "
                        + file + " named with \"" + filter + "\"" + (names.isEmpty() ? "" : ": " + String.join("; ", names)));
            }
            return WhyProbe.probe(session, names.get(0), player, card);
        }
    }

    RunnerSettings settings() {
        return settings;
    }

    /** Runs one test in a fresh sandbox and duel. */
    public TestResult run(TestCase test) {
        TestSession session = null;
        java.util.concurrent.ScheduledFuture<?> backstop = null;
        try {
            session = new TestSession(settings, test.file(), test.displayName());
            if (timeout != null) {
                TestSession running = session; // cancels whichever duel the test has then (t:Restore replaces it)
                backstop = timer().schedule(() -> running.cancel("timed out after " + timeout.toMillis()
                        + " ms (the wall-clock backstop, --timeout)"), timeout.toMillis(),
                        java.util.concurrent.TimeUnit.MILLISECONDS);
            }
            session.load();
            List<TestSession.Declaration> declared = session.declarations();
            if (test.index() == TestCase.LOADING) {
                return declared.isEmpty()
                        ? result(test, Outcome.FAIL, test.displayName() + ": declares no tests"
                                + " (a test file calls Test(name, function(t) … end))", session)
                        : result(test, Outcome.PASS, "", session);
            }
            if (test.index() >= declared.size() || !declared.get(test.index()).name().equals(test.name())) {
                return result(test, Outcome.FAIL, test.displayName() + ": declared other tests when loaded again"
                        + " (Test calls must be the same on every load)", session);
            }
            session.run(declared.get(test.index()));
            return result(test, Outcome.PASS, "", session);
        } catch (TestFailure failure) {
            String where = failure.where() == SourceLine.UNKNOWN ? "" : failure.where() + ": ";
            return result(test, Outcome.FAIL, where + failure.getMessage(), session);
        } catch (SkipSignal skip) {
            return result(test, Outcome.SKIP, skip.reason(), session);
        } catch (ScriptException e) {
            return result(test, Outcome.FAIL, Reports.luaError(e.error()), session);
        } catch (dev.spellspeed.duel.DuelAbortedError e) {
            // the test's duel used up its work budget (DuelOptions.workBudget) or was cancelled
            return result(test, Outcome.FAIL, "aborted: " + e.getMessage(), session);
        } catch (RuntimeException | IllegalDecisionException | ImpossiblePromptError e) {
            return result(test, Outcome.FAIL, "internal error of the test runner or engine: " + stackTrace(e), session);
        } finally {
            if (backstop != null) {
                backstop.cancel(false);
            }
            if (session != null) {
                if (settings.loads() != null) {
                    settings.loads().accept(test, session.scripts().loadedFiles());
                }
                session.close();
            }
        }
    }

    /** Forgets which directory supplies each script file, so scripts added or removed since are seen. */
    public void refreshDirectories() {
        settings.directories().refresh();
    }

    /**
     * Runs every test of the files under {@code paths} whose {@code file: name} contains
     * {@code filter} (ignoring case; null or empty: all), telling {@code listener} each result as
     * it comes.
     *
     * @throws java.nio.file.NoSuchFileException when a path does not exist
     */
    public RunSummary runAll(List<Path> paths, String filter, Consumer<TestResult> listener) throws IOException {
        RunSummary summary = new RunSummary(0, 0, 0);
        for (Path file : TestFiles.find(paths)) {
            for (TestCase test : tests(file)) {
                if (matches(test, filter)) {
                    TestResult result = run(test);
                    listener.accept(result);
                    summary = summary.plus(result.outcome());
                }
            }
        }
        return summary;
    }

    private static boolean matches(TestCase test, String filter) {
        return filter == null || filter.isEmpty()
                || test.toString().toLowerCase(Locale.ROOT).contains(filter.toLowerCase(Locale.ROOT));
    }

    private static TestResult result(TestCase test, Outcome outcome, String report, TestSession session) {
        return new TestResult(test, outcome, report, session == null ? "" : session.output() + warnings(session));
    }

    /**
     * The script mistakes ygopro tolerates that the test's card scripts made, one line per card and
     * kind, after what the test printed (with --strict they fail the test instead).
     */
    private static String warnings(TestSession session) {
        StringBuilder out = new StringBuilder();
        session.scripts().tolerances().warnings().forEach((code, byKind) -> byKind.values().forEach(message ->
                out.append("warning: c").append(code).append(": ").append(message).append('\n')));
        return out.toString();
    }

    private static String stackTrace(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
