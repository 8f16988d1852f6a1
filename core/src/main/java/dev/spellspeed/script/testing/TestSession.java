package dev.spellspeed.script.testing;

import dev.spellspeed.script.api.ScriptedDuels;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaFunction;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;
import org.luaj.vm2.Varargs;

import dev.spellspeed.data.CardData;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptError;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.lua53.RewritingCompiler;
import dev.spellspeed.script.sandbox.ExecutionBudget;
import dev.spellspeed.script.sandbox.LuaErrors;
import dev.spellspeed.testing.BoardDump;
import dev.spellspeed.testing.Expectations;
import dev.spellspeed.testing.Prompted;
import dev.spellspeed.testing.Scenario;
import dev.spellspeed.testing.SourceLine;
import dev.spellspeed.testing.TestFailure;
import dev.spellspeed.testing.Unused;

/**
 * One test file loaded into a fresh sandbox with a fresh scenario: the Lua side of one test.
 *
 * <p>Isolation comes from never reusing a session: to run the i-th test of a file the runner
 * opens a new session, runs the file again (which declares every test) and then calls only the
 * i-th body. Scripts are compiled once per run (the prototype cache), so a session costs a
 * fraction of a millisecond plus the duel.
 *
 * <p>Two threads use it, never at the same time: the test thread runs the file and the test body;
 * the scenario's duel thread runs {@code t:Check} bodies while the test thread waits in
 * {@code t:Run()}.
 */
final class TestSession implements AutoCloseable {
    /** A {@code Test(name, function(t) … end)} declaration. */
    record Declaration(String name, LuaFunction body, SourceLine where) {
    }

    private final RunnerSettings settings;
    private final Path file;
    private final String displayName;
    private final ByteArrayOutputStream outputBytes = new ByteArrayOutputStream();
    private final PrintStream output = new PrintStream(outputBytes, true, StandardCharsets.UTF_8);
    private final DuelScripts scripts;
    private Scenario scenario;
    private final List<dev.spellspeed.event.DuelEvent.ScriptFailed> scriptFailures =
            new java.util.concurrent.CopyOnWriteArrayList<>();
    private Expectations expectations;
    private LuaCards cards;
    /** The set-up calls of this test so far, re-executed by {@code t:Restore} (SnapshotMethods). */
    private final Journal journal = new Journal();
    private final CallerLine caller;
    private final LuaArgs args;
    private final LuaTable testObject;
    private final List<Declaration> declarations = new ArrayList<>();
    private boolean insideTest;
    /** Cards whose initial_effect failed, when a puzzle records them instead of failing; else null. */
    private List<ScriptException> cardScriptFailures;
    private boolean insideCheck;
    /** What a ygopro puzzle file declares about itself (Debug.SetAIName, Debug.ShowHint). */
    private String aiName = "";
    private final List<String> hints = new ArrayList<>();
    /** When loading a puzzle as ygopro-core does: the mistakes it tolerated so far; null when strict. */
    private List<PuzzleWarning> puzzleWarnings;

    /**
     * @throws ScriptException when the prelude ({@code constant.lua}, …) cannot be loaded
     */
    TestSession(RunnerSettings settings, Path file, String displayName) {
        this.settings = settings;
        this.file = file;
        this.displayName = displayName;
        // call tracking gives every step its source line (CallerLine) and errors a full traceback
        ScriptHost host = new ScriptHost(settings.directories(),
                settings.sandbox().withTrackCalls(true).withOutput(output), settings.cache())
                .withCompatibility(settings.compatibility());
        this.scripts = host.openDuel(code -> settings.cards().find(code).map(CardData::name).orElse(null));
        if (settings.coverage() != null && scripts.globals().debuglib instanceof ExecutionBudget budget) {
            budget.recordCoverage(settings.coverage());
        }
        this.scenario = new Scenario(DuelOptions.standard(settings.seed()));
        attach(scenario);
        this.caller = new CallerLine(scripts.globals());
        this.args = new LuaArgs(settings.cards(), settings.names());
        this.testObject = TestObject.create(this);
        DebugBindings.install(this);
        SnapshotMethods.install(testObject, this);
        journal.watch(scripts.apiTable("Debug"), Journal.DEBUG_SET_UP);
        journal.watch(testObject, Journal.TEST_SET_UP);
        TestFunction.function(scripts.globals(), "", "Test", (a, fn) -> {
            declare(a);
            return LuaValue.NONE;
        });
    }

    /**
     * Runs the test file's main chunk, which declares its tests.
     *
     * @throws ScriptException when the file cannot be read, does not compile or fails
     * @throws TestFailure when it calls a test function that fails the test (e.g. a card script
     *         error during {@code Debug.AddCard} at file level)
     */
    void load() {
        byte[] source;
        try {
            source = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new ScriptException(new ScriptError(ScriptError.Kind.READ, 0, null, CallbackRole.LOAD,
                    displayName, -1, "cannot read: " + e.getMessage(), ""));
        }
        if (source.length > settings.sandbox().maxSourceBytes()) {
            throw new ScriptException(new ScriptError(ScriptError.Kind.READ, 0, null, CallbackRole.LOAD,
                    displayName, -1, "larger than " + settings.sandbox().maxSourceBytes() + " bytes", ""));
        }
        String chunkName = "@" + displayName; // errors and source lines then show the path as the user gave it
        Prototype prototype;
        try {
            prototype = settings.cache().get(chunkName, source);
        } catch (LuaError e) {
            LuaErrors.Decoded d = LuaErrors.decodeCompileError(e, RewritingCompiler.chunkId(chunkName));
            throw new ScriptException(new ScriptError(ScriptError.Kind.SYNTAX, 0, null, CallbackRole.LOAD,
                    displayName, d.line(), d.message(), ""));
        }
        scripts.call(0, CallbackRole.LOAD, scripts.instantiate(prototype), LuaValue.NONE);
    }

    /** The tests the file declared, in order. */
    List<Declaration> declarations() {
        return List.copyOf(declarations);
    }

    /** Marks the test's positions while {@link #runToPosition} runs its body; null otherwise. */
    private TestPositions positions;

    /** What {@code t:Run()} tells the position recorder, if one is listening. */
    TestPositions positions() {
        return positions;
    }

    /**
     * Runs a declared test's body for a playtest board: for real, run by run, until it fails, ends or
     * has completed {@code stopAfterRuns} runs; returns where the board opens ({@link TestPositions}).
     * A failure is returned, not thrown.
     */
    TestPositions.Stop runToPosition(Declaration test, int stopAfterRuns) {
        TestPositions recorder = new TestPositions(this, stopAfterRuns);
        positions = recorder;
        insideTest = true;
        try {
            scripts.call(0, CallbackRole.OTHER, test.body(), testObject);
            failOnScriptErrors(SourceLine.UNKNOWN);
            List<Unused> unused = scenario.unusedItems();
            if (!unused.isEmpty()) {
                return new TestPositions.Stop(recorder.position(), "queued but never used: " + unused.get(0), unused.get(0).where(),
                        false, TestPositions.Outcome.FAILED);
            }
        } catch (TestPositions.Reached reached) {
            // the position: the runs after it are not played
        } catch (TestFailure failure) {
            String first = failure.getMessage() == null ? "" : failure.getMessage().lines().findFirst().orElse("");
            return new TestPositions.Stop(recorder.position(), first, failure.where(), recorder.inRun(),
                    recorder.inRun() ? TestPositions.Outcome.FAILED : TestPositions.Outcome.FAILED_EXPECTATION);
        } catch (SkipSignal skip) {
            return new TestPositions.Stop(recorder.position(), skip.reason(), here(), false, TestPositions.Outcome.SKIPPED);
        } catch (ScriptException e) {
            return new TestPositions.Stop(recorder.position(), e.error().summary(),
                    new SourceLine(e.error().file(), e.error().line()), recorder.inRun(), TestPositions.Outcome.FAILED);
        } finally {
            insideTest = false;
            positions = null;
        }
        return new TestPositions.Stop(recorder.position(), null, null, false, TestPositions.Outcome.PASSED);
    }

    /**
     * Sets a fresh duel up at {@code position} (as {@code t:Restore} does: the set-up calls again, then
     * the decisions answered, with the calls made between runs at their decisions) and hands it to
     * the given players from the prompt after those decisions.
     */
    void openAt(TestPositions.Mark position, dev.spellspeed.decision.Decider decider0, dev.spellspeed.decision.Decider decider1) {
        List<Journal.Entry> calls = position.calls();
        journal.truncate(0);
        useScenario(new Scenario(DuelOptions.standard(settings.seed())));
        journal.replay(calls.stream().filter(call -> !call.started()).toList());
        scenario.handOverAfter(position.decisions(), decision -> journal.replay(calls.stream()
                .filter(call -> call.started() && call.decision() == decision).toList()), decider0, decider1);
    }

    /**
     * Runs one declared test's body, then applies strictness: anything still queued fails it.
     *
     * @throws TestFailure when the test fails
     * @throws SkipSignal when the test calls {@code t:Skip}
     * @throws ScriptException on a Lua error in the test
     */
    void run(Declaration test) {
        insideTest = true;
        try {
            scripts.call(0, CallbackRole.OTHER, test.body(), testObject);
        } finally {
            insideTest = false;
        }
        failOnScriptErrors(SourceLine.UNKNOWN);
        List<Unused> unused = scenario.unusedItems();
        if (!unused.isEmpty()) {
            DuelResult ended = scenario.duel().result();
            // a deck-out or LP 0 ends the duel before the queue is reached: say so, not just "never used"
            StringBuilder message = new StringBuilder(ended == null ? "queued but never used:"
                    : Reports.duelEnded(ended) + ", so these were queued but never used:");
            for (Unused item : unused) {
                message.append("\n  ").append(item);
            }
            throw new TestFailure(unused.get(0).where(), message + "\n" + BoardDump.of(scenario.duel()));
        }
    }

    /**
     * From now on, a card script whose {@code initial_effect} fails is recorded, not a test failure:
     * a puzzle is set up even so, and the run counts the card's Lua error.
     */
    void recordCardScriptFailures() {
        cardScriptFailures = new ArrayList<>();
    }

    /** The card scripts whose {@code initial_effect} failed, when recorded. */
    List<ScriptException> cardScriptFailures() {
        return cardScriptFailures == null ? List.of() : List.copyOf(cardScriptFailures);
    }

    /** The card script failures seen so far, which are then forgotten. */
    List<dev.spellspeed.event.DuelEvent.ScriptFailed> takeScriptFailures() {
        List<dev.spellspeed.event.DuelEvent.ScriptFailed> taken = List.copyOf(scriptFailures);
        scriptFailures.clear();
        return taken;
    }

    /** Fails the test, at {@code where}, if a card script's callback failed while the duel ran. */
    void failOnScriptErrors(SourceLine where) {
        if (scriptFailures.isEmpty()) {
            return;
        }
        StringBuilder message = new StringBuilder("a card script failed while the duel ran:");
        for (dev.spellspeed.event.DuelEvent.ScriptFailed failed : scriptFailures) {
            message.append('\n').append(failed.describe());
        }
        scriptFailures.clear();
        throw new TestFailure(where, message + "\n" + BoardDump.of(scenario.duel()));
    }

    /** From now on, Debug tolerates the puzzle's own mistakes as ygopro-core does, recording a warning for each. */
    void tolerateLikeTheReference() {
        puzzleWarnings = new ArrayList<>();
    }

    /** Whether Debug tolerates what ygopro-core tolerates (a puzzle loaded by `puzzle` or `play`); a test is strict. */
    boolean toleratesLikeTheReference() {
        return puzzleWarnings != null;
    }

    /** A tolerated mistake, at the puzzle line calling Debug now. */
    void warn(String message) {
        puzzleWarnings.add(new PuzzleWarning(caller.current(), message));
    }

    List<PuzzleWarning> puzzleWarnings() {
        return puzzleWarnings == null ? List.of() : List.copyOf(puzzleWarnings);
    }

    void setAiName(String name) {
        this.aiName = name;
    }

    String aiName() {
        return aiName;
    }

    void addHint(String hint) {
        hints.add(hint);
    }

    List<String> hints() {
        return List.copyOf(hints);
    }

    /** What the test printed ({@code print}, {@code t:Log()}, {@code Debug.Message}). */
    String output() {
        return outputBytes.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        scenario.close();
    }

    private void declare(Varargs a) {
        if (insideTest) {
            throw new LuaError("Test: tests are declared at the top level of a test file, not inside a test");
        }
        String name = ArgCheck.checkString(a, 1, "Test");
        LuaFunction body = ArgCheck.checkFunction(a, 2, "Test");
        declarations.add(new Declaration(name, body, caller.current()));
    }

    /** Binds the API, the expectations and the script-failure watch to a scenario's duel. */
    private void attach(Scenario next) {
        next.duel().useCards(settings.cards()); // scripts create Tokens from the same pool
        scripts.chargeWorkTo(next.duel().work(), () -> ScriptedDuels.heldByEngine(next.duel())); // each test's duel has its own work budget
        work = next.duel().work();
        this.cards = settings.api().install(next.rules(), scripts);
        this.expectations = new Expectations(next.rules());
        // a card script's callback that fails is only logged by the engine; a test must not pass over it
        next.duel().subscribe(event -> {
            if (event instanceof dev.spellspeed.event.DuelEvent.ScriptFailed failed) {
                scriptFailures.add(failed);
            }
        });
    }

    /** The work budget of the test's current duel; read by the runner's timeout thread. */
    private volatile dev.spellspeed.duel.WorkBudget work;

    /** Stops the test's current duel at its next check (the runner's wall-clock backstop; any thread). */
    void cancel(String reason) {
        dev.spellspeed.duel.WorkBudget current = work;
        if (current != null) {
            current.cancel(reason);
        }
    }

    /**
     * Replaces the test's duel (t:Replay, t:Restore): the old one is closed, the API is bound to the
     * new one, and the card handles the test holds name the new duel's cards of the same number.
     */
    void useScenario(Scenario next) {
        Scenario old = scenario;
        LuaCards oldCards = cards;
        old.close();
        scenario = next;
        attach(next);
        cards.adopt(oldCards, List.of());
    }

    /** After a restore: every handle the old duel handed out now names its card in this one. */
    void adoptAllCards(LuaCards earlier) {
        cards.adopt(earlier, scenario.duel().field().allCards());
    }

    Journal journal() {
        return journal;
    }

    RunnerSettings settings() {
        return settings;
    }

    // ---- what the bindings use ----

    Scenario scenario() {
        return scenario;
    }

    Duel duel() {
        return scenario.duel();
    }

    Expectations expect() {
        return expectations;
    }

    LuaArgs args() {
        return args;
    }

    LuaCards cards() {
        return cards;
    }

    DuelScripts scripts() {
        return scripts;
    }

    PrintStream out() {
        return output;
    }

    /**
     * Runs a card's {@code initial_effect} (once per card). A failure is a test failure, not a Lua
     * error, so that a {@code pcall} in the test cannot hide a broken card script.
     *
     * @param fn the test function that put the card in the duel, for the message
     */
    void initialise(Card card, String fn) {
        try {
            cards.initialise(card);
        } catch (ScriptException e) {
            if (cardScriptFailures != null) {
                cardScriptFailures.add(e);
                return;
            }
            throw new TestFailure(caller.current(), "the card script of " + card + " failed in " + fn + ":\n"
                    + Reports.luaError(e.error()));
        }
    }

    /** The test line calling the binding now. */
    SourceLine here() {
        return caller.current();
    }

    boolean insideCheck() {
        return insideCheck;
    }

    /** A {@code t:Check} body as the scenario runs it: on the duel thread, with {@code t} as its argument. */
    Consumer<Prompted> check(LuaFunction body) {
        return prompted -> {
            insideCheck = true;
            try {
                scripts.call(0, CallbackRole.OTHER, body, testObject);
            } finally {
                insideCheck = false;
            }
        };
    }
}
