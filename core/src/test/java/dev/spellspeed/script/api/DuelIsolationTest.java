package dev.spellspeed.script.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * Two duels of one host share what never changes (compiled prelude, API names, the stubs of functions
 * not implemented): a script's writes to any table it can reach, the API tables, the prelude's tables
 * and the libraries included, stay its own duel's.
 */
class DuelIsolationTest {

    /** Every write the first duel's script makes, each as (expression, the value it then has there). */
    private static final String[][] WRITES = {
        {"Duel.GetLP", "Duel.GetLP = 'mine'"},
        {"Duel.Added", "Duel.Added = 'mine'"},
        {"Card.IsCode", "Card.IsCode = 'mine'"},
        {"Effect.CreateEffect", "Effect.CreateEffect = 'mine'"},
        {"Group.CreateGroup", "Group.CreateGroup = 'mine'"},
        {"Debug.Added", "Debug.Added = 'mine'"},
        {"aux.Stringid", "aux.Stringid = 'mine'"},
        {"LOCATION_HAND", "LOCATION_HAND = 'mine'"},
        {"math.random", "math.random = 'mine'"},
        {"table.insert", "table.insert = 'mine'"},
        {"bit.band", "bit.band = 'mine'"},
        {"string.rep", "string.rep = 'mine'"},
        {"GetID", "GetID = 'mine'"},
    };

    private static DuelScripts prepared(ScriptHost host) {
        Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        DuelScripts scripts = host.openDuel();
        ScriptApi.install(Rules.of(duel), scripts);
        return scripts;
    }

    private static LuaValue eval(DuelScripts scripts, String expression) {
        return scripts.globals().load("return " + expression, "=test").call();
    }

    private static void run(DuelScripts scripts, String chunk) {
        scripts.globals().load(chunk, "=test").call();
    }

    @Test
    void aDuelsWritesToTheApiPreludeAndLibrariesAreItsOwn() {
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults(),
                new PrototypeCache(100));
        DuelScripts writer = prepared(host);
        DuelScripts other = prepared(host);
        String stub = notImplementedName(writer);
        String[] before = new String[WRITES.length];
        for (int i = 0; i < WRITES.length; i++) {
            before[i] = eval(other, "type(" + WRITES[i][0] + ")").tojstring();
            run(writer, WRITES[i][1]);
        }
        run(writer, stub + " = 'mine'; setmetatable(Duel, {__index = function() return 'mine' end})");
        for (int i = 0; i < WRITES.length; i++) {
            // positive control: the writing duel sees every write
            assertEquals("mine", eval(writer, WRITES[i][0]).tojstring(), WRITES[i][0]);
            assertEquals(before[i], eval(other, "type(" + WRITES[i][0] + ")").tojstring(), WRITES[i][0]);
        }
        assertEquals("mine", eval(writer, stub).tojstring());
        assertEquals("mine", eval(writer, "Duel.NoSuchFunction").tojstring());
        assertEquals("function", eval(other, "type(" + stub + ")").tojstring(), stub + " is still the other duel's stub");
        assertTrue(eval(other, "Duel.NoSuchFunction").isnil());
        assertTrue(eval(other, "getmetatable(Duel)").isnil());
        assertEquals(0x2, eval(other, "LOCATION_HAND").toint());
        // a duel opened after the writes starts from the prelude and the API as they are, not as written
        DuelScripts later = prepared(host);
        assertEquals("function", eval(later, "type(Duel.GetLP)").tojstring());
        assertEquals("function", eval(later, "type(" + stub + ")").tojstring());
    }

    /** A reference function the API lacks: its entry in the tables is the shared stub. */
    private static String notImplementedName(DuelScripts scripts) {
        for (ReferenceApi.Function f : ReferenceApi.functions()) {
            if (scripts.apiTable(f.table()).rawget(f.name()) instanceof NotImplemented) {
                return f.qualifiedName();
            }
        }
        return null;
    }

    @Test
    void everyDuelHasTheStubOfAFunctionNotImplemented() {
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults(),
                new PrototypeCache(100));
        String stub = notImplementedName(prepared(host));
        assertNotNull(stub, "the API lacks some reference function");
        List<String> messages = List.of(
                eval(prepared(host), "select(2, pcall(" + stub + "))").tojstring(),
                eval(prepared(host), "select(2, pcall(" + stub + "))").tojstring());
        assertEquals(List.of(NotImplemented.PREFIX + stub, NotImplemented.PREFIX + stub), messages);
    }
}
