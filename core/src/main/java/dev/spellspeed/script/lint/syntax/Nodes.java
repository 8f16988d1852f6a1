package dev.spellspeed.script.lint.syntax;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Walking the syntax tree: the children of a node in source order, every node of a tree in source
 * order, and each node's parent.
 */
public final class Nodes {
    private final List<Object> all = new ArrayList<>();
    private final Map<Object, Object> parents = new IdentityHashMap<>();

    private Nodes() {
    }

    /** Indexes a chunk: every statement, expression, block, function body and table field. */
    public static Nodes of(Block chunk) {
        Nodes nodes = new Nodes();
        nodes.visit(chunk, null);
        return nodes;
    }

    private void visit(Object node, Object parent) {
        all.add(node);
        parents.put(node, parent);
        for (Object child : children(node)) {
            visit(child, node);
        }
    }

    /** Every node in source order (a node before its children). */
    public List<Object> all() {
        return all;
    }

    /** The nodes of one type, in source order. */
    public <T> List<T> of(Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Object node : all) {
            if (type.isInstance(node)) {
                out.add(type.cast(node));
            }
        }
        return out;
    }

    /** The node that holds {@code node}, or null for the chunk. */
    public Object parent(Object node) {
        return parents.get(node);
    }

    /** The function whose body holds {@code node} (not counting node itself), or null at the chunk's level. */
    public FunctionBody function(Object node) {
        for (Object p = parent(node); p != null; p = parent(p)) {
            if (p instanceof FunctionBody f) {
                return f;
            }
        }
        return null;
    }

    /** Visits {@code node} and its descendants in source order; {@code intoFunctions} false stops at nested function bodies. */
    public static void walk(Object node, boolean intoFunctions, Consumer<Object> visitor) {
        visitor.accept(node);
        for (Object child : children(node)) {
            if (intoFunctions || !(child instanceof FunctionBody)) {
                walk(child, intoFunctions, visitor);
            }
        }
    }

    /** The direct children of a node, in source order. */
    public static List<Object> children(Object node) {
        List<Object> c = new ArrayList<>();
        if (node instanceof Block b) {
            c.addAll(b.statements());
        } else if (node instanceof FunctionBody f) {
            c.addAll(f.params());
            c.add(f.body());
        } else if (node instanceof Expr.TableField f) {
            if (f.key() != null) {
                c.add(f.key());
            }
            c.add(f.value());
        } else if (node instanceof Stat.Local s) {
            c.addAll(s.names());
            c.addAll(s.values());
        } else if (node instanceof Stat.Assign s) {
            c.addAll(s.targets());
            c.addAll(s.values());
        } else if (node instanceof Stat.CallStat s) {
            c.add(s.call());
        } else if (node instanceof Stat.Do s) {
            c.add(s.body());
        } else if (node instanceof Stat.While s) {
            c.add(s.condition());
            c.add(s.body());
        } else if (node instanceof Stat.Repeat s) {
            c.add(s.body());
            c.add(s.condition());
        } else if (node instanceof Stat.If s) {
            for (int k = 0; k < s.conditions().size(); k++) {
                c.add(s.conditions().get(k));
                c.add(s.blocks().get(k));
            }
            if (s.orElse() != null) {
                c.add(s.orElse());
            }
        } else if (node instanceof Stat.NumericFor s) {
            c.add(s.variable());
            c.add(s.start());
            c.add(s.limit());
            if (s.step() != null) {
                c.add(s.step());
            }
            c.add(s.body());
        } else if (node instanceof Stat.GenericFor s) {
            c.addAll(s.names());
            c.addAll(s.values());
            c.add(s.body());
        } else if (node instanceof Stat.FunctionDecl s) {
            c.add(s.target());
            c.add(s.function());
        } else if (node instanceof Stat.LocalFunction s) {
            c.add(s.name());
            c.add(s.function());
        } else if (node instanceof Stat.Return s) {
            c.addAll(s.values());
        } else if (node instanceof Expr.Function e) {
            c.add(e.body());
        } else if (node instanceof Expr.Table e) {
            c.addAll(e.fields());
        } else if (node instanceof Expr.Binary e) {
            c.add(e.left());
            c.add(e.right());
        } else if (node instanceof Expr.Unary e) {
            c.add(e.operand());
        } else if (node instanceof Expr.Index e) {
            c.add(e.object());
            c.add(e.key());
        } else if (node instanceof Expr.Member e) {
            c.add(e.object());
        } else if (node instanceof Expr.Call e) {
            c.add(e.function());
            c.addAll(e.args());
        } else if (node instanceof Expr.MethodCall e) {
            c.add(e.object());
            c.addAll(e.args());
        } else if (node instanceof Expr.Paren e) {
            c.add(e.inner());
        }
        return c;
    }

    /** {@code a.b.c} when the expression is a name followed by fields, else null. */
    public static String path(Expr e) {
        if (e instanceof Expr.Name n) {
            return n.name();
        }
        if (e instanceof Expr.Member m) {
            String object = path(m.object());
            return object == null ? null : object + "." + m.name();
        }
        return null;
    }

    /** The name a path starts with ({@code s} of {@code s.x.y}), or null. */
    public static Expr.Name root(Expr e) {
        if (e instanceof Expr.Name n) {
            return n;
        }
        return e instanceof Expr.Member m ? root(m.object()) : null;
    }

    /** Whether {@code a} comes before {@code b} in the source. */
    public static boolean before(Position a, Position b) {
        return a.line() != b.line() ? a.line() < b.line() : a.column() < b.column();
    }
}
