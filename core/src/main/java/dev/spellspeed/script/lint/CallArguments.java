package dev.spellspeed.script.lint;

import dev.spellspeed.script.api.ApiSignatures;
import dev.spellspeed.script.api.ApiSignatures.Param;
import dev.spellspeed.script.api.ApiSignatures.Signature;
import dev.spellspeed.script.lint.LintFinding.Severity;
import dev.spellspeed.script.lint.syntax.Expr;
import dev.spellspeed.script.lint.syntax.Position;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The argument rules: a call of an API function with fewer arguments than it requires
 * ({@code argument-count}, an error: the reference core refuses it too) or more than it reads (a
 * warning: they are ignored), and a literal of the wrong kind where the declaration names one
 * ({@code argument-kind}: a string where an integer goes, a number where a function goes). The
 * declarations are the bindings' {@code signatures.txt} ({@link ApiSignatures}). Method calls
 * ({@code x:Name(…)}) are checked only where every table's method of that name agrees.
 */
final class CallArguments {
    private static final Set<String> TABLES = Set.of("Duel", "Card", "Effect", "Group");

    private final ApiSignatures signatures;
    /** A method name → its one declaration, when all tables that have it declare it alike; else absent. */
    private final Map<String, Signature> methods = new HashMap<>();

    CallArguments(ApiSignatures signatures) {
        this.signatures = signatures;
        Map<String, List<Signature>> byName = new HashMap<>();
        for (Signature s : signatures.all().values()) {
            if (s.method()) {
                byName.computeIfAbsent(s.name(), k -> new ArrayList<>()).add(s);
            }
        }
        byName.forEach((name, list) -> {
            Signature first = list.get(0);
            boolean agree = list.stream().allMatch(s -> s.required() == first.required() && s.maximum() == first.maximum());
            if (agree && list.size() == 1) {
                methods.put(name, first); // kinds differ between tables: only one table's may be checked
            } else if (agree) {
                methods.put(name, new Signature("Card|Effect|Group", name, true,
                        first.params().stream().map(p -> new Param(p.name(), null, p.optional())).toList(),
                        first.required(), first.varargs(), null));
            }
        });
    }

    /** Checks every call of an API function in the script (its own functions of the same name are not the API's). */
    void check(ScriptFacts f, NameRules.Reporter out) {
        for (Object node : f.nodes.all()) {
            if (node instanceof Expr.Call call && call.function() instanceof Expr.Member m && m.object() instanceof Expr.Name table
                    && TABLES.contains(table.name()) && f.scopes.variable(table) == null) {
                Signature s = signatures.of(table.name(), m.name());
                if (s != null && !f.fileFields.contains(table.name() + "." + m.name())) {
                    check(call.args(), table.pos(), s, s.method() ? 1 : 0, out);
                }
            } else if (node instanceof Expr.MethodCall call) {
                Signature s = methods.get(call.name());
                if (s != null && !f.fileFieldNames.contains(call.name())) {
                    check(call.args(), call.object().pos(), s, 0, out);
                }
            }
        }
    }

    /** One call: {@code at} is where it is reported, {@code self} how many leading arguments are self. */
    private void check(List<Expr> args, Position at, Signature s, int self, NameRules.Reporter out) {
        int given = args.size() - self;
        // a call or ... as the last argument may stand for any number of values (also none)
        boolean open_ended = !args.isEmpty() && multipleValues(args.get(args.size() - 1));
        String call = s.call();
        if (!open_ended && given < s.required()) {
            out.report(at, "argument-count", Severity.ERROR, call + " needs " + (s.required() == s.maximum() ? "" : "at least ")
                    + s.required() + " argument" + (s.required() == 1 ? "" : "s") + ", and this call gives " + Math.max(given, 0)
                    + "; missing: " + s.params().get(Math.max(given, 0)).name());
        }
        int firm = open_ended ? given - 1 : given;
        if (s.maximum() >= 0 && firm > s.maximum()) {
            out.report(at, "argument-count", Severity.WARNING, call + " reads " + s.maximum() + " argument"
                    + (s.maximum() == 1 ? "" : "s") + ", and this call gives " + firm + ": the rest are ignored");
        }
        for (int k = self; k < args.size(); k++) {
            int index = k - self;
            if (index >= s.params().size()) {
                break;
            }
            Param p = s.params().get(index);
            String literal = literalKind(args.get(k));
            if (p.kind() != null && literal != null && !fits(literal, p.kind())) {
                out.report(at, "argument-kind", Severity.ERROR, call + ": argument " + (index + 1) + " (" + p.name()
                        + ") must be " + article(p.kind()) + ", and this call gives " + article(literal));
            }
        }
    }

    /** A call or {@code ...} (not in parentheses) gives all its values. */
    private static boolean multipleValues(Expr arg) {
        return arg instanceof Expr.Call || arg instanceof Expr.MethodCall || arg instanceof Expr.Vararg;
    }

    /** The kind of a literal argument (integer, string, boolean, function, table), or null when it is not one. */
    private static String literalKind(Expr arg) {
        if (arg instanceof Expr.Number) {
            return "integer";
        }
        if (arg instanceof Expr.Str) {
            return "string";
        }
        if (arg instanceof Expr.Bool) {
            return "boolean";
        }
        if (arg instanceof Expr.Function) {
            return "function";
        }
        return arg instanceof Expr.Table ? "table" : null;
    }

    private static boolean fits(String literal, String kind) {
        for (String k : kind.split("\\|")) {
            boolean fits = switch (k) {
                case "integer", "number" -> literal.equals("integer");
                case "string" -> literal.equals("string") || literal.equals("integer"); // Lua turns numbers into strings
                case "function" -> literal.equals("function");
                case "boolean" -> true; // any value is true or false
                default -> false; // Card, Group, Effect: no literal is one
            };
            if (fits) {
                return true;
            }
        }
        return false;
    }

    private static String article(String kind) {
        return switch (kind) {
            case "integer" -> "an integer";
            case "Effect" -> "an Effect";
            default -> "a " + kind.replace("|", " or ");
        };
    }
}
