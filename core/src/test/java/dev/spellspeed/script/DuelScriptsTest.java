package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaUserdata;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.OneArgFunction;

import dev.spellspeed.script.sandbox.SandboxOptions;

/** The loading convention, the callback boundary and error reports, with test card scripts. */
class DuelScriptsTest {

    static final Path CARDS = Path.of("src/test/resources/script/cards");
    static final Path BUNDLED = Path.of("../scripts");

    /** A test-only stand-in for the engine's card object. */
    record FakeCard(String tag) { }

    static ScriptHost host() {
        return new ScriptHost(ScriptDirectories.of(List.of(CARDS), BUNDLED),
                SandboxOptions.defaults().withInstructionLimit(1_000_000), new PrototypeCache(1000));
    }

    /** A card userdata whose metatable is its card table, as the bindings will make it. */
    static LuaUserdata card(DuelScripts duel, int code, String tag) {
        return new LuaUserdata(new FakeCard(tag), duel.loadCardScript(code).table());
    }

    private static void defineTagMethod(DuelScripts duel) {
        duel.apiTable("Card").set("Tag", new OneArgFunction() {
            @Override
            public LuaValue call(LuaValue c) {
                return LuaValue.valueOf(((FakeCard) c.checkuserdata(FakeCard.class)).tag());
            }
        });
    }

    @Test
    void preludeDefinesConstantsHelpersAndEmptyApiTables() {
        DuelScripts duel = host().openDuel();
        assertEquals(0x400000000L, (long) duel.globals().get("CATEGORY_HANDES_OPPO").todouble());
        assertEquals(100 * 16 + 2, duel.globals().get("aux").get("Stringid")
                .call(LuaValue.valueOf(100), LuaValue.valueOf(2)).toint());
        for (String name : DuelScripts.API_TABLES) {
            LuaTable t = duel.apiTable(name);
            assertTrue(t.next(LuaValue.NIL).arg1().isnil(), name + " starts empty");
        }
        duel.globals().get("Duel").set("Custom", LuaValue.valueOf(1)); // writable
    }

    @Test
    void countsTheCallbacksItRunsButNotTheFilesItLoads() {
        DuelScripts duel = host().openDuel();
        defineTagMethod(duel);
        duel.loadCardScript(100);
        assertEquals(0, duel.callbacksRun(), "the prelude and the card's main chunk are not callbacks");
        duel.initialEffect(100, card(duel, 100, "first"));
        duel.callCardFunction(100, "describe", CallbackRole.OTHER, card(duel, 100, "first"));
        assertEquals(2, duel.callbacksRun());
    }

    @Test
    void getIdAndCardTableConvention() {
        DuelScripts duel = host().openDuel();
        defineTagMethod(duel);
        CardScript script = duel.loadCardScript(100);
        assertSame(script.table(), duel.globals().get("c100"));
        assertSame(script, duel.loadCardScript(100), "loaded once per duel");
        LuaUserdata a = card(duel, 100, "first");
        LuaUserdata b = card(duel, 100, "second");

        assertTrue(duel.initialEffect(100, a));
        assertFalse(duel.initialEffect(100, a), "initial_effect runs once per card instance");
        assertTrue(duel.initialEffect(100, b));
        assertEquals(2, script.table().get("calls").toint());
        assertEquals(0x21, script.table().get("flags").toint());

        Varargs r = duel.callCardFunction(100, "describe", CallbackRole.OTHER, b);
        assertEquals("c100:2:second", r.arg1().tojstring());
        // GetID's globals are only set while the script loads
        assertTrue(duel.globals().get("self_table").isnil());
    }

    @Test
    void oldStyleGlobalTableAndFallbackToCardMethods() {
        DuelScripts duel = host().openDuel();
        duel.apiTable("Card").set("CardHelper", new OneArgFunction() {
            @Override
            public LuaValue call(LuaValue c) {
                return LuaValue.valueOf("helped");
            }
        });
        LuaUserdata c = card(duel, 101, "x");
        assertTrue(duel.initialEffect(101, c));
        assertTrue(duel.globals().get("c101").get("seen").toboolean());
        Varargs r = duel.callCardFunction(101, "uses_card_methods", CallbackRole.OTHER, c);
        assertTrue(r.arg1().toboolean());
        assertEquals("helped", r.arg(2).tojstring());
    }

    @Test
    void missingScriptIsAStructuredError() {
        ScriptError e = assertThrows(ScriptException.class, () -> host().openDuel().loadCardScript(999)).error();
        assertEquals(ScriptError.Kind.NOT_FOUND, e.kind());
        assertEquals(999, e.cardCode());
        assertEquals(CallbackRole.LOAD, e.role());
        assertEquals("c999.lua", e.file());
    }

    @Test
    void syntaxErrorReportsFileAndLine() {
        ScriptHost host = host();
        DuelScripts duel = host.openDuel(code -> code == 102 ? "Broken Card" : null);
        ScriptError e = assertThrows(ScriptException.class, () -> duel.loadCardScript(102)).error();
        assertEquals(ScriptError.Kind.SYNTAX, e.kind());
        assertEquals(102, e.cardCode());
        assertEquals("Broken Card", e.cardName());
        assertEquals(CallbackRole.LOAD, e.role());
        assertTrue(e.file().endsWith("c102.lua"), e.file());
        assertEquals(4, e.line());
        assertTrue(e.message().contains("unexpected symbol"), e.message());
        assertTrue(duel.globals().get("c102").isnil(), "a failed load leaves no card table");
    }

    @Test
    void runtimeErrorInMainChunk() {
        ScriptError e = assertThrows(ScriptException.class, () -> host().openDuel().loadCardScript(105)).error();
        assertEquals(ScriptError.Kind.RUNTIME, e.kind());
        assertEquals(CallbackRole.LOAD, e.role());
        assertTrue(e.file().endsWith("c105.lua"), e.file());
        assertEquals(3, e.line());
        assertTrue(e.message().contains("length"), e.message());
        assertFalse(e.traceback().isEmpty());
    }

    @Test
    void endlessMainChunkIsStopped() {
        ScriptError e = assertThrows(ScriptException.class, () -> host().openDuel().loadCardScript(104)).error();
        assertEquals(ScriptError.Kind.INSTRUCTION_LIMIT, e.kind());
        assertEquals(CallbackRole.LOAD, e.role());
    }

    /** Calls c103's function {@code name} in {@code role} and returns the report. */
    private static ScriptError failIn(DuelScripts duel, String name, CallbackRole role, int line) {
        LuaValue fn = duel.loadCardScript(103).table().get(name);
        ScriptError e = assertThrows(ScriptException.class, () -> duel.call(103, role, fn, LuaValue.NONE)).error();
        assertEquals(ScriptError.Kind.RUNTIME, e.kind(), e.toString());
        assertEquals(103, e.cardCode());
        assertEquals("Card 103", e.cardName());
        assertEquals(role, e.role());
        assertTrue(e.file().endsWith("c103.lua"), e.file());
        assertEquals(line, e.line(), e.toString());
        assertFalse(e.traceback().isEmpty());
        assertTrue(e.toString().contains(role.luaName()), e.toString());
        return e;
    }

    @Test
    void runtimeErrorInEachCallbackRole() {
        DuelScripts duel = host().openDuel(code -> "Card " + code);
        LuaUserdata c = card(duel, 103, "x");
        ScriptError init = assertThrows(ScriptException.class, () -> duel.initialEffect(103, c)).error();
        assertEquals(CallbackRole.INITIAL_EFFECT, init.role());
        assertEquals(4, init.line());
        assertTrue(init.message().contains("initial_effect failed"), init.message());

        assertTrue(failIn(duel, "condition", CallbackRole.CONDITION, 7).message().contains("arithmetic"));
        assertTrue(failIn(duel, "cost", CallbackRole.COST, 11).message().contains("index"));
        assertTrue(failIn(duel, "target", CallbackRole.TARGET, 14).message().contains("call"));
        assertTrue(failIn(duel, "operation", CallbackRole.OPERATION, 20).message().contains("bitwise"));
        assertTrue(failIn(duel, "value", CallbackRole.VALUE, 23).message().contains("call"));
    }

    @Test
    void fullTracebackWhenCallsAreTracked() {
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(CARDS), BUNDLED),
                SandboxOptions.defaults().withTrackCalls(true));
        DuelScripts duel = host.openDuel();
        LuaValue op = duel.loadCardScript(103).table().get("operation");
        ScriptError e = assertThrows(ScriptException.class,
                () -> duel.call(103, CallbackRole.OPERATION, op, LuaValue.NONE)).error();
        assertEquals(20, e.line());
        // both frames: the helper that failed and the operation that called it
        assertTrue(e.traceback().contains("c103.lua:20"), e.traceback());
        assertTrue(e.traceback().contains("c103.lua:17"), e.traceback());
    }

    @Test
    void callingANonFunctionIsReported() {
        DuelScripts duel = host().openDuel();
        ScriptError e = assertThrows(ScriptException.class,
                () -> duel.callCardFunction(100, "no_such_function", CallbackRole.OTHER, LuaValue.NONE)).error();
        assertTrue(e.message().contains("no_such_function"), e.message());
        ScriptError nil = assertThrows(ScriptException.class,
                () -> duel.call(0, CallbackRole.CONDITION, LuaValue.NIL, LuaValue.NONE)).error();
        assertEquals(ScriptError.Kind.RUNTIME, nil.kind());
    }

    @Test
    void prototypesAreSharedBetweenDuels() {
        ScriptHost host = host();
        DuelScripts one = host.openDuel();
        long missesAfterFirst = host.cache().stats().missCount();
        DuelScripts two = host.openDuel();
        assertEquals(missesAfterFirst, host.cache().stats().missCount(), "prelude compiled once");
        one.loadCardScript(100);
        two.loadCardScript(100);
        assertEquals(missesAfterFirst + 1, host.cache().stats().missCount());
        assertNotSame(one.globals().get("c100"), two.globals().get("c100"));
    }
}
