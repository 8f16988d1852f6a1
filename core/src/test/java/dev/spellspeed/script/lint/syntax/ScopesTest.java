package dev.spellspeed.script.lint.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Lua's scoping rules (manual 3.5) as the lint resolves names: each case, one name, the variable it is. */
class ScopesTest {

    private record Resolved(Scopes scopes, Nodes nodes) {
        /** The {@code index}-th occurrence (0-based) of a name, declarations included, in source order. */
        Expr.Name occurrence(String name, int index) {
            return nodes.of(Expr.Name.class).stream().filter(n -> n.name().equals(name)).toList().get(index);
        }

        Scopes.Variable variable(String name, int index) {
            return scopes.variable(occurrence(name, index));
        }
    }

    private static Resolved resolve(String source) throws LuaParseException {
        Block chunk = LuaParser.parse(source.getBytes(StandardCharsets.UTF_8));
        return new Resolved(Scopes.of(chunk), Nodes.of(chunk));
    }

    @Test
    void aLocalIsInScopeFromTheNextStatementNotInItsOwnInitializer() throws Exception {
        Resolved r = resolve("local x = 1\nlocal x = x + 1\nprint(x)");
        assertSame(r.variable("x", 0), r.variable("x", 2), "the initializer reads the first x");
        assertSame(r.variable("x", 1), r.variable("x", 3), "after the statement, the second x");
    }

    @Test
    void aLocalInitializedFromAGlobalOfTheSameNameReadsTheGlobal() throws Exception {
        Resolved r = resolve("local aux = aux");
        assertNull(r.variable("aux", 1));
        assertEquals(List.of("aux"), r.scopes().globalReads().stream().map(Expr.Name::name).toList());
    }

    @Test
    void aLocalEndsWithItsBlock() throws Exception {
        Resolved r = resolve("do local y = 1 end\nprint(y)");
        assertNotNull(r.variable("y", 0));
        assertNull(r.variable("y", 1), "outside the block y is a global");
    }

    @Test
    void aLocalFunctionSeesItselfALocalAssignedAFunctionDoesNot() throws Exception {
        Resolved r = resolve("local function f() return f() end\nlocal g = function() return g() end");
        assertSame(r.variable("f", 0), r.variable("f", 1));
        assertNull(r.variable("g", 1), "inside its own initializer g is still the global");
    }

    @Test
    void theUntilConditionSeesTheRepeatBodysLocals() throws Exception {
        Resolved r = resolve("repeat local done = true until done\nprint(done)");
        assertSame(r.variable("done", 0), r.variable("done", 1));
        assertNull(r.variable("done", 2));
    }

    @Test
    void forVariablesAreLocalToTheBodyAndTheirExpressionsAreOutside() throws Exception {
        Resolved r = resolve("local i = 5\nfor i = i, 10 do print(i) end\nfor k, v in pairs(k) do print(v) end");
        assertSame(r.variable("i", 0), r.variable("i", 2), "the start value reads the outer i");
        assertSame(r.variable("i", 1), r.variable("i", 3), "the body reads the loop's i");
        assertEquals(Scopes.Kind.FOR, r.variable("i", 1).kind());
        assertNull(r.variable("k", 1), "pairs(k) is evaluated before k exists");
    }

    @Test
    void parametersAndSelfBelongToTheirFunctionAndAreUpvaluesInside() throws Exception {
        Resolved r = resolve("function s:m(chk)\n\tlocal f = function() return self, chk end\nend");
        Scopes.Variable chk = r.variable("chk", 0);
        assertEquals(Scopes.Kind.PARAMETER, chk.kind());
        assertSame(chk, r.variable("chk", 1), "the inner function reads the parameter as an upvalue");
        assertEquals(Scopes.Kind.SELF, r.variable("self", 0).kind());
        assertEquals(1, chk.reads().size());
    }

    @Test
    void anInnerLocalShadowsTheOuterOneOnlyInItsBlock() throws Exception {
        Resolved r = resolve("local c = 1\nlocal function f()\n\tlocal c = 2\n\treturn c\nend\nreturn c");
        Scopes.Variable outer = r.variable("c", 0);
        Scopes.Variable inner = r.variable("c", 1);
        assertSame(inner, r.variable("c", 2));
        assertSame(outer, r.variable("c", 3));
        assertEquals(1, outer.reads().size());
        assertEquals(1, inner.reads().size());
    }

    @Test
    void assignmentsWriteTheVariableInScopeOrAGlobal() throws Exception {
        Resolved r = resolve("local a\na, b = 1, 2\nfunction g() end\nfunction a.f() end");
        assertEquals(1, r.variable("a", 0).writes().size());
        assertEquals(List.of("b", "g"), r.scopes().globalWrites().stream().map(Expr.Name::name).toList());
        assertEquals(1, r.variable("a", 0).reads().size(), "function a.f() reads a to set its field");
    }
}
