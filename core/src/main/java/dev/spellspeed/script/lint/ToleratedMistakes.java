package dev.spellspeed.script.lint;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

import dev.spellspeed.script.lua53.LuaToken;

/**
 * The {@code ygopro-tolerated} lint rule: the mistakes ygopro-core silently accepts that a script's
 * text shows (docs/compatibility.md, "What ygopro tolerates") — an effect registered a second time
 * (ignored) and {@code SetCode} on an effect already registered (it keeps applying under its old
 * code). Duels tolerate them too, with a warning; the lint says so before any duel does.
 *
 * <p>Straight-line reading of each function: a registration is remembered until the variable is
 * assigned again, and forgotten at {@code else}/{@code elseif} (a registration in each branch is
 * one registration) and at the next {@code function}.
 */
final class ToleratedMistakes {

    private ToleratedMistakes() {
    }

    /** Reports each finding as (token index, message). */
    static void find(List<LuaToken> t, BiConsumer<Integer, String> report) {
        Map<String, Integer> registered = new HashMap<>();
        for (int i = 0; i < t.size(); i++) {
            LuaToken tok = t.get(i);
            if (tok.is("function") || tok.is("else") || tok.is("elseif")) {
                registered.clear();
            } else if (tok.kind() == LuaToken.Kind.NAME && is(t, i + 1, "=") && !is(t, i + 2, "=") && !is(t, i - 1, ".")
                    && !is(t, i - 1, ":")) {
                registered.remove(tok.text()); // e1=Effect.CreateEffect(c): a new effect in the same variable
            } else if (named(tok, "RegisterEffect") && is(t, i + 1, "(") && i + 2 < t.size()
                    && t.get(i + 2).kind() == LuaToken.Kind.NAME && (is(t, i + 3, ")") || is(t, i + 3, ","))) {
                String effect = t.get(i + 2).text();
                Integer first = registered.putIfAbsent(effect, i);
                if (first != null) {
                    report.accept(i + 2, "effect " + effect + " is registered again (first on line " + t.get(first).line()
                            + "): ygopro ignores the second registration, and so does Spellspeed; Clone it to register a copy");
                }
            } else if (tok.kind() == LuaToken.Kind.NAME && registered.containsKey(tok.text()) && is(t, i + 1, ":")
                    && i + 2 < t.size() && named(t.get(i + 2), "SetCode")) {
                report.accept(i + 2, "SetCode on " + tok.text() + " after it was registered (line "
                        + t.get(registered.get(tok.text())).line() + "): the effect keeps applying under its old code, as in "
                        + "ygopro; set the code before registering");
            }
        }
    }

    private static boolean named(LuaToken tok, String name) {
        return tok.kind() == LuaToken.Kind.NAME && tok.text().equals(name);
    }

    private static boolean is(List<LuaToken> t, int i, String text) {
        return i >= 0 && i < t.size() && t.get(i).is(text);
    }
}
