package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelAbortedError;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;

import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.Collections;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectValue;
import org.luaj.vm2.LuaValue;
import java.util.List;

/** Gives a duel its scripts: a sandbox, the API, and every card's {@code initial_effect}. */
public final class ScriptedDuels {
    private ScriptedDuels() {}

    /** What preparing a duel's scripts produced: the bridge and the cards whose script failed. */
    public record Prepared(LuaBridge bridge, List<ScriptException> failures) {
        public Prepared {
            failures = Collections.unmodifiableList(failures);
        }
    }

    /**
     * Opens a sandbox for the duel, installs the API and runs {@code initial_effect} for every card.
     * A card whose script fails keeps no effects; its failure is returned (once per script, however
     * many copies the decks hold), and the duel can go on.
     */
    public static Prepared prepare(Rules rules, ScriptHost host) {
        Duel duel = rules.duel();
        DuelScripts scripts = host.openDuel(code -> cardName(duel, code), scriptCodes(duel));
        scripts.chargeWorkTo(duel.work(), () -> heldByEngine(duel));
        duel.watchScriptsWith(scripts.purityWatch());
        scripts.tolerances().onWarning((code, message) ->
                duel.publish(new DuelEvent.ScriptTolerated(code, cardName(duel, code), message)));
        LuaBridge bridge = ScriptApi.install(rules, scripts);
        List<ScriptException> failures = new ArrayList<>();
        for (Card card : duel.field().allCards()) {
            try {
                bridge.cards().initialise(card);
            } catch (DuelAbortedError e) {
                // an initial_effect used up the duel's work budget: the duel ends before it starts
                duel.end(DuelResult.aborted(0, e.getMessage()));
                break;
            } catch (ScriptException e) {
                // a script that failed to load throws the same failure for every copy of the card
                if (failures.stream().noneMatch(f -> f == e)) {
                    failures.add(e);
                }
            }
        }
        for (ScriptException failure : failures) {
            duel.publish(new DuelEvent.ScriptNotLoaded(failure.getMessage()));
        }
        return new Prepared(bridge, failures);
    }

    /** How many different script codes the duel's cards have: each gets a card table among the globals. */
    private static int scriptCodes(Duel duel) {
        List<Card> cards = duel.field().allCards();
        int[] codes = new int[cards.size()];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = LuaCards.scriptCode(cards.get(i));
        }
        java.util.Arrays.sort(codes); // a sorted array, not a set of boxed codes: a set was 2.5% of a set-up
        int different = 0;
        for (int i = 0; i < codes.length; i++) {
            if (i == 0 || codes[i] != codes[i - 1]) {
                different++;
            }
        }
        return different;
    }

    private static String cardName(Duel duel, int code) {
        for (Card card : duel.field().allCards()) {
            if (card.code() == code) {
                return card.name();
            }
        }
        return null;
    }

    /**
     * The Lua values the engine keeps for a duel outside its Lua state: the functions of its registered
     * effects and their label objects (what a memory measure must walk besides the globals).
     */
    public static List<LuaValue> heldByEngine(Duel duel) {
        List<LuaValue> held = new ArrayList<>();
        for (Effect effect : duel.effects().all()) {
            for (EffectFunction function : new EffectFunction[] {effect.condition(), effect.cost(), effect.target(),
                    effect.operation(), effect.value() instanceof EffectValue.Function f ? f.function() : null}) {
                if (function instanceof LuaEffectFunction lua) {
                    held.add(lua.function());
                }
            }
            if (effect.labelObject() instanceof LuaValue label) {
                held.add(label);
            }
        }
        return held;
    }
}
