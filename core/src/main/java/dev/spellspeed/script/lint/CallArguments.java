package dev.spellspeed.script.lint;

import dev.spellspeed.script.api.ApiSignatures;
import dev.spellspeed.script.api.ApiSignatures.Param;
import dev.spellspeed.script.api.ApiSignatures.Signature;
import dev.spellspeed.script.lint.LintFinding.Severity;
import dev.spellspeed.script.lua53.LuaToken;

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
    /** Where findings go: the token the finding is at. */
    interface Reporter {
        void report(int token, String rule, Severity severity, String message);
    }

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

    /**
     * Checks every call in the tokens. {@code ownFields} are {@code Table.name} the file defines and
     * {@code ownNames} the method names it defines (its own functions are not the API's).
     */
    void check(List<LuaToken> t, Set<String> ownFields, Set<String> ownNames, Reporter out) {
        for (int i = 0; i + 3 < t.size(); i++) {
            LuaToken tok = t.get(i);
            if (tok.kind() != LuaToken.Kind.NAME || i > 0 && (t.get(i - 1).is(".") || t.get(i - 1).is(":"))) {
                continue;
            }
            if (TABLES.contains(tok.text()) && t.get(i + 1).is(".") && t.get(i + 2).kind() == LuaToken.Kind.NAME
                    && t.get(i + 3).is("(") && !(i > 0 && t.get(i - 1).is("function"))) {
                String name = t.get(i + 2).text();
                Signature s = signatures.of(tok.text(), name);
                if (s != null && !ownFields.contains(tok.text() + "." + name)) {
                    check(t, i, i + 3, s, s.method() ? 1 : 0, out);
                }
            }
        }
        for (int i = 1; i + 2 < t.size(); i++) {
            if (t.get(i).is(":") && t.get(i + 1).kind() == LuaToken.Kind.NAME && t.get(i + 2).is("(")
                    && !t.get(i - 1).is("function") && !(i > 1 && t.get(i - 2).is("function"))) {
                String name = t.get(i + 1).text();
                Signature s = methods.get(name);
                if (s != null && !ownNames.contains(name)) {
                    check(t, i - 1, i + 2, s, 0, out);
                }
            }
        }
    }

    /** One call: {@code at} is where it is reported, {@code open} its '(', {@code self} how many leading arguments are self. */
    private void check(List<LuaToken> t, int at, int open, Signature s, int self, Reporter out) {
        List<List<LuaToken>> args = arguments(t, open);
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

    private static boolean multipleValues(List<LuaToken> arg) {
        if (arg.size() == 1 && arg.get(0).is("...")) {
            return true;
        }
        return !arg.isEmpty() && arg.get(arg.size() - 1).is(")") && !arg.get(0).is("(");
    }

    /** The kind of a literal argument (integer, string, boolean, function, table), or null when it is not one. */
    private static String literalKind(List<LuaToken> arg) {
        if (arg.isEmpty()) {
            return null;
        }
        LuaToken first = arg.get(0);
        if (arg.size() == 1) {
            return switch (first.kind()) {
                case NUMBER -> "integer";
                case STRING -> "string";
                case KEYWORD -> first.is("true") || first.is("false") ? "boolean" : null;
                default -> null;
            };
        }
        if (first.is("function")) {
            return "function";
        }
        if (first.is("{") && arg.get(arg.size() - 1).is("}") && closes(arg)) {
            return "table";
        }
        return null;
    }

    /** The '{' at the start is closed only by the last token (a constructor, not {…}.x or {…}[1]). */
    private static boolean closes(List<LuaToken> arg) {
        int depth = 0;
        for (int j = 0; j < arg.size(); j++) {
            if (arg.get(j).is("{") || arg.get(j).is("(") || arg.get(j).is("[")) {
                depth++;
            } else if (arg.get(j).is("}") || arg.get(j).is(")") || arg.get(j).is("]")) {
                depth--;
                if (depth == 0 && j < arg.size() - 1) {
                    return false;
                }
            }
        }
        return true;
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

    /** {@code a.b.c} when the tokens are exactly a dotted name, else null. */
    static String path(List<LuaToken> arg) {
        if (arg.isEmpty() || arg.size() % 2 == 0) {
            return null;
        }
        StringBuilder path = new StringBuilder();
        for (int k = 0; k < arg.size(); k++) {
            LuaToken tok = arg.get(k);
            if (k % 2 == 0 ? tok.kind() != LuaToken.Kind.NAME : !tok.is(".")) {
                return null;
            }
            path.append(tok.text());
        }
        return path.toString();
    }

    /** The arguments of the call whose '(' is at {@code open}, split at top-level commas. */
    private static List<List<LuaToken>> arguments(List<LuaToken> t, int open) {
        List<List<LuaToken>> args = new ArrayList<>();
        int depth = 0;
        int start = open + 1;
        for (int j = open; j < t.size(); j++) {
            LuaToken tok = t.get(j);
            // a function written in the arguments has commas of its own: blocks count as nesting
            if (tok.is("(") || tok.is("{") || tok.is("[") || tok.is("function") || tok.is("if") || tok.is("do")
                    || tok.is("repeat")) {
                depth++;
            } else if (tok.is(")") || tok.is("}") || tok.is("]") || tok.is("end") || tok.is("until")) {
                depth--;
                if (depth == 0) {
                    if (j > open + 1) {
                        args.add(t.subList(start, j));
                    }
                    return args;
                }
            } else if (depth == 1 && tok.is(",")) {
                args.add(t.subList(start, j));
                start = j + 1;
            } else if (tok.kind() == LuaToken.Kind.EOF) {
                break;
            }
        }
        return args;
    }
}
