package dev.spellspeed.script.lint.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** The lint's Lua 5.3 parser: every construct, the positions of nodes, and syntax errors as Lua words them. */
class LuaParserTest {

    private static Block parse(String source) throws LuaParseException {
        return LuaParser.parse(source.getBytes(StandardCharsets.UTF_8));
    }

    private static Expr expr(String source) throws LuaParseException {
        Stat.Local local = (Stat.Local) parse("local x = " + source).statements().get(0);
        return local.values().get(0);
    }

    /** The expression with its grouping made explicit: (a + (b * c)). */
    private static String shape(Expr e) {
        if (e instanceof Expr.Binary b) {
            return "(" + shape(b.left()) + " " + b.op() + " " + shape(b.right()) + ")";
        }
        if (e instanceof Expr.Unary u) {
            return "(" + u.op() + " " + shape(u.operand()) + ")";
        }
        if (e instanceof Expr.Name n) {
            return n.name();
        }
        if (e instanceof Expr.Number n) {
            return n.text();
        }
        if (e instanceof Expr.Paren p) {
            return shape(p.inner());
        }
        return e.getClass().getSimpleName();
    }

    private static String error(String source) {
        LuaParseException e = assertThrows(LuaParseException.class, () -> parse(source));
        return e.position() + " " + e.detail();
    }

    @Test
    void precedenceAndAssociativityAreLua53s() throws Exception {
        assertEquals("(a + (b * c))", shape(expr("a + b * c")));
        assertEquals("((a or (b and c)) or d)", shape(expr("a or b and c or d")));
        assertEquals("(a .. (b .. c))", shape(expr("a .. b .. c")), "concatenation is right associative");
        assertEquals("(a ^ (b ^ c))", shape(expr("a ^ b ^ c")), "power is right associative");
        assertEquals("(- (a ^ 2))", shape(expr("-a ^ 2")), "power binds tighter than unary minus");
        assertEquals("(2 ^ (- 3))", shape(expr("2 ^ -3")));
        assertEquals("((not a) == b)", shape(expr("not a == b")));
        assertEquals("((a + 1) < (b .. c))", shape(expr("a + 1 < b .. c")));
    }

    @Test
    void theLua53OperatorsParseWithTheirOwnPriorities() throws Exception {
        assertEquals("(a // 2)", shape(expr("a // 2")));
        assertEquals("((a & b) | (c ~ d))", shape(expr("a & b | c ~ d")), "| below ~ below &");
        assertEquals("((a << 1) & (b >> 2))", shape(expr("a << 1 & b >> 2")), "shifts above &");
        assertEquals("((1 + 2) << 3)", shape(expr("1 + 2 << 3")), "arithmetic above shifts");
        assertEquals("((~ a) & b)", shape(expr("~a & b")), "unary ~ is bitwise not");
        assertEquals("(a == (b | c))", shape(expr("a == b | c")), "bitwise above comparison");
        assertEquals("((a .. b) << c)", shape(expr("a .. b << c")), "concatenation above shifts");
    }

    @Test
    void numeralsOfEveryFormAreLiterals() throws Exception {
        for (String n : List.of("3", "3.0", "3.", ".5", "1e10", "1E-3", "0x10", "0XfF", "0x1p4", "0x.8", "0x10000000")) {
            assertInstanceOf(Expr.Number.class, expr(n), n);
        }
        assertEquals(0x10000000L, ((Expr.Number) expr("0x10000000")).integer().orElseThrow());
        assertEquals(900000001L, ((Expr.Number) expr("900000001")).integer().orElseThrow());
        assertTrue(((Expr.Number) expr("1.5")).integer().isEmpty(), "a float is not an integer");
        assertEquals("1:11 malformed number near '3x'", error("local x = 3x"));
    }

    @Test
    void stringsLongStringsAndCommentsKeepLinesRight() throws Exception {
        Block b = parse("local a = [[one\ntwo]] --[==[ a\nlong comment ]==]\nlocal b = 'x\\z\n   y' -- line\nlocal c = \"\\65\\x41\\u{41}\"");
        assertEquals(3, b.statements().size());
        assertEquals(new Position(4, 1), b.statements().get(1).pos(), "after a long string and a long comment of one break each");
        assertEquals(new Position(6, 1), b.statements().get(2).pos(), "after a \\z continued string");
        assertEquals("[[one\ntwo]]", ((Expr.Str) ((Stat.Local) b.statements().get(0)).values().get(0)).text());
        assertEquals("1:11 invalid escape sequence '\\q'", error("local s = 'a\\qb'"));
        assertTrue(error("local s = 'abc").endsWith("unfinished string near <eof>"), error("local s = 'abc"));
        assertTrue(error("x = [==[ abc ]=]").contains("unfinished long string"), error("x = [==[ abc ]=]"));
    }

    @Test
    void everyStatementParses() throws Exception {
        String source = """
                local s,id=GetID()
                function s.initial_effect(c) end
                function s.a.b:m(x, ...) return self, ... end
                local function f(n) if n > 0 then return f(n - 1) end return 0 end
                x, t[1], t.y = 1, 2
                do local z = 1 end
                while x do break end
                repeat local r = 1 until r
                if a then elseif b then else end
                for i = 1, 10, 2 do end
                for k, v in pairs(t) do end
                goto skip
                ::skip::
                f{1, [2] = 3, n = 4; 5}
                f'str'
                s:m"str"
                ;;
                return
                """;
        List<Stat> stats = parse(source).statements();
        List<Class<?>> kinds = stats.stream().<Class<?>>map(Object::getClass).toList();
        assertEquals(List.of(Stat.Local.class, Stat.FunctionDecl.class, Stat.FunctionDecl.class, Stat.LocalFunction.class,
                Stat.Assign.class, Stat.Do.class, Stat.While.class, Stat.Repeat.class, Stat.If.class, Stat.NumericFor.class,
                Stat.GenericFor.class, Stat.Goto.class, Stat.Label.class, Stat.CallStat.class, Stat.CallStat.class,
                Stat.CallStat.class, Stat.Return.class), kinds);
        Stat.FunctionDecl method = (Stat.FunctionDecl) stats.get(2);
        assertEquals("s.a.b.m", Nodes.path(method.target()));
        assertTrue(method.function().body().method());
        assertTrue(method.function().body().vararg());
        Expr.Table table = (Expr.Table) ((Expr.Call) ((Stat.CallStat) stats.get(13)).call()).args().get(0);
        assertEquals(4, table.fields().size());
        assertEquals("n", table.fields().get(2).name());
    }

    @Test
    void everyNodeHasTheLineAndColumnOfItsFirstToken() throws Exception {
        Block b = parse("local s,id=GetID()\nfunction s.op(e,tp)\n\tlocal c=e:GetHandler()\n\tDuel.Draw(tp,1,REASON_EFFECT)\nend\n");
        Stat.FunctionDecl op = (Stat.FunctionDecl) b.statements().get(1);
        assertEquals(new Position(2, 1), op.pos());
        assertEquals(new Position(2, 15), op.function().body().params().get(0).pos());
        Stat.Local c = (Stat.Local) op.function().body().body().statements().get(0);
        assertEquals(new Position(3, 8), c.names().get(0).pos());
        Expr.MethodCall handler = (Expr.MethodCall) c.values().get(0);
        assertEquals(new Position(3, 10), handler.pos());
        assertEquals(new Position(3, 12), handler.namePos());
        Expr.Call draw = (Expr.Call) ((Stat.CallStat) op.function().body().body().statements().get(1)).call();
        Expr.Member member = (Expr.Member) draw.function();
        assertEquals(new Position(4, 2), member.pos());
        assertEquals(new Position(4, 7), member.namePos());
        assertEquals(new Position(4, 17), draw.args().get(2).pos());
    }

    @Test
    void columnsCountFromTheLineStartWhateverTheLineBreaks() throws Exception {
        Block b = parse("local a=1\r\nlocal b=2\rlocal c=3\n\rlocal d=4");
        assertEquals(List.of(new Position(1, 1), new Position(2, 1), new Position(3, 1), new Position(4, 1)),
                b.statements().stream().map(Stat::pos).toList());
    }

    @Test
    void aSyntaxErrorNamesTheTokenAsWrittenAndWhereItIs() {
        assertEquals("3:1 'end' expected (to close 'function' at line 1) near <eof>",
                error("function s.op(e)\n\tif x then return end\n"));
        assertEquals("1:20 'end' expected near <eof>", error("if x then local y=1"));
        assertEquals("2:2 unexpected symbol near ','", error("local x = f(\n\t, 1)"));
        assertEquals("1:6 '=' expected near 'c'", error("a, b c"));
        assertEquals("1:8 '}' expected near 'b'", error("t = {a b}"));
        assertEquals("1:10 syntax error near <eof>", error("local x y"));
        assertEquals("1:3 syntax error near '+'", error("x + 1"));
        assertEquals("1:13 'then' expected near 'end'", error("if x == 1   end"));
        assertEquals("1:7 <name> expected near '1'", error("local 1 = x"));
        assertEquals("2:1 '<eof>' expected near 'end'", error("x = 1\nend"));
        assertEquals("1:20 ')' expected near 'y'", error("Duel.Draw(tp, 1, 2 y)"));
    }

    @Test
    void aCharacterLuaRejectsIsShownAsWrittenNotAsAByte() {
        // the author's editor turned a quote into a typographic one: the message shows that character
        assertEquals("1:11 unexpected symbol near '\u2019'", error("local x = \u2019a\u2019"));
        assertEquals("2:5 unexpected symbol near '@'", error("x = 1\ny = @"));
    }

    @Test
    void whatLuaChecksWhileCompilingIsChecked() {
        assertEquals("1:1 break outside a loop at line 1", error("break"));
        assertEquals("1:31 break outside a loop at line 1", error("while x do local f=function() break end end"));
        assertEquals("1:1 no visible label 'nowhere' for goto at line 1", error("goto nowhere"));
        assertEquals("1:18 no visible label 'inner' for goto at line 1", error("do ::inner:: end goto inner"), "a label in a closed block");
        assertEquals("1:22 label 'x' already defined on line 1", error("do ::x:: local a=1 ::x:: end"));
        assertEquals("1:22 cannot use '...' outside a vararg function near '...'", error("function f(a) return ... end"));
    }

    @Test
    void gotoReachesLabelsOfItsOwnAndEnclosingBlocksForwardAndBack() throws Exception {
        parse("for i=1,3 do if i==2 then goto continue end ::continue:: end");
        parse("::top:: do goto top end");
        parse("local function f() ::again:: goto again end");
    }

    @Test
    void everyBundledScriptParses() throws Exception {
        int files = 0;
        // the one script of the diagnostics set broken on purpose by a syntax error: the control
        Path broken = Path.of("../scripts/tests/diagnostics/lint-syntax-error/c55144522.lua");
        try (Stream<Path> scripts = Files.walk(Path.of("../scripts"))) {
            for (Path file : scripts.filter(f -> f.toString().endsWith(".lua") && !f.equals(broken)).sorted().toList()) {
                files++;
                try {
                    LuaParser.parse(Files.readAllBytes(file));
                } catch (LuaParseException e) {
                    throw new AssertionError(file + ":" + e.getMessage(), e);
                }
            }
        }
        assertTrue(files > 200, "found the bundled scripts: " + files);
        assertThrows(LuaParseException.class, () -> LuaParser.parse(Files.readAllBytes(broken)));
    }
}
