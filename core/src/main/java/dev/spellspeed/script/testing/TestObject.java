package dev.spellspeed.script.testing;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.testing.BoardDump;
import dev.spellspeed.testing.SourceLine;
import dev.spellspeed.testing.TestFailure;

/**
 * The {@code t} object passed to every test body: a table of methods bound to one session. This
 * class defines {@code t:Run}, {@code t:Log} and {@code t:Skip} and lets {@link SetupMethods},
 * {@link QueueMethods} and {@link ExpectationMethods} add the rest.
 */
final class TestObject {
    /** How scripts name the object in messages. */
    static final String NAME = "t";

    private final TestSession session;

    private TestObject(TestSession session) {
        this.session = session;
    }

    /** A new {@code t} for the session. */
    static LuaTable create(TestSession session) {
        LuaTable t = new LuaTable();
        LuaTable meta = new LuaTable();
        meta.rawset("__name", LuaValue.valueOf("Test")); // argument errors call it a Test, not a table
        t.setmetatable(meta);
        TestObject control = new TestObject(session);
        TestFunction.method(t, NAME, "Run", (a, fn) -> {
            control.run(fn);
            return LuaValue.NONE;
        });
        TestFunction.method(t, NAME, "Log", (a, fn) -> {
            session.out().print(session.duel().log().text());
            return LuaValue.NONE;
        });
        TestFunction.method(t, NAME, "Skip", (a, fn) -> {
            throw new SkipSignal(ArgCheck.checkString(a, 1, fn));
        });
        SetupMethods.install(t, session);
        QueueMethods.install(t, session);
        ExpectationMethods.install(t, session);
        return t;
    }

    /**
     * {@code t:Run()}: plays the queue. Whatever goes wrong in the duel becomes a test failure at
     * this line, unless it already names a line of its own (a step, answer or check).
     */
    private void run(String fn) {
        if (session.insideCheck()) {
            // the check runs on the duel thread at a prompt: running the duel from there cannot work
            throw new LuaError(fn + " cannot be called inside t:Check");
        }
        SourceLine where = session.here();
        TestPositions positions = session.positions();
        if (positions != null) {
            positions.beforeRun(); // a playtest board opening the test: ends the body here once at its position
        }
        try {
            session.scenario().run();
            session.failOnScriptErrors(where);
            if (positions != null) {
                positions.afterRun(where);
            }
        } catch (TestFailure failure) {
            throw failure.where() == SourceLine.UNKNOWN ? new TestFailure(where, failure.getMessage()) : failure;
        } catch (ScriptException e) {
            throw new TestFailure(where, "a script failed during " + fn + "():\n" + Reports.luaError(e.error())
                    + "\n" + BoardDump.of(session.duel()));
        } catch (IllegalDecisionException e) {
            throw new TestFailure(where, "the engine refused an answer of the test runner (a runner bug): "
                    + e.getMessage() + "\n" + BoardDump.of(session.duel()));
        } catch (RuntimeException e) {
            throw new TestFailure(where, "the engine failed during " + fn + "(): " + stackTrace(e)
                    + BoardDump.of(session.duel()));
        }
    }

    private static String stackTrace(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
