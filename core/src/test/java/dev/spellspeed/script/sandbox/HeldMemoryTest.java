package dev.spellspeed.script.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.jse.JsePlatform;

/** What a Lua state holds, by walking what is reachable: each value once, whatever the cycles. */
class HeldMemoryTest {

    @Test
    void aTableIsCountedByItsEntriesAndAStringByItsLength() {
        LuaTable table = new LuaTable();
        for (int i = 1; i <= 1000; i++) {
            table.set(i, LuaValue.valueOf(i));
        }
        assertEquals(HeldMemory.TABLE_BYTES + 1000L * HeldMemory.ENTRY_BYTES, HeldMemory.of(List.of(table), 0));
        assertEquals(HeldMemory.STRING_BYTES + 5, HeldMemory.of(List.of(LuaValue.valueOf("hello")), 0));
    }

    @Test
    void aValueReachedTwiceOrInACycleIsCountedOnce() {
        LuaTable inner = new LuaTable();
        inner.set(1, LuaValue.ONE);
        LuaTable outer = new LuaTable();
        outer.set(1, inner);
        outer.set(2, inner);
        inner.set(2, outer); // a cycle
        long once = 2L * HeldMemory.TABLE_BYTES + 4L * HeldMemory.ENTRY_BYTES;
        assertEquals(once, HeldMemory.of(List.of(outer, inner), 0));
    }

    @Test
    void whatAClosureKeepsInItsUpvaluesIsCounted() {
        Globals globals = JsePlatform.standardGlobals();
        LuaValue keeper = globals.load("local kept = {} for i = 1, 500 do kept[i] = i end return function() return kept end")
                .call();
        long held = HeldMemory.of(List.of(keeper), 0);
        assertTrue(held >= 500L * HeldMemory.ENTRY_BYTES, "held: " + held);
        // control: a closure that keeps nothing
        long empty = HeldMemory.of(List.of(globals.load("return function() return 1 end").call()), 0);
        assertTrue(empty < HeldMemory.CLOSURE_BYTES + HeldMemory.UPVALUE_BYTES * 2, "empty: " + empty);
    }

    @Test
    void theWalkStopsOncePastTheLimit() {
        LuaTable table = new LuaTable();
        for (int i = 1; i <= 100_000; i++) {
            table.set(i, LuaValue.valueOf(i));
        }
        long stopped = HeldMemory.of(List.of(table), 10_000);
        assertTrue(stopped > 10_000 && stopped < 10_000 + 2 * HeldMemory.ENTRY_BYTES, "stopped at " + stopped);
    }
}
