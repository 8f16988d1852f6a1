package dev.spellspeed.script.lint;

import java.util.HashMap;
import java.util.Map;

import dev.spellspeed.script.lint.LintFinding.Severity;
import dev.spellspeed.script.lint.syntax.Block;
import dev.spellspeed.script.lint.syntax.Expr;
import dev.spellspeed.script.lint.syntax.FunctionBody;
import dev.spellspeed.script.lint.syntax.Nodes;
import dev.spellspeed.script.lint.syntax.Position;
import dev.spellspeed.script.lint.syntax.Scopes;
import dev.spellspeed.script.lint.syntax.Stat;

/**
 * The {@code ygopro-tolerated} lint rule: the mistakes ygopro-core silently accepts that a script's
 * text shows (docs/compatibility.md, "What ygopro tolerates") — an effect registered a second time
 * (ignored) and {@code SetCode} on an effect already registered (it keeps applying under its old
 * code). Duels tolerate them too, with a warning; the lint says so before any duel does.
 *
 * <p>Straight-line reading of each function: a registration of a variable is remembered until the
 * variable is assigned again, and forgotten at {@code else}/{@code elseif} (a registration in each
 * branch is one registration). A function written inside another is read on its own; the outer
 * one's registrations are not its own.
 */
final class ToleratedMistakes {
    private final Scopes scopes;
    private final NameRules.Reporter out;

    private ToleratedMistakes(Scopes scopes, NameRules.Reporter out) {
        this.scopes = scopes;
        this.out = out;
    }

    static void find(ScriptFacts facts, NameRules.Reporter out) {
        new ToleratedMistakes(facts.scopes, out).function(facts.chunk);
    }

    /** A variable: the local it is, or the global's name. */
    private Object key(Expr.Name n) {
        Scopes.Variable v = scopes.variable(n);
        return v != null ? v : "global " + n.name();
    }

    /** Reads one function body (or the chunk) with its own registrations. */
    private void function(Block body) {
        read(body, new HashMap<>());
    }

    private void read(Object node, Map<Object, Position> registered) {
        if (node instanceof FunctionBody f) {
            function(f.body());
            return;
        }
        if (node instanceof Stat.If s) {
            for (int k = 0; k < s.conditions().size(); k++) {
                if (k > 0) {
                    registered.clear();
                }
                read(s.conditions().get(k), registered);
                read(s.blocks().get(k), registered);
            }
            if (s.orElse() != null) {
                registered.clear();
                read(s.orElse(), registered);
            }
            return;
        }
        if (node instanceof Stat.Assign a) {
            for (Expr target : a.targets()) {
                if (target instanceof Expr.Name n) {
                    registered.remove(key(n)); // e1=Effect.CreateEffect(c): a new effect in the same variable
                } else {
                    read(target, registered);
                }
            }
            a.values().forEach(v -> read(v, registered));
            return;
        }
        for (Object child : Nodes.children(node)) {
            read(child, registered);
        }
        if (node instanceof Expr.MethodCall c && c.name().equals("RegisterEffect")) {
            register(c.args(), registered);
        } else if (node instanceof Expr.Call c && c.function() instanceof Expr.Member m && m.name().equals("RegisterEffect")) {
            register(c.args(), registered);
        } else if (node instanceof Expr.MethodCall c && c.name().equals("SetCode") && c.object() instanceof Expr.Name n
                && registered.containsKey(key(n))) {
            out.report(c.namePos(), "ygopro-tolerated", Severity.WARNING, "SetCode on " + n.name() + " after it was registered (line "
                    + registered.get(key(n)).line() + "): the effect keeps applying under its old code, as in "
                    + "ygopro; set the code before registering");
        }
    }

    private void register(java.util.List<Expr> args, Map<Object, Position> registered) {
        if (args.isEmpty() || !(args.get(0) instanceof Expr.Name effect)) {
            return;
        }
        Position first = registered.putIfAbsent(key(effect), effect.pos());
        if (first != null) {
            out.report(effect.pos(), "ygopro-tolerated", Severity.WARNING, "effect " + effect.name() + " is registered again (first on line "
                    + first.line() + "): ygopro ignores the second registration, and so does Spellspeed; Clone it to register a copy");
        }
    }
}
