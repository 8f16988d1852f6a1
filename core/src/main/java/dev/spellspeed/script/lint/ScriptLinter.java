package dev.spellspeed.script.lint;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.luaj.vm2.LuaError;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.effect.CountCode;
import dev.spellspeed.script.Spelling;
import dev.spellspeed.script.lint.LintFinding.Severity;
import dev.spellspeed.script.lua53.LuaLexer;
import dev.spellspeed.script.lua53.LuaSyntaxException;
import dev.spellspeed.script.api.ApiSignatures;
import dev.spellspeed.script.lua53.LuaToken;
import dev.spellspeed.script.lua53.RewritingCompiler;
import dev.spellspeed.script.sandbox.LuaErrors;

/**
 * The static checks of {@code spellspeed lint} on one card script. The source is first compiled
 * with the host's own compiler (a syntax error is the only finding then); the rules then read the
 * tokens of the project's Lua 5.3 lexer, so every position is a line and column of the original
 * source. What is "known" comes from {@link ApiNames} (the bindings and the prelude), never from a
 * list kept here. {@link LintRule} describes each rule.
 */
public final class ScriptLinter {
    private static final Pattern CARD_FILE = Pattern.compile("c(\\d+)\\.lua");
    private static final Pattern CONSTANT = Pattern.compile("[A-Z][A-Z0-9]*_[A-Z0-9_]+");
    private static final Set<String> CALLBACK_SETTERS = Set.of("SetCondition", "SetCost", "SetTarget", "SetOperation", "SetValue");
    private static final Pattern ACTIVATED_TYPES = Pattern.compile("EFFECT_TYPE_(ACTIVATE|IGNITION|TRIGGER_[OF]|QUICK_[OF]|FLIP)");
    private static final Set<String> PROBES = Set.of("and", "or", "then", "==", "~=");
    /** Duel functions that only ask (harmless during a check). */
    private static final Pattern QUERY = Pattern.compile("Is|Get|Check");
    private static final Set<String> CHECKED_CALLBACKS = Set.of("SetCost", "SetTarget");
    /** Globals the host sets while a script loads (DuelScripts) and card tables. */
    private static final Pattern HOST_GLOBAL = Pattern.compile("c\\d+|self_table|self_code");

    private final ApiNames names;
    private final CardDatabase cards;
    private final CallArguments calls = new CallArguments(ApiSignatures.load());

    /** @param cards the card databases, for {@code aux.Stringid} strings; may be empty */
    public ScriptLinter(ApiNames names, CardDatabase cards) {
        this.names = names;
        this.cards = cards;
    }

    /** Lints one script's source; {@code file} names it in findings (and its name gives the card id). */
    public List<LintFinding> lint(String file, byte[] source) {
        List<LintFinding> out = new ArrayList<>();
        String text = new String(source, StandardCharsets.ISO_8859_1);
        List<LuaToken> tokens;
        try {
            tokens = LuaLexer.tokenize(text);
            RewritingCompiler.compile(source, "@" + file);
        } catch (LuaSyntaxException | LuaError e) {
            LuaErrors.Decoded d = e instanceof LuaError le
                    ? LuaErrors.decodeCompileError(le, file) : new LuaErrors.Decoded(file, -1, e.getMessage());
            out.add(new LintFinding(file, Math.max(d.line(), 1), 1, "syntax", Severity.ERROR, d.message()));
            return out;
        }
        new Pass(file, text, tokens, out).run();
        out.sort((a, b) -> a.line() != b.line() ? Integer.compare(a.line(), b.line()) : Integer.compare(a.column(), b.column()));
        return out;
    }

    /** One file's analysis. */
    private final class Pass {
        private final String file;
        private final List<LuaToken> t;
        private final List<LintFinding> out;
        private final int[] lineStarts;
        private final Integer cardCode;
        /** Names declared local anywhere in the file (scope is not tracked: such a name is never a global). */
        private final Set<String> locals = new HashSet<>();
        /** Globals the file itself assigns or defines. */
        private final Set<String> fileGlobals = new HashSet<>();
        /** {@code Table.name} and {@code s.name} the file defines (functions or assignments). */
        private final Set<String> fileFields = new HashSet<>();
        /** Names the file defines as methods or fields of any table ({@code function s.x}, {@code t.x =}). */
        private final Set<String> fileFieldNames = new HashSet<>();
        private final List<Integer> globalAssignments = new ArrayList<>();
        /** {@code T.x} the file tests for existence ({@code if T.x then}, {@code T.x and …}, {@code not T.x}, {@code T.x==nil}). */
        private final Set<String> probed = new HashSet<>();
        /** {@code s.name} → token index of {@code function} for functions the file defines. */
        private final Map<String, Integer> functions = new HashMap<>();

        Pass(String file, String text, List<LuaToken> tokens, List<LintFinding> out) {
            this.file = file;
            this.t = tokens;
            this.out = out;
            List<Integer> starts = new ArrayList<>();
            starts.add(0);
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) == '\n') {
                    starts.add(i + 1);
                }
            }
            lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
            Matcher m = CARD_FILE.matcher(file.replace('\\', '/').replaceAll(".*/", ""));
            Integer code = null;
            if (m.matches()) {
                try {
                    code = Integer.valueOf(m.group(1));
                } catch (NumberFormatException e) {
                    code = null;
                }
            }
            cardCode = code;
        }

        void run() {
            declarations();
            reportGlobalAssignments();
            for (int i = 0; i < t.size(); i++) {
                LuaToken tok = t.get(i);
                if (tok.kind() == LuaToken.Kind.NAME && !isFieldName(i)) {
                    global(i);
                } else if (tok.is(":") && name(i + 1) != null && at(i + 2).is("(")) {
                    method(i + 1);
                }
            }
            callbacks();
            countLimits();
            stringIds();
            effectsNeverRegistered();
            ToleratedMistakes.find(t, (i, message) -> report(i, "ygopro-tolerated", Severity.WARNING, message));
            unusedLocals();
            calls.check(t, fileFields, fileFieldNames, this::report);
        }

        // --- what the file declares -------------------------------------------------------------

        private void declarations() {
            int braces = 0;
            for (int i = 0; i < t.size(); i++) {
                LuaToken tok = t.get(i);
                if (name(i) != null && !isFieldName(i) && at(i + 1).is(".") && name(i + 2) != null
                        && (PROBES.contains(at(i + 3).text()) && at(i + 3).kind() != LuaToken.Kind.STRING
                        || at(i - 1).is("not"))) {
                    probed.add(name(i) + "." + name(i + 2));
                }
                if (tok.is("{")) {
                    braces++;
                } else if (tok.is("}")) {
                    braces--;
                } else if (tok.is("local")) {
                    int j = i + 1;
                    if (at(j).is("function")) {
                        j++;
                    }
                    while (name(j) != null) {
                        locals.add(name(j));
                        if (!at(j + 1).is(",")) {
                            break;
                        }
                        j += 2;
                    }
                } else if (tok.is("function")) {
                    definition(i);
                } else if (tok.is("for")) {
                    for (int j = i + 1; name(j) != null; j += 2) {
                        locals.add(name(j));
                        if (!at(j + 1).is(",")) {
                            break;
                        }
                    }
                } else if (tok.kind() == LuaToken.Kind.NAME && !isFieldName(i) && braces == 0) {
                    // NAME.a.b = …  or  NAME = …
                    int j = i;
                    StringBuilder path = new StringBuilder(tok.text());
                    while (at(j + 1).is(".") && name(j + 2) != null) {
                        path.append('.').append(name(j + 2));
                        j += 2;
                    }
                    if (at(j + 1).is("=") && !at(i - 1).is("local") && !at(i - 1).is(",")) {
                        if (j == i) {
                            fileGlobals.add(tok.text());
                            newGlobal(i);
                        } else {
                            fileFields.add(path.toString());
                            fileFieldNames.add(name(j));
                        }
                    }
                }
            }
        }

        /** {@code function a.b.c(…)} / {@code function a:b(…)} / {@code function a(…)}; parameters become locals. */
        private void definition(int f) {
            int j = f + 1;
            if (name(j) == null) {
                params(f); // an anonymous function
                return;
            }
            StringBuilder path = new StringBuilder(name(j));
            while ((at(j + 1).is(".") || at(j + 1).is(":")) && name(j + 2) != null) {
                path.append('.').append(name(j + 2));
                j += 2;
            }
            if (j == f + 1) {
                if (!at(f - 1).is("local")) {
                    fileGlobals.add(path.toString());
                    newGlobal(f + 1);
                }
            } else {
                fileFields.add(path.toString());
                fileFieldNames.add(name(j));
            }
            functions.put(path.toString(), f);
            params(f);
        }

        private void params(int f) {
            int open = f;
            while (open < t.size() && !at(open).is("(")) {
                open++;
            }
            for (int j = open + 1; j < t.size() && !at(j).is(")"); j++) {
                if (name(j) != null) {
                    locals.add(name(j));
                }
            }
        }

        /** An assignment to a global: every card shares the duel's globals, so a new one leaks between scripts. */
        private void newGlobal(int i) {
            globalAssignments.add(i);
        }

        private void reportGlobalAssignments() {
            for (int i : globalAssignments) {
                reportGlobalAssignment(i);
            }
        }

        private void reportGlobalAssignment(int i) {
            String name = name(i);
            if (locals.contains(name) || HOST_GLOBAL.matcher(name).matches() || names.globals().contains(name)) {
                return;
            }
            report(i, "global-assignment", Severity.WARNING, "assigns the global " + name + ", which every script of the duel "
                    + "shares; declare it local (or a field of the card table s)");
        }

        // --- names ------------------------------------------------------------------------------

        private void global(int i) {
            String name = t.get(i).text();
            if (at(i - 1).is("::") || at(i - 1).is("goto")) {
                return; // a label
            }
            if (locals.contains(name) || fileGlobals.contains(name) || HOST_GLOBAL.matcher(name).matches()) {
                return;
            }
            if (names.globals().contains(name)) {
                if (ApiNames.TABLES.contains(name) && at(i + 1).is(".") && name(i + 2) != null) {
                    apiField(name, i + 2);
                }
                return;
            }
            if (at(i - 1).is("function") || at(i + 1).is("=") && !at(i + 2).is("=")) {
                return; // a definition: the rule global-assignment speaks of it
            }
            String near = Spelling.nearest(name, names.globals());
            String hint = near == null ? "" : "; did you mean " + near + "?";
            if (CONSTANT.matcher(name).matches()) {
                report(i, "unknown-constant", Severity.ERROR, name + " is not defined (it reads as nil)" + hint);
            } else {
                report(i, "undefined-global", Severity.ERROR, name + " is not defined: no local, no global of the file, "
                        + "the prelude or the API" + hint);
            }
        }

        private void apiField(String table, int i) {
            String field = name(i);
            if (probed.contains(table + "." + field)) {
                return; // an optional hook the file tests before use: if aux.FCheckAdditional and …
            }
            if (names.fields(table).contains(field) || fileFields.contains(table + "." + field)) {
                if (names.isNotImplemented(table, field)) {
                    report(i - 2, "not-implemented", Severity.WARNING, table + "." + field
                            + " is not implemented by Spellspeed yet: calling it raises an error");
                }
                return;
            }
            if (at(i + 1).is("=") && !at(i + 2).is("=")) {
                return; // the script adds it
            }
            String near = Spelling.nearest(field, names.fields(table));
            if (at(i + 1).is("[") || at(i + 1).is(".")) {
                // indexed, not called or passed: a table a helper may create at run time (aux.EnableExtraDeckSummonCountLimit)
                report(i - 2, "unknown-api", Severity.WARNING, table + "." + field + " is not defined when the prelude has run "
                        + "(a field some function may set later?)" + (near == null ? "" : "; did you mean " + table + "." + near + "?"));
                return;
            }
            report(i - 2, "unknown-api", Severity.ERROR, table + "." + field + " is not defined"
                    + (table.equals("aux") ? " by the prelude (utility.lua)" : " by the API")
                    + (near == null ? "" : "; did you mean " + table + "." + near + "?"));
        }

        private void method(int i) {
            String name = name(i);
            if (names.methods().contains(name) || fileFieldNames.contains(name)) {
                return;
            }
            String near = Spelling.nearest(name, names.methods());
            report(i - 1, "unknown-method", Severity.WARNING, ":" + name + " is not a method of Card, Effect, Group or string, "
                    + "nor a function this file defines" + (near == null ? "" : "; did you mean :" + near + "?"));
        }

        // --- callbacks --------------------------------------------------------------------------

        private void callbacks() {
            for (int i = 0; i + 3 < t.size(); i++) {
                if (!(at(i).is(":") && name(i + 1) != null && CALLBACK_SETTERS.contains(name(i + 1)) && at(i + 2).is("("))) {
                    continue;
                }
                String setter = name(i + 1);
                int end = closing(i + 2);
                List<LuaToken> arg = t.subList(i + 3, end);
                if (arg.isEmpty()) {
                    report(i + 1, "nil-callback", Severity.ERROR, setter + "() without a function sets nothing");
                    continue;
                }
                LuaToken first = arg.get(0);
                if (arg.size() == 1 && first.is("nil")) {
                    report(i + 1, "nil-callback", Severity.WARNING, setter + "(nil) removes the " + callbackName(setter)
                            + " (intended on a clone, a mistake anywhere else)");
                    continue;
                }
                if (arg.size() == 1 && ((!setter.equals("SetValue")
                        && (first.kind() == LuaToken.Kind.NUMBER || first.kind() == LuaToken.Kind.STRING
                        || first.is("true") || first.is("false"))))) {
                    report(i + 1, "nil-callback", Severity.ERROR, setter + "(" + first.text() + "): it takes a function");
                    continue;
                }
                String path = CallArguments.path(arg);
                if (path == null) {
                    continue;
                }
                String root = path.substring(0, path.indexOf('.') < 0 ? path.length() : path.indexOf('.'));
                if (path.indexOf('.') > 0 && !ApiNames.TABLES.contains(root) && !fileFields.contains(path)
                        && (locals.contains(root) || cardCode != null && root.equals("c" + cardCode))) {
                    report(i + 3, "nil-callback", Severity.ERROR, path + " is never defined in this file, so " + setter
                            + "(" + path + ") sets nil and the effect silently has no " + callbackName(setter));
                    continue;
                }
                if (CHECKED_CALLBACKS.contains(setter) && functions.containsKey(path) && activated(i - 1)) {
                    checkBranch(setter, path, functions.get(path), i + 3);
                }
            }
        }

        /**
         * Whether the effect whose {@code SetX} call has its receiver at {@code receiver} is activated
         * (its SetType names ACTIVATE, IGNITION, TRIGGER, QUICK or FLIP): only then are its cost and
         * target called with chk; a continuous effect's SetTarget is a card filter. Follows
         * {@code e2=e1:Clone()} to e1; false when the type is not found.
         */
        private boolean activated(int receiver) {
            String effect = name(receiver);
            for (int hops = 0; effect != null && hops < 4; hops++) {
                for (int j = receiver; j >= 0; j--) {
                    if (effect.equals(name(j)) && at(j + 1).is(":") && "SetType".equals(name(j + 2)) && at(j + 3).is("(")) {
                        for (LuaToken tok : t.subList(j + 4, closing(j + 3))) {
                            if (tok.kind() == LuaToken.Kind.NAME && ACTIVATED_TYPES.matcher(tok.text()).matches()) {
                                return true;
                            }
                        }
                        return false;
                    }
                }
                String source = null;
                for (int j = receiver; j >= 0 && source == null; j--) {
                    if (effect.equals(name(j)) && at(j + 1).is("=") && name(j + 2) != null && at(j + 3).is(":")
                            && "Clone".equals(name(j + 4))) {
                        source = name(j + 2);
                    }
                }
                effect = source;
            }
            return false;
        }

        private static String callbackName(String setter) {
            return setter.substring(3).toLowerCase(java.util.Locale.ROOT);
        }

        /** A cost or target must answer {@code chk==0} without acting: the engine calls it to ask "could you?". */
        private void checkBranch(String setter, String path, int f, int use) {
            int open = f;
            while (!at(open).is("(")) {
                open++;
            }
            List<String> params = new ArrayList<>();
            int close = open + 1;
            for (; close < t.size() && !at(close).is(")"); close++) {
                if (name(close) != null) {
                    params.add(name(close));
                }
            }
            String role = callbackName(setter);
            String chk = params.size() >= 9 ? params.get(8) : null;
            int end = blockEnd(f);
            String acts = null;
            for (int j = close + 1; j < end; j++) {
                if (chk != null && name(j) != null && name(j).equals(chk) && !isFieldName(j)) {
                    return;
                }
                if (acts == null && "Duel".equals(name(j)) && !isFieldName(j) && at(j + 1).is(".") && name(j + 2) != null
                        && !QUERY.matcher(name(j + 2)).lookingAt()) {
                    acts = "Duel." + name(j + 2);
                }
            }
            if (acts == null) {
                return; // nothing happens on a check either (e.g. a cost that only sets a label)
            }
            if (chk == null) {
                report(f, "check-branch", Severity.ERROR, "the " + role + " " + path + " has no chk parameter (the 9th): "
                        + "the engine calls it with chk=0 to ask whether it could be done, and it would call " + acts
                        + " then; add chk and 'if chk==0 then return <can it be done?> end'");
                return;
            }
            report(f, "check-branch", Severity.ERROR, "the " + role + " " + path + " never tests " + chk + ": with "
                    + chk + "==0 the engine only asks whether it could be done, but this " + role
                    + " calls " + acts + " every time; add 'if " + chk
                    + "==0 then return <can it be done?> end' first");
        }

        // --- count limits and strings -----------------------------------------------------------

        private void countLimits() {
            for (int i = 0; i + 2 < t.size(); i++) {
                if (!(at(i).is(":") && "SetCountLimit".equals(name(i + 1)) && at(i + 2).is("("))) {
                    continue;
                }
                List<List<LuaToken>> args = arguments(i + 2);
                if (args.size() < 2) {
                    continue;
                }
                for (LuaToken tok : args.get(1)) {
                    long value = -1;
                    String shown = tok.text();
                    if (tok.kind() == LuaToken.Kind.NUMBER) {
                        value = number(tok.text());
                    } else if (tok.kind() == LuaToken.Kind.NAME && tok.text().equals("id") && cardCode != null) {
                        value = cardCode;
                        shown = "id (" + cardCode + ")";
                    }
                    if (value >= CountCode.OATH) {
                        report(i + 1, "count-code", Severity.ERROR, "count code " + shown + " = 0x" + Long.toHexString(value)
                                + " has the flag bits of EFFECT_COUNT_CODE_OATH/DUEL/CHAIN (0x10000000 and up), so "
                                + "SetCountLimit turns into a different limit (e.g. once per duel); card ids used as "
                                + "count codes must be below 268435456 (0x10000000)");
                    }
                }
            }
        }

        private void stringIds() {
            if (cards == null || cards.size() == 0) {
                return;
            }
            for (int i = 0; i + 3 < t.size(); i++) {
                if (!("aux".equals(name(i)) && !isFieldName(i) && at(i + 1).is(".") && "Stringid".equals(name(i + 2))
                        && at(i + 3).is("("))) {
                    continue;
                }
                List<List<LuaToken>> args = arguments(i + 3);
                if (args.size() != 2 || args.get(0).size() != 1 || args.get(1).size() != 1
                        || args.get(1).get(0).kind() != LuaToken.Kind.NUMBER) {
                    continue;
                }
                LuaToken who = args.get(0).get(0);
                long code = who.kind() == LuaToken.Kind.NUMBER ? number(who.text())
                        : who.text().equals("id") && cardCode != null ? cardCode : -1;
                long n = number(args.get(1).get(0).text());
                if (code < 0 || n < 0 || n > 15) {
                    continue;
                }
                Optional<CardData> card = cards.find((int) code);
                // a card missing from the databases is check's business (a script without a card), not this rule's
                if (card.isPresent() && card.get().strings().get((int) n).isEmpty()) {
                    report(i, "stringid", Severity.WARNING, "aux.Stringid(" + who.text() + "," + n + "): " + card.get().name()
                            + " (" + code + ") has no str" + (n + 1) + " in the card databases, so the prompt shows no text");
                }
            }
        }

        // --- effects and locals -----------------------------------------------------------------

        /** Locals holding effects (created, or cloned from one), so a Group's Clone is not taken for one. */
        private final Set<String> effects = new HashSet<>();

        private void effectsNeverRegistered() {
            for (int i = 0; i + 4 < t.size(); i++) {
                if (!(at(i).is("local") && name(i + 1) != null && at(i + 2).is("="))) {
                    continue;
                }
                boolean created = "Effect".equals(name(i + 3)) && at(i + 4).is(".") && "CreateEffect".equals(name(i + 5));
                boolean cloned = name(i + 3) != null && effects.contains(name(i + 3)) && at(i + 4).is(":") && "Clone".equals(name(i + 5));
                if (!created && !cloned) {
                    continue;
                }
                String effect = name(i + 1);
                effects.add(effect);
                boolean used = false;
                for (int j = i + 6; j < t.size() && !used; j++) {
                    if (effect.equals(name(j)) && !isFieldName(j) && !at(j + 1).is(":")) {
                        used = !(at(j + 1).is("=") && !at(j + 2).is("=")); // passed, returned or stored somewhere
                    }
                }
                if (!used) {
                    report(i + 1, "effect-not-registered", Severity.WARNING, "effect " + effect
                            + " is created but never registered (c:RegisterEffect(" + effect + ") or Duel.RegisterEffect), "
                            + "passed or returned, so it never applies");
                }
            }
        }

        private void unusedLocals() {
            for (int i = 0; i + 1 < t.size(); i++) {
                if (!at(i).is("local") || at(i + 1).is("function")) {
                    continue;
                }
                int j = i + 1;
                if (fromGetId(i)) {
                    continue; // local s,id=GetID(): the convention, even when id goes unused
                }
                while (name(j) != null) {
                    String local = name(j);
                    if (!local.startsWith("_") && !usedAfter(local, j)) {
                        report(j, "unused-local", Severity.WARNING, "local " + local + " is never used");
                    }
                    if (!at(j + 1).is(",")) {
                        break;
                    }
                    j += 2;
                }
            }
        }

        private boolean fromGetId(int local) {
            int j = local + 1;
            while (name(j) != null && at(j + 1).is(",")) {
                j += 2;
            }
            return at(j + 1).is("=") && "GetID".equals(name(j + 2));
        }

        private boolean usedAfter(String local, int from) {
            for (int j = from + 1; j < t.size(); j++) {
                if (local.equals(name(j)) && !isFieldName(j) && !(at(j - 1).is("local") || at(j - 1).is(",") && isDeclaration(j))) {
                    return true;
                }
            }
            return false;
        }

        private boolean isDeclaration(int j) {
            int k = j;
            while (at(k - 1).is(",") && name(k - 2) != null) {
                k -= 2;
            }
            return at(k - 1).is("local");
        }

        // --- token helpers ----------------------------------------------------------------------

        private LuaToken at(int i) {
            return i >= 0 && i < t.size() ? t.get(i) : t.get(t.size() - 1);
        }

        private String name(int i) {
            LuaToken tok = at(i);
            return tok.kind() == LuaToken.Kind.NAME ? tok.text() : null;
        }

        /** A name after '.' or ':' is a field, not a variable; a name before '=' inside a table constructor is a key. */
        private boolean isFieldName(int i) {
            if (at(i - 1).is(".") || at(i - 1).is(":")) {
                return true;
            }
            return (at(i - 1).is("{") || at(i - 1).is(",") || at(i - 1).is(";")) && at(i + 1).is("=") && !at(i + 2).is("=")
                    && insideBraces(i);
        }

        private boolean insideBraces(int i) {
            int depth = 0;
            for (int j = i - 1; j >= 0; j--) {
                if (at(j).is("}") || at(j).is(")") || at(j).is("]")) {
                    depth++;
                } else if (at(j).is("(") || at(j).is("[")) {
                    depth--;
                    if (depth < 0) {
                        return false;
                    }
                } else if (at(j).is("{")) {
                    if (depth == 0) {
                        return true;
                    }
                    depth--;
                }
            }
            return false;
        }

        /** The index of the ')' matching the '(' at {@code open}. */
        private int closing(int open) {
            int depth = 0;
            for (int j = open; j < t.size(); j++) {
                if (at(j).is("(") || at(j).is("{") || at(j).is("[")) {
                    depth++;
                } else if (at(j).is(")") || at(j).is("}") || at(j).is("]")) {
                    depth--;
                    if (depth == 0) {
                        return j;
                    }
                }
            }
            return t.size() - 1;
        }

        /** The arguments of the call whose '(' is at {@code open}, split at top-level commas. */
        private List<List<LuaToken>> arguments(int open) {
            int end = closing(open);
            List<List<LuaToken>> args = new ArrayList<>();
            int depth = 0;
            int start = open + 1;
            for (int j = open + 1; j < end; j++) {
                if (at(j).is("(") || at(j).is("{") || at(j).is("[")) {
                    depth++;
                } else if (at(j).is(")") || at(j).is("}") || at(j).is("]")) {
                    depth--;
                } else if (depth == 0 && at(j).is(",")) {
                    args.add(t.subList(start, j));
                    start = j + 1;
                }
            }
            if (end > open + 1) {
                args.add(t.subList(start, end));
            }
            return args;
        }

        /** The index just after the 'end' closing the function whose 'function' keyword is at {@code f}. */
        private int blockEnd(int f) {
            int depth = 0;
            for (int j = f; j < t.size(); j++) {
                LuaToken tok = at(j);
                if (tok.is("function") || tok.is("if") || tok.is("do") || tok.is("repeat")) {
                    depth++;
                } else if (tok.is("end") || tok.is("until")) {
                    depth--;
                    if (depth == 0) {
                        return j;
                    }
                }
            }
            return t.size();
        }

        private static long number(String text) {
            String s = text.toLowerCase(java.util.Locale.ROOT);
            try {
                return s.startsWith("0x") ? Long.parseLong(s.substring(2), 16) : Long.parseLong(s);
            } catch (NumberFormatException e) { return -1; }
        }

        private void report(int i, String rule, Severity severity, String message) {
            LuaToken tok = at(i);
            int line = tok.line();
            int column = tok.start() - lineStarts[Math.min(line, lineStarts.length) - 1] + 1;
            out.add(new LintFinding(file, line, column, rule, severity, message));
        }
    }
}
