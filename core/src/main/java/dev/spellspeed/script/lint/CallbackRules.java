package dev.spellspeed.script.lint;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import dev.spellspeed.script.lint.LintFinding.Severity;
import dev.spellspeed.script.lint.syntax.Expr;
import dev.spellspeed.script.lint.syntax.FunctionBody;
import dev.spellspeed.script.lint.syntax.Nodes;
import dev.spellspeed.script.lint.syntax.Position;
import dev.spellspeed.script.lint.syntax.Scopes;
import dev.spellspeed.script.lint.syntax.Stat;

/**
 * The rules about an effect's callbacks: {@code nil-callback} (a setter given nothing, a literal
 * that is not a function, or a function of the card's table the file never defines) and
 * {@code check-branch} (an activated effect's cost or target that acts even when the engine only
 * asks with {@code chk==0} whether it could).
 */
final class CallbackRules {
    private static final Set<String> CALLBACK_SETTERS = Set.of("SetCondition", "SetCost", "SetTarget", "SetOperation", "SetValue");
    private static final Set<String> CHECKED_CALLBACKS = Set.of("SetCost", "SetTarget");
    private static final Pattern ACTIVATED_TYPES = Pattern.compile("EFFECT_TYPE_(ACTIVATE|IGNITION|TRIGGER_[OF]|QUICK_[OF]|FLIP)");
    /** Duel functions that only ask (harmless during a check). */
    private static final Pattern QUERY = Pattern.compile("Is|Get|Check");

    private final ScriptFacts f;
    private final NameRules.Reporter out;
    private final List<Expr.MethodCall> methodCalls;

    CallbackRules(ScriptFacts facts, NameRules.Reporter out) {
        this.f = facts;
        this.out = out;
        this.methodCalls = facts.nodes.of(Expr.MethodCall.class);
    }

    void run() {
        for (Expr.MethodCall call : methodCalls) {
            if (CALLBACK_SETTERS.contains(call.name())) {
                setter(call);
            }
        }
    }

    private void setter(Expr.MethodCall call) {
        String setter = call.name();
        if (call.args().isEmpty()) {
            out.report(call.namePos(), "nil-callback", Severity.ERROR, setter + "() without a function sets nothing");
            return;
        }
        if (call.args().size() != 1) {
            return;
        }
        Expr arg = call.args().get(0);
        if (arg instanceof Expr.Nil) {
            out.report(call.namePos(), "nil-callback", Severity.WARNING, setter + "(nil) removes the " + callbackName(setter)
                    + " (intended on a clone, a mistake anywhere else)");
            return;
        }
        String literal = arg instanceof Expr.Number n ? n.text() : arg instanceof Expr.Str s ? s.text()
                : arg instanceof Expr.Bool b ? String.valueOf(b.value()) : null;
        if (literal != null && !setter.equals("SetValue")) {
            out.report(call.namePos(), "nil-callback", Severity.ERROR, setter + "(" + literal + "): it takes a function");
            return;
        }
        if (arg instanceof Expr.Function written) {
            // a function written in the call: the tree has it as surely as a named one
            if (CHECKED_CALLBACKS.contains(setter) && activated(call.object(), call.pos())) {
                checkBranch(setter, "written on line " + written.pos().line(), written.body());
            }
            return;
        }
        String path = Nodes.path(arg);
        if (path == null) {
            return;
        }
        Expr.Name root = Nodes.root(arg);
        if (arg instanceof Expr.Member && !ApiNames.TABLES.contains(root.name()) && !f.fileFields.contains(path)
                && (f.scopes.variable(root) != null || f.cardCode != null && f.isGlobal(root, "c" + f.cardCode))) {
            out.report(arg.pos(), "nil-callback", Severity.ERROR, path + " is never defined in this file, so " + setter
                    + "(" + path + ") sets nil and the effect silently has no " + callbackName(setter));
            return;
        }
        FunctionBody function = f.function(arg);
        if (CHECKED_CALLBACKS.contains(setter) && function != null && activated(call.object(), call.pos())) {
            checkBranch(setter, path, function);
        }
    }

    /**
     * Whether the effect in {@code receiver} is activated (its latest SetType before {@code at}
     * names ACTIVATE, IGNITION, TRIGGER, QUICK or FLIP): only then are its cost and target called
     * with chk; a continuous effect's SetTarget is a card filter. Follows {@code e2=e1:Clone()} to
     * e1; false when the type is not found.
     */
    private boolean activated(Expr receiver, Position at) {
        for (int hops = 0; receiver instanceof Expr.Name effect && hops < 4; hops++) {
            Expr.MethodCall setType = null;
            for (Expr.MethodCall c : methodCalls) {
                if (c.name().equals("SetType") && Nodes.before(c.pos(), at) && same(c.object(), effect)) {
                    setType = c; // the latest one before
                }
            }
            if (setType != null) {
                boolean[] found = {false};
                for (Expr a : setType.args()) {
                    Nodes.walk(a, true, n -> found[0] |= n instanceof Expr.Name t && ACTIVATED_TYPES.matcher(t.name()).matches());
                }
                return found[0];
            }
            Clone clone = latestClone(effect, at);
            if (clone == null) {
                return false;
            }
            receiver = clone.source;
            at = clone.at;
        }
        return false;
    }

    private record Clone(Expr source, Position at) {
    }

    /** The latest {@code effect = x:Clone()} (or {@code local effect = x:Clone()}) before {@code at}. */
    private Clone latestClone(Expr.Name effect, Position at) {
        Clone latest = null;
        for (Object node : f.nodes.all()) {
            List<? extends Expr> targets = node instanceof Stat.Local l ? l.names() : node instanceof Stat.Assign a ? a.targets() : List.of();
            List<Expr> values = node instanceof Stat.Local l ? l.values() : node instanceof Stat.Assign a ? a.values() : List.of();
            for (int k = 0; k < targets.size() && k < values.size(); k++) {
                if (same(targets.get(k), effect) && values.get(k) instanceof Expr.MethodCall c && c.name().equals("Clone")
                        && Nodes.before(c.pos(), at)) {
                    latest = new Clone(c.object(), c.pos());
                }
            }
        }
        return latest;
    }

    /** Whether two names are the same variable: the same local, or the same global. */
    private boolean same(Expr e, Expr.Name name) {
        if (!(e instanceof Expr.Name n) || !n.name().equals(name.name())) {
            return false;
        }
        Scopes.Variable a = f.scopes.variable(n);
        Scopes.Variable b = f.scopes.variable(name);
        return a == b;
    }

    private static String callbackName(String setter) {
        return setter.substring(3).toLowerCase(Locale.ROOT);
    }

    /** A cost or target must answer {@code chk==0} without acting: the engine calls it to ask "could you?". */
    private void checkBranch(String setter, String path, FunctionBody function) {
        String role = callbackName(setter);
        Expr.Name chk = function.params().size() >= 9 ? function.params().get(8) : null;
        if (chk != null && !f.scopes.variable(chk).reads().isEmpty()) {
            return;
        }
        List<String> acting = new ArrayList<>();
        // what the function itself does when called; functions it only defines inside do not run then
        Nodes.walk(function.body(), false, n -> {
            if (n instanceof Expr.Member m && f.isGlobal(m.object(), "Duel") && !QUERY.matcher(m.name()).lookingAt()) {
                acting.add("Duel." + m.name());
            }
        });
        if (acting.isEmpty()) {
            return; // nothing happens on a check either (e.g. a cost that only sets a label)
        }
        String acts = acting.get(0);
        if (chk == null) {
            out.report(function.pos(), "check-branch", Severity.ERROR, "the " + role + " " + path + " has no chk parameter (the 9th): "
                    + "the engine calls it with chk=0 to ask whether it could be done, and it would call " + acts
                    + " then; add chk and 'if chk==0 then return <can it be done?> end'");
            return;
        }
        out.report(function.pos(), "check-branch", Severity.ERROR, "the " + role + " " + path + " never tests " + chk.name() + ": with "
                + chk.name() + "==0 the engine only asks whether it could be done, but this " + role
                + " calls " + acts + " every time; add 'if " + chk.name()
                + "==0 then return <can it be done?> end' first");
    }
}
