package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaUserdata;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

class ArgCheckTest {

    @Test
    void messageNamesFunctionArgumentAndTypes() {
        LuaError e = ArgCheck.error("Duel.Destroy", 1, "Card or Group", LuaValue.NIL);
        assertEquals("Duel.Destroy: argument 1 must be Card or Group, got nil", e.getMessage());
    }

    @Test
    void userdataIsNamedByItsMetatable() {
        LuaTable cardMethods = new LuaTable();
        cardMethods.set("__name", "Card");
        LuaTable cardTable = new LuaTable(); // like c<id>: falls back to the Card table
        LuaTable meta = new LuaTable();
        meta.set(LuaValue.INDEX, cardMethods);
        cardTable.setmetatable(meta);
        LuaUserdata card = new LuaUserdata(new Object(), cardTable);
        assertEquals("Card", ArgCheck.typeName(card));
        assertEquals("userdata", ArgCheck.typeName(new LuaUserdata(new Object())));
        assertEquals("number", ArgCheck.typeName(LuaValue.valueOf(1)));
    }

    @Test
    void typedChecks() {
        Varargs args = LuaValue.varargsOf(new LuaValue[] {
            LuaValue.valueOf(0x400000000L), LuaValue.valueOf(1.5), LuaValue.valueOf("s"), LuaValue.TRUE});
        assertEquals(0x400000000L, ArgCheck.checkInteger(args, 1, "Effect.SetCategory"));
        assertEquals("Effect.SetCategory: argument 2 must be an integer, got number",
                assertThrows(LuaError.class, () -> ArgCheck.checkInteger(args, 2, "Effect.SetCategory")).getMessage());
        assertEquals("Duel.Hint: argument 1 must be a 32-bit integer, got number",
                assertThrows(LuaError.class, () -> ArgCheck.checkInt(args, 1, "Duel.Hint")).getMessage());
        assertEquals("s", ArgCheck.checkString(args, 3, "f"));
        assertEquals(true, ArgCheck.checkBoolean(args, 4, "f"));
        assertEquals(7, ArgCheck.optInteger(args, 9, "f", 7));
        assertEquals("f: argument 3 must be a function, got string",
                assertThrows(LuaError.class, () -> ArgCheck.checkFunction(args, 3, "f")).getMessage());
        assertEquals("f: argument 1 must be Card, got number",
                assertThrows(LuaError.class, () -> ArgCheck.checkUserdata(args, 1, "f", String.class, "Card")).getMessage());
    }
}
