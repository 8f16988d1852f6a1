package dev.spellspeed.script.lua53;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class Lua53RewriterTest {

    private static String rw(String src) throws LuaSyntaxException {
        return Lua53Rewriter.rewrite(src);
    }

    @Test
    void binaryOperatorsBecomeHelperCalls() throws Exception {
        assertEquals("return (__op_band(a , b))", rw("return a & b"));
        assertEquals("return (__op_bor(a , b))", rw("return a | b"));
        assertEquals("return (__op_bxor(a , b))", rw("return a ~ b"));
        assertEquals("return (__op_shl(a , b))", rw("return a << b"));
        assertEquals("return (__op_shr(a , b))", rw("return a >> b"));
        assertEquals("return (__op_idiv(a , b))", rw("return a // b"));
        assertEquals("return (__op_bnot(a))", rw("return ~a"));
        assertEquals("return (__op_concat(a , b))", rw("return a .. b"));
    }

    @Test
    void precedenceAndAssociativity() throws Exception {
        assertEquals("x = (__op_bor((__op_band(a , b)) , c))", rw("x = a & b | c"));
        assertEquals("x = (__op_bor(a , (__op_band(b , c))))", rw("x = a | b & c"));
        assertEquals("x = (__op_bor((__op_bxor(a , (__op_band(b , c)))) , d))", rw("x = a ~ b & c | d"));
        assertEquals("x = (__op_shl(1 , 2 + 3))", rw("x = 1 << 2 + 3"));
        assertEquals("x = (__op_band(-x ^ 2 , 1))", rw("x = -x ^ 2 & 1"));
        assertEquals("x = (__op_band(a , b)) == c", rw("x = a & b == c"));
        assertEquals("x = (__op_shl((__op_shl(a , b)) , c))", rw("x = a << b << c"));
        assertEquals("x = (__op_idiv((__op_idiv(a , b)) * c , d))", rw("x = a // b * c // d"));
        assertEquals("x = (__op_shl((__op_concat(a , b)) , c))", rw("x = a .. b << c"));
        assertEquals("x = (__op_concat(a + 1 , b))", rw("x = a + 1 .. b"));
        assertEquals("x = (__op_band((__op_bnot(a)) , b))", rw("x = ~a & b"));
        assertEquals("x = (__op_bnot((__op_bnot(a))))", rw("x = ~~a"));
        assertEquals("x = (__op_bxor(a , (__op_bnot(b))))", rw("x = a ~ ~b"));
    }

    @Test
    void concatenationChainsBecomeOneCall() throws Exception {
        assertEquals("x = (__op_concat(a , b , c , d))", rw("x = a .. b .. c .. d"));
        assertEquals("x = (__op_concat(a , ((__op_concat(b , c))) , d))", rw("x = a .. (b .. c) .. d"));
        assertEquals("x = (__op_concat(a , b , (__op_bnot(c))))", rw("x = a .. b .. ~c"));
    }

    @Test
    void operatorsInEveryExpressionPosition() throws Exception {
        assertEquals("f((__op_band(a , b)), t[(__op_bor(c , d))], {(__op_shl(x , 1)), [(__op_shr(k , 1))] = (__op_idiv(v , 2)), n = (__op_bnot(m))})",
                rw("f(a & b, t[c | d], {x << 1, [k >> 1] = v // 2, n = ~m})"));
        assertEquals("local x, y = (__op_band(a , 1)), (__op_bor(b , 2))", rw("local x, y = a & 1, b | 2"));
        assertEquals("if (__op_band(c:GetType() , TYPE_MONSTER)) ~= 0 then return end",
                rw("if c:GetType() & TYPE_MONSTER ~= 0 then return end"));
        assertEquals("for i = (__op_shl(1 , 2)), (__op_shr(8 , 1)) do end", rw("for i = 1 << 2, 8 >> 1 do end"));
        assertEquals("return function(a) return (__op_band(a , 1)) end", rw("return function(a) return a & 1 end"));
        assertEquals("s = f\"x\" and (__op_band(g{1} , 2))", rw("s = f\"x\" and g{1} & 2"));
    }

    @Test
    void stringsCommentsAndNotEqualStayUntouched() throws Exception {
        String src = "local s = \"a & b | c\" .. 'x // y'\n"
                + "-- a & b\n"
                + "--[==[ a << b\n ]] still comment ]==]\n"
                + "local l = [[ ~a .. b ]] local m = [=[ ]] a|b ]=]\n"
                + "if a ~= b then end\n";
        String out = rw(src);
        assertEquals("local s = (__op_concat(\"a & b | c\" , 'x // y'))\n"
                + "-- a & b\n"
                + "--[==[ a << b\n ]] still comment ]==]\n"
                + "local l = [[ ~a .. b ]] local m = [=[ ]] a|b ]=]\n"
                + "if a ~= b then end\n", out);
        String noOps = "if a ~= b then print('x & y') end -- a | b";
        assertSame(noOps, rw(noOps));
    }

    @Test
    void lineBreaksArePreserved() throws Exception {
        String src = "local x = a &\n b |\n\n c ..\r\n d\nreturn ~\n x";
        String out = rw(src);
        assertEquals(src.lines().count(), out.lines().count());
        assertEquals("local x = (__op_bor((__op_band(a ,\n b)) ,\n\n (__op_concat(c ,\r\n d))))\nreturn (__op_bnot(\n x))", out);
    }

    @Test
    void allStatementsParse() throws Exception {
        String src = String.join("\n",
                "local function f(a, ...) return ... end",
                "function t.a.b:c(x) return x end",
                "::top:: goto top",
                "while a & 1 do break end",
                "repeat local z = 1 until z | 0",
                "do end;",
                "for k, v in pairs(t) do end",
                "if a then elseif b then else end",
                "a, b.c, d[1] = 1, 2, 3",
                "f()(1){2}'s':m()",
                "return");
        Lua53Rewriter.rewrite(src);
    }

    @Test
    void syntaxErrorsCarryTheLine() {
        LuaSyntaxException e = assertThrows(LuaSyntaxException.class,
                () -> rw("local a = 1 & 2\nlocal b = (3 |\n)\n"));
        assertEquals(3, e.line());
        assertThrows(LuaSyntaxException.class, () -> rw("x = [[ unfinished & "));
        assertThrows(LuaSyntaxException.class, () -> rw("x = 'unfinished & \n'"));
        assertThrows(LuaSyntaxException.class, () -> rw("x = a & & b"));
    }
}
