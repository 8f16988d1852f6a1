package dev.spellspeed.script.lint;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.effect.CountCode;
import dev.spellspeed.script.api.ApiSignatures;
import dev.spellspeed.script.lint.LintFinding.Severity;
import dev.spellspeed.script.lint.syntax.Block;
import dev.spellspeed.script.lint.syntax.Expr;
import dev.spellspeed.script.lint.syntax.LuaParseException;
import dev.spellspeed.script.lint.syntax.LuaParser;
import dev.spellspeed.script.lint.syntax.Nodes;
import dev.spellspeed.script.lint.syntax.Scopes;
import dev.spellspeed.script.lint.syntax.Stat;

/**
 * The static checks of {@code spellspeed lint} on one card script. The script is parsed by the
 * lint's own Lua 5.3 parser ({@link LuaParser}: a syntax error is the only finding then) and its
 * names resolved with Lua's scoping rules ({@link Scopes}); the rules read that tree, so every
 * position is a line and column of the source as written and every name is the variable Lua would
 * take it for. What is "known" comes from {@link ApiNames} (the bindings and the prelude), never
 * from a list kept here. {@link LintRule} describes each rule.
 */
public final class ScriptLinter {
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
        Block chunk;
        try {
            chunk = LuaParser.parse(source);
        } catch (LuaParseException e) {
            out.add(new LintFinding(file, e.position().line(), e.position().column(), "syntax", Severity.ERROR, e.detail()));
            return out;
        }
        ScriptFacts facts = new ScriptFacts(file, chunk);
        NameRules.Reporter report = (at, rule, severity, message) ->
                out.add(new LintFinding(file, at.line(), at.column(), rule, severity, message));
        new NameRules(names, facts, report).run();
        new CallbackRules(facts, report).run();
        countLimits(facts, report);
        stringIds(facts, report);
        effectsNeverRegistered(facts, report);
        ToleratedMistakes.find(facts, report);
        unusedLocals(facts, report);
        calls.check(facts, report);
        out.sort(Comparator.comparingInt(LintFinding::line).thenComparingInt(LintFinding::column));
        return out;
    }

    // --- count limits and strings ---------------------------------------------------------------

    private static void countLimits(ScriptFacts f, NameRules.Reporter out) {
        for (Expr.MethodCall call : f.nodes.of(Expr.MethodCall.class)) {
            if (!call.name().equals("SetCountLimit") || call.args().size() < 2) {
                continue;
            }
            Nodes.walk(call.args().get(1), true, n -> {
                long value = -1;
                String shown = null;
                if (n instanceof Expr.Number number) {
                    value = number.integer().orElse(-1);
                    shown = number.text();
                } else if (n instanceof Expr.Name name && name.name().equals("id") && f.cardCode != null) {
                    value = f.cardCode;
                    shown = "id (" + f.cardCode + ")";
                }
                if (value >= CountCode.OATH) {
                    out.report(call.namePos(), "count-code", Severity.ERROR, "count code " + shown + " = 0x" + Long.toHexString(value)
                            + " has the flag bits of EFFECT_COUNT_CODE_OATH/DUEL/CHAIN (0x10000000 and up), so "
                            + "SetCountLimit turns into a different limit (e.g. once per duel); card ids used as "
                            + "count codes must be below 268435456 (0x10000000)");
                }
            });
        }
    }

    private void stringIds(ScriptFacts f, NameRules.Reporter out) {
        if (cards == null || cards.size() == 0) {
            return;
        }
        for (Expr.Call call : f.nodes.of(Expr.Call.class)) {
            if (!(call.function() instanceof Expr.Member m && m.name().equals("Stringid") && f.isGlobal(m.object(), "aux"))
                    || call.args().size() != 2 || !(call.args().get(1) instanceof Expr.Number index)) {
                continue;
            }
            Expr who = call.args().get(0);
            long code = who instanceof Expr.Number n ? n.integer().orElse(-1)
                    : who instanceof Expr.Name id && id.name().equals("id") && f.cardCode != null ? f.cardCode : -1;
            long n = index.integer().orElse(-1);
            if (code < 0 || code > Integer.MAX_VALUE || n < 0 || n > 15) {
                continue;
            }
            Optional<CardData> card = cards.find((int) code);
            // a card missing from the databases is check's business (a script without a card), not this rule's
            if (card.isPresent() && card.get().strings().get((int) n).isEmpty()) {
                String shown = who instanceof Expr.Number number ? number.text() : "id";
                out.report(call.pos(), "stringid", Severity.WARNING, "aux.Stringid(" + shown + "," + n + "): " + card.get().name()
                        + " (" + code + ") has no str" + (n + 1) + " in the card databases, so the prompt shows no text");
            }
        }
    }

    // --- effects and locals ---------------------------------------------------------------------

    /** Locals holding effects (created, or cloned from one): an effect nothing registers, passes, returns or stores never applies. */
    private static void effectsNeverRegistered(ScriptFacts f, NameRules.Reporter out) {
        Set<Scopes.Variable> effects = new HashSet<>();
        for (Stat.Local local : f.nodes.of(Stat.Local.class)) {
            if (local.names().size() != 1 || local.values().size() != 1) {
                continue;
            }
            Expr value = local.values().get(0);
            boolean created = value instanceof Expr.Call c && c.function() instanceof Expr.Member m && m.name().equals("CreateEffect")
                    && f.isGlobal(m.object(), "Effect");
            boolean cloned = value instanceof Expr.MethodCall c && c.name().equals("Clone") && c.object() instanceof Expr.Name source
                    && effects.contains(f.scopes.variable(source));
            if (!created && !cloned) {
                continue;
            }
            Scopes.Variable effect = f.scopes.variable(local.names().get(0));
            effects.add(effect);
            boolean used = false;
            for (Expr.Name read : effect.reads()) {
                // e1:SetType(…) configures it; c:RegisterEffect(e1), return e1, t[k]=e1, e2:SetLabelObject(e1) use it
                used |= !(f.nodes.parent(read) instanceof Expr.MethodCall c && c.object() == read);
            }
            if (!used) {
                out.report(effect.declaration().pos(), "effect-not-registered", Severity.WARNING, "effect " + effect.name()
                        + " is created but never registered (c:RegisterEffect(" + effect.name() + ") or Duel.RegisterEffect), "
                        + "passed or returned, so it never applies");
            }
        }
    }

    /** A local that nothing reads (not {@code local s,id=GetID()}, not a name starting with {@code _}). */
    private static void unusedLocals(ScriptFacts f, NameRules.Reporter out) {
        for (Stat.Local local : f.nodes.of(Stat.Local.class)) {
            if (local.values().size() == 1 && local.values().get(0) instanceof Expr.Call c && f.isGlobal(c.function(), "GetID")) {
                continue; // local s,id=GetID(): the convention, even when id goes unused
            }
            for (Expr.Name name : local.names()) {
                Scopes.Variable v = f.scopes.variable(name);
                if (!name.name().startsWith("_") && v.reads().isEmpty()) {
                    out.report(name.pos(), "unused-local", Severity.WARNING, "local " + name.name() + " is never used");
                }
            }
        }
    }
}
