package dev.spellspeed.script.lint.syntax;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lua's lexical scoping over a syntax tree: which local variable (a local, a parameter, a
 * {@code for} variable, a method's {@code self}, a local function) each name refers to, or that it
 * is a global. The rules of the manual (3.5): a local is visible from the statement after its
 * declaration to the end of its block ({@code local x = x} reads the outer {@code x}); a local
 * function is visible in its own body; a {@code repeat} body's locals are visible in its
 * {@code until} condition; the variables of a {@code for} only in its body.
 */
public final class Scopes {
    /** What declared a variable. */
    public enum Kind { LOCAL, LOCAL_FUNCTION, PARAMETER, SELF, FOR }

    /** One local variable, with every place it is read or assigned. */
    public static final class Variable {
        private final Expr.Name declaration;
        private final Kind kind;
        private final FunctionBody function;
        private final List<Expr.Name> reads = new ArrayList<>();
        private final List<Expr.Name> writes = new ArrayList<>();

        Variable(Expr.Name declaration, Kind kind, FunctionBody function) {
            this.declaration = declaration;
            this.kind = kind;
            this.function = function;
        }

        public String name() {
            return declaration.name();
        }

        /** The name in its declaration (for {@code self}: a name at the method's {@code function} keyword). */
        public Expr.Name declaration() {
            return declaration;
        }

        public Kind kind() {
            return kind;
        }

        /** The function it is local to, or null for the chunk's own locals. */
        public FunctionBody function() {
            return function;
        }

        /** Where it is read, in source order. */
        public List<Expr.Name> reads() {
            return reads;
        }

        /** Where it is assigned after its declaration, in source order. */
        public List<Expr.Name> writes() {
            return writes;
        }
    }

    private final Map<Expr.Name, Variable> bindings = new IdentityHashMap<>();
    private final List<Variable> variables = new ArrayList<>();
    private final List<Expr.Name> globalReads = new ArrayList<>();
    private final List<Expr.Name> globalWrites = new ArrayList<>();

    private Scopes() {
    }

    /** Resolves every name of a chunk. */
    public static Scopes of(Block chunk) {
        Scopes s = new Scopes();
        s.block(chunk, new Scope(null, null));
        return s;
    }

    /** The local variable a name (a declaration, a read or an assignment) refers to; null for a global. */
    public Variable variable(Expr.Name name) {
        return bindings.get(name);
    }

    /** Every local variable, in order of declaration. */
    public List<Variable> variables() {
        return variables;
    }

    /** The names read as globals, in source order. */
    public List<Expr.Name> globalReads() {
        return globalReads;
    }

    /** The names assigned as globals ({@code x = 1}, {@code function x() end}), in source order. */
    public List<Expr.Name> globalWrites() {
        return globalWrites;
    }

    /** One block's declarations, innermost first when looked up. */
    private static final class Scope {
        final Scope outer;
        final FunctionBody function;
        final Map<String, Variable> names = new HashMap<>();

        Scope(Scope outer, FunctionBody function) {
            this.outer = outer;
            this.function = function;
        }

        Variable find(String name) {
            for (Scope s = this; s != null; s = s.outer) {
                Variable v = s.names.get(name);
                if (v != null) {
                    return v;
                }
            }
            return null;
        }
    }

    private void declare(Scope scope, Expr.Name name, Kind kind) {
        Variable v = new Variable(name, kind, scope.function);
        variables.add(v);
        bindings.put(name, v);
        scope.names.put(name.name(), v); // a second local of the same name hides the first from here on
    }

    private void block(Block b, Scope outer) {
        statements(b, new Scope(outer, outer.function));
    }

    private void statements(Block b, Scope scope) {
        for (Stat s : b.statements()) {
            statement(s, scope);
        }
    }

    private void statement(Stat stat, Scope scope) {
        if (stat instanceof Stat.Local s) {
            s.values().forEach(e -> expr(e, scope));
            s.names().forEach(n -> declare(scope, n, Kind.LOCAL));
        } else if (stat instanceof Stat.Assign s) {
            s.values().forEach(e -> expr(e, scope));
            s.targets().forEach(e -> target(e, scope));
        } else if (stat instanceof Stat.CallStat s) {
            expr(s.call(), scope);
        } else if (stat instanceof Stat.Do s) {
            block(s.body(), scope);
        } else if (stat instanceof Stat.While s) {
            expr(s.condition(), scope);
            block(s.body(), scope);
        } else if (stat instanceof Stat.Repeat s) {
            Scope inner = new Scope(scope, scope.function);
            statements(s.body(), inner);
            expr(s.condition(), inner); // until sees the body's locals
        } else if (stat instanceof Stat.If s) {
            for (int k = 0; k < s.conditions().size(); k++) {
                expr(s.conditions().get(k), scope);
                block(s.blocks().get(k), scope);
            }
            if (s.orElse() != null) {
                block(s.orElse(), scope);
            }
        } else if (stat instanceof Stat.NumericFor s) {
            expr(s.start(), scope);
            expr(s.limit(), scope);
            if (s.step() != null) {
                expr(s.step(), scope);
            }
            Scope loop = new Scope(scope, scope.function);
            declare(loop, s.variable(), Kind.FOR);
            block(s.body(), loop);
        } else if (stat instanceof Stat.GenericFor s) {
            s.values().forEach(e -> expr(e, scope));
            Scope loop = new Scope(scope, scope.function);
            s.names().forEach(n -> declare(loop, n, Kind.FOR));
            block(s.body(), loop);
        } else if (stat instanceof Stat.FunctionDecl s) {
            target(s.target(), scope);
            function(s.function().body(), scope);
        } else if (stat instanceof Stat.LocalFunction s) {
            declare(scope, s.name(), Kind.LOCAL_FUNCTION); // visible in its own body: it may call itself
            function(s.function().body(), scope);
        } else if (stat instanceof Stat.Return s) {
            s.values().forEach(e -> expr(e, scope));
        }
    }

    /** An assignment's target: a name is written; a field's table and key are read. */
    private void target(Expr e, Scope scope) {
        if (e instanceof Expr.Name n) {
            Variable v = scope.find(n.name());
            if (v == null) {
                globalWrites.add(n);
            } else {
                bindings.put(n, v);
                v.writes.add(n);
            }
        } else {
            expr(e, scope);
        }
    }

    private void function(FunctionBody f, Scope outer) {
        Scope scope = new Scope(outer, f);
        if (f.method()) {
            declare(scope, new Expr.Name(f.pos(), "self"), Kind.SELF);
        }
        f.params().forEach(p -> declare(scope, p, Kind.PARAMETER));
        statements(f.body(), scope);
    }

    private void expr(Expr e, Scope scope) {
        if (e instanceof Expr.Name n) {
            Variable v = scope.find(n.name());
            if (v == null) {
                globalReads.add(n);
            } else {
                bindings.put(n, v);
                v.reads.add(n);
            }
        } else if (e instanceof Expr.Function f) {
            function(f.body(), scope);
        } else {
            for (Object child : Nodes.children(e)) {
                if (child instanceof Expr c) {
                    expr(c, scope);
                } else if (child instanceof Expr.TableField tf) {
                    if (tf.key() != null) {
                        expr(tf.key(), scope);
                    }
                    expr(tf.value(), scope);
                }
            }
        }
    }
}
