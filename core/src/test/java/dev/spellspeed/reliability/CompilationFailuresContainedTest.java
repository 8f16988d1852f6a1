package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.script.ScriptError;

/**
 * Issue 27, item 3: no {@code Throwable} from a script or its compilation escapes a duel. A long
 * {@code ..} chain used to overflow the Lua 5.3 rewriter's recursion and kill the thread.
 */
class CompilationFailuresContainedTest {

    private static String concatChain(int terms) {
        StringBuilder b = new StringBuilder("local s,id=GetID()\nlocal x = 'a'");
        for (int i = 1; i < terms; i++) {
            b.append(" .. 'a'");
        }
        return b.append("\nfunction s.initial_effect(c) end\n").toString();
    }

    @Test
    void aTenThousandTermConcatChainIsASyntaxErrorOfThatCard(@TempDir Path dir) {
        HostileDuels.Played played = HostileDuels.play(HostileDuels.potOfGreed(dir, concatChain(10_000)), 1);
        assertEquals(1, played.loadFailures().size());
        ScriptError e = played.loadFailures().get(0).error();
        assertEquals(HostileDuels.POT_OF_GREED, e.cardCode());
        assertEquals(ScriptError.Kind.SYNTAX, e.kind());
        assertEquals(2, e.line(), e.toString());
        assertTrue(e.message().contains("too many syntax levels"), e.message());
        assertTrue(played.scriptFailures().isEmpty(), played.scriptFailures().toString());
    }

    /** The same on a thread with a small stack, where 1,000 terms used to be enough. */
    @Test
    void onASmallStackToo(@TempDir Path dir) throws Exception {
        HostileDuels.potOfGreed(dir, concatChain(200_000));
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                outcome.set(HostileDuels.play(dir, 1));
            } catch (Throwable e) {
                outcome.set(e);
            }
        }, "small-stack duel", 256 * 1024);
        t.start();
        t.join();
        assertTrue(outcome.get() instanceof HostileDuels.Played, String.valueOf(outcome.get()));
        assertEquals(1, ((HostileDuels.Played) outcome.get()).loadFailures().size());
    }

    /** Positive control: a short chain compiles and the card works. */
    @Test
    void aShortChainCompiles(@TempDir Path dir) {
        HostileDuels.Played played = HostileDuels.play(HostileDuels.potOfGreed(dir, concatChain(100)), 1);
        assertTrue(played.loadFailures().isEmpty(), played.loadFailures().toString());
    }

    @Test
    void loadOfADeepChunkInsideACallbackIsAnOrdinaryLuaError(@TempDir Path dir) {
        // load() inside a callback returns nil plus the message, as in Lua, instead of a stack overflow
        StringBuilder chunk = new StringBuilder("return 'a'");
        for (int i = 0; i < 10_000; i++) {
            chunk.append(" .. 'a'");
        }
        String script = "local s,id=GetID()\nCHUNK = '" + chunk.toString().replace("'", "\\'") + "'\n"
                + "function s.initial_effect(c)\n  local f, err = load(CHUNK)\n"
                + "  assert(f == nil and err:find('syntax levels'), tostring(err))\nend\n";
        HostileDuels.Played played = HostileDuels.play(HostileDuels.potOfGreed(dir, script), 1);
        assertTrue(played.loadFailures().isEmpty(), played.loadFailures().toString());
    }
}
