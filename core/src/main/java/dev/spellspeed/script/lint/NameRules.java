package dev.spellspeed.script.lint;

import java.util.Set;
import java.util.regex.Pattern;

import dev.spellspeed.script.Spelling;
import dev.spellspeed.script.lint.LintFinding.Severity;
import dev.spellspeed.script.lint.syntax.Expr;
import dev.spellspeed.script.lint.syntax.Position;
import dev.spellspeed.script.lint.syntax.Stat;

/**
 * The rules about names, on resolved scopes: a global read that nothing defines
 * ({@code undefined-global}, {@code unknown-constant}), an API field that does not exist
 * ({@code unknown-api}) or is a stub ({@code not-implemented}), a method no table has
 * ({@code unknown-method}), and an assignment to a new global ({@code global-assignment}).
 */
final class NameRules {
    private static final Pattern CONSTANT = Pattern.compile("[A-Z][A-Z0-9]*_[A-Z0-9_]+");
    /** Globals the host sets while a script loads (DuelScripts) and card tables. */
    static final Pattern HOST_GLOBAL = Pattern.compile("c\\d+|self_table|self_code");

    /** Where findings go. */
    interface Reporter {
        void report(Position at, String rule, Severity severity, String message);
    }

    private final ApiNames names;
    private final ScriptFacts f;
    private final Reporter out;

    NameRules(ApiNames names, ScriptFacts facts, Reporter out) {
        this.names = names;
        this.f = facts;
        this.out = out;
    }

    void run() {
        for (Expr.Name n : f.scopes.globalReads()) {
            global(n);
        }
        for (Expr.Name n : f.scopes.globalWrites()) {
            globalAssignment(n);
        }
        for (Expr.MethodCall call : f.nodes.of(Expr.MethodCall.class)) {
            method(call);
        }
    }

    private void global(Expr.Name n) {
        String name = n.name();
        if (f.fileGlobals.contains(name) || HOST_GLOBAL.matcher(name).matches()) {
            return;
        }
        if (names.globals().contains(name)) {
            if (ApiNames.TABLES.contains(name) && f.nodes.parent(n) instanceof Expr.Member m && m.object() == n) {
                apiField(name, m);
            }
            return;
        }
        String near = Spelling.nearest(name, names.globals());
        String hint = near == null ? "" : "; did you mean " + near + "?";
        if (CONSTANT.matcher(name).matches()) {
            out.report(n.pos(), "unknown-constant", Severity.ERROR, name + " is not defined (it reads as nil)" + hint);
        } else {
            out.report(n.pos(), "undefined-global", Severity.ERROR, name + " is not defined: no local, no global of the file, "
                    + "the prelude or the API" + hint);
        }
    }

    private void apiField(String table, Expr.Member m) {
        String field = m.name();
        if (f.probed.contains(table + "." + field)) {
            return; // an optional hook the file tests before use: if aux.FCheckAdditional and …
        }
        if (names.fields(table).contains(field) || f.fileFields.contains(table + "." + field)) {
            if (names.isNotImplemented(table, field)) {
                out.report(m.pos(), "not-implemented", Severity.WARNING, table + "." + field
                        + " is not implemented by Spellspeed yet: calling it raises an error");
            }
            return;
        }
        Object parent = f.nodes.parent(m);
        if (parent instanceof Stat.Assign a && a.targets().contains(m) || parent instanceof Stat.FunctionDecl) {
            return; // the script adds it
        }
        String near = Spelling.nearest(field, names.fields(table));
        if (parent instanceof Expr.Index i && i.object() == m || parent instanceof Expr.Member p && p.object() == m) {
            // indexed, not called or passed: a table a helper may create at run time (aux.EnableExtraDeckSummonCountLimit)
            out.report(m.pos(), "unknown-api", Severity.WARNING, table + "." + field + " is not defined when the prelude has run "
                    + "(a field some function may set later?)" + (near == null ? "" : "; did you mean " + table + "." + near + "?"));
            return;
        }
        out.report(m.pos(), "unknown-api", Severity.ERROR, table + "." + field + " is not defined"
                + (table.equals("aux") ? " by the prelude (utility.lua)" : " by the API")
                + (near == null ? "" : "; did you mean " + table + "." + near + "?"));
    }

    private void method(Expr.MethodCall call) {
        String name = call.name();
        Set<String> known = names.methods();
        if (known.contains(name) || f.fileFieldNames.contains(name)) {
            return;
        }
        String near = Spelling.nearest(name, known);
        out.report(call.namePos(), "unknown-method", Severity.WARNING, ":" + name + " is not a method of Card, Effect, Group or string, "
                + "nor a function this file defines" + (near == null ? "" : "; did you mean :" + near + "?"));
    }

    /** An assignment to a global: every card shares the duel's globals, so a new one leaks between scripts. */
    private void globalAssignment(Expr.Name n) {
        String name = n.name();
        if (HOST_GLOBAL.matcher(name).matches() || names.globals().contains(name)) {
            return;
        }
        out.report(n.pos(), "global-assignment", Severity.WARNING, "assigns the global " + name + ", which every script of the duel "
                + "shares; declare it local (or a field of the card table s)");
    }
}
