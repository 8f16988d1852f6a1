package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * A duel's globals sized for its card tables hold what unsized ones hold, and every duel sized alike is laid
 * out alike, the first included (the prelude's size is counted before it opens).
 */
class GlobalsSizingTest {

    private static List<String> keys(LuaTable table) {
        List<String> keys = new ArrayList<>();
        LuaValue key = LuaValue.NIL;
        while (!(key = table.next(key).arg1()).isnil()) {
            keys.add(key.tojstring() + "=" + (table.rawget(key).isnumber() ? table.rawget(key).tojstring() : table.rawget(key).typename()));
        }
        return keys;
    }

    private static ScriptHost host(boolean legacy) {
        return new ScriptHost(ScriptDirectories.bundledOnly(DuelScriptsTest.BUNDLED), SandboxOptions.defaults(), new PrototypeCache(100))
                .withCompatibility(ScriptCompatibility.DEFAULT.withLegacyPrelude(legacy));
    }

    @Test
    void sizedGlobalsHoldTheSameNamesAndValues() {
        for (boolean legacy : new boolean[] {false, true}) {
            List<String> unsized = keys(host(legacy).openDuel().globals());
            List<String> sized = keys(host(legacy).openDuel(code -> null, 500).globals());
            assertEquals(unsized.stream().sorted().toList(), sized.stream().sorted().toList());
            assertTrue(unsized.size() > 800, "the prelude ran: " + unsized.size());
        }
    }

    @Test
    void everyDuelSizedAlikeIsLaidOutAlikeTheFirstIncluded() {
        ScriptHost host = host(true);
        List<String> first = keys(host.openDuel(code -> null, 500).globals());
        List<String> second = keys(host.openDuel(code -> null, 500).globals());
        assertEquals(first, second);
        assertEquals(first, keys(host(true).openDuel(code -> null, 500).globals()), "and in a new host");
    }
}
