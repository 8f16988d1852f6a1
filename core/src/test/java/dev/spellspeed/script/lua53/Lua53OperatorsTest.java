package dev.spellspeed.script.lua53;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.script.sandbox.LuaSandbox;
import dev.spellspeed.script.sandbox.SandboxOptions;

/** Semantics of the operator helpers, the bit table and math.log, through real Lua code. */
class Lua53OperatorsTest {

    private final Globals g = new LuaSandbox(SandboxOptions.defaults()).globals();

    private LuaValue eval(String expr) {
        return g.load("return " + expr, "=t").call();
    }

    private double num(String expr) {
        return eval(expr).checkdouble();
    }

    private String err(String expr) {
        return assertThrows(LuaError.class, () -> eval(expr)).getMessage();
    }

    @Test
    void sixtyFourBitIntegers() {
        assertEquals(0x400000000L + 0x80, (long) num("0x400000000 | 0x80"));
        assertEquals(0x400000000L, (long) num("0x400000080 & ~0xff"));
        assertEquals(-1, num("~0"));
        assertEquals(Math.pow(2, 62), num("1 << 62"));
        assertEquals(-Math.pow(2, 63), num("1 << 63"));
        assertEquals(0, num("1 << 64"));
        assertEquals(0, num("1 << -64"));
        assertEquals(2, num("8 << -2"));
        assertEquals(Math.pow(2, 52) - 1, num("-1 >> 12"), "logical shift");
        assertEquals(7, num("-1 >> 61"));
        // results beyond 2^53 are rounded to the nearest double (LuaJ has no integer subtype)
        assertEquals(Math.pow(2, 63), num("-1 >> 1"));
        assertEquals(6, num("'3' << 1"), "numeric strings are converted");
        assertEquals(3, num("5 ~ 6"));
    }

    @Test
    void floorDivision() {
        assertEquals(3, num("7 // 2"));
        assertEquals(-4, num("-7 // 2"));
        assertEquals(-4, num("7 // -2"));
        assertEquals(3, num("7.5 // 2"));
        assertEquals(-2, num("-3.5 // 2"));
        assertEquals(Double.POSITIVE_INFINITY, num("1 // 0"));
        assertEquals(Double.NEGATIVE_INFINITY, num("-1 // 0"));
        assertTrue(Double.isNaN(num("0 // 0")));
    }

    @Test
    void integerErrors() {
        assertTrue(err("1.5 & 1").contains("number has no integer representation"));
        assertTrue(err("2^63 | 0").contains("number has no integer representation"));
        assertTrue(err("nil & 1").contains("attempt to perform bitwise operation on a nil value"));
        assertTrue(err("{} // 1").contains("attempt to perform arithmetic on a table value"));
        assertTrue(err("'x' | 1").contains("bitwise operation on a string value"));
        assertTrue(err("{} .. 'x'").contains("concatenate"));
    }

    @Test
    void metamethods() {
        g.load("mt = {__band = function(a, b) return 'band' end, __bnot = function(a) return 'bnot' end,"
                + " __idiv = function() return 'idiv' end, __concat = function(a, b) return 'concat' end,"
                + " __shl = function() return 'shl' end}"
                + " o = setmetatable({}, mt)", "=mt").call();
        assertEquals("band", eval("o & 1").tojstring());
        assertEquals("band", eval("1 & o").tojstring());
        assertEquals("bnot", eval("~o").tojstring());
        assertEquals("idiv", eval("o // 2").tojstring());
        assertEquals("shl", eval("o << 2").tojstring());
        assertEquals("aconcat", eval("'a' .. o .. 'b'").tojstring(), "right to left: 'a' .. (o .. 'b')");
    }

    @Test
    void concatenation() {
        assertEquals("a1b2.5", eval("'a' .. 1 .. 'b' .. 2.5").tojstring());
        assertEquals("12", eval("1 .. 2").tojstring());
    }

    @Test
    void bitTable() {
        assertEquals(1, num("bit.band(3, 5)"));
        assertEquals(1, num("bit.band(7, 5, 3)"));
        assertEquals(-1, num("bit.band()"));
        assertEquals(7, num("bit.bor(3, 5)"));
        assertEquals(6, num("bit.bxor(3, 5)"));
        assertEquals(-6, num("bit.bnot(5)"));
        assertEquals(0x400000000L, (long) num("bit.lshift(1, 34)"));
        assertEquals(1, num("bit.rshift(0x400000000, 34)"));
        assertEquals(Math.pow(2, 63) - 1, num("bit.rshift(-1, 1)"));
        assertTrue(err("bit.band(1.5)").contains("bad argument #1 to 'bit.band'"));
        assertTrue(err("bit.bor(1, nil)").contains("bad argument #2 to 'bit.bor' (number expected, got nil)"));
    }

    @Test
    void mathLogWithBase() {
        assertEquals(Math.log(10), num("math.log(10)"));
        assertEquals(3, num("math.log(8, 2)"));
        assertEquals(34, num("math.log(0x400000000, 2)"));
        assertEquals(2, num("math.log(100, 10)"));
        assertEquals(Math.log(27) / Math.log(3), num("math.log(27, 3)"));
    }

    @Test
    void rewrittenCodeKeepsLineNumbersInErrors() {
        LuaError e = assertThrows(LuaError.class, () -> g.load("local a = 1\nlocal b = a &\n{}\nreturn b", "=lines").call());
        assertTrue(e.getMessage().startsWith("=lines:2 "), e.getMessage());
    }
}
