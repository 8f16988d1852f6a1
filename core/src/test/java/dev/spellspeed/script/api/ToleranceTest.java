package dev.spellspeed.script.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptCompatibility;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.Tolerances;
import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * What ygopro-core tolerates in a card's script, Spellspeed tolerates as it does, once per card with
 * a warning; --strict makes each an error (docs/compatibility.md, "What ygopro tolerates").
 */
class ToleranceTest {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider",
            CardType.MONSTER | CardType.NORMAL, 1900, 1200, 4, 0x1, 0x1, "test");

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Card card = duel.placeCard(VORSE, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
    private DuelScripts scripts;
    private LuaBridge bridge;

    private void open(ScriptCompatibility compatibility) {
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")),
                SandboxOptions.defaults(), new PrototypeCache(100)).withCompatibility(compatibility);
        scripts = host.openDuel(code -> code == VORSE.code() ? VORSE.name() : null);
        bridge = ScriptApi.install(Rules.of(duel), scripts);
    }

    /** Runs {@code chunk} as a callback of the card (its code), with the card as {@code ...}. */
    private Varargs asCard(String chunk) {
        return scripts.call(VORSE.code(), CallbackRole.OPERATION, scripts.globals().load(chunk, "=c14898066"),
                bridge.toLua(card));
    }

    @Test
    void anIntegerArgumentIsReadAsYgoprosLuaToIntegerReadsIt() {
        open(ScriptCompatibility.DEFAULT);
        Varargs labels = asCard("local e=Effect.CreateEffect(...) local r={} "
                + "for _,v in ipairs({5,'7',2.5,'x',true}) do e:SetLabel(v) r[#r+1]=e:GetLabel() end "
                + "e:SetLabel(nil) r[#r+1]=e:GetLabel() return table.unpack(r)");
        assertEquals(List.of(5, 7, 0, 0, 0, 0), List.of(labels.arg(1).toint(), labels.arg(2).toint(), labels.arg(3).toint(),
                labels.arg(4).toint(), labels.arg(5).toint(), labels.arg(6).toint()));
        Map<Tolerances.Kind, String> warnings = scripts.tolerances().warnings().get(VORSE.code());
        assertEquals(List.of(Tolerances.Kind.INTEGER), List.copyOf(warnings.keySet()), "once per card and kind");
        assertTrue(warnings.get(Tolerances.Kind.INTEGER).startsWith("Effect.SetLabel: argument 2 must be an integer, got string 7"),
                warnings.toString());
    }

    @Test
    void aCorrectScriptGetsNoWarning() {
        open(ScriptCompatibility.DEFAULT);
        assertEquals(5, asCard("local e=Effect.CreateEffect(...) e:SetLabel(5) return e:GetLabel()").arg1().toint());
        assertTrue(scripts.tolerances().warnings().isEmpty());
    }

    @Test
    void theWarningIsADuelEventOncePerCard() {
        List<DuelEvent.ScriptTolerated> seen = new java.util.ArrayList<>();
        duel.subscribe(e -> {
            if (e instanceof DuelEvent.ScriptTolerated t) {
                seen.add(t);
            }
        });
        open(ScriptCompatibility.DEFAULT);
        // what ScriptedDuels.prepare wires for every duel
        scripts.tolerances().onWarning((code, message) -> duel.publish(new DuelEvent.ScriptTolerated(code, VORSE.name(), message)));
        asCard("local e=Effect.CreateEffect(...) e:SetLabel(nil) e:SetLabel(nil) e:SetValue(nil)");
        assertEquals(1, seen.size(), seen.toString());
        assertEquals(VORSE.code(), seen.get(0).cardCode());
    }

    @Test
    void strictMakesEachAnError() {
        open(ScriptCompatibility.DEFAULT.withStrict(true));
        ScriptException e = assertThrows(ScriptException.class,
                () -> asCard("local e=Effect.CreateEffect(...) e:SetLabel(nil)"));
        assertTrue(e.getMessage().contains("Effect.SetLabel: argument 2 must be an integer, got nil"), e.getMessage());
        e = assertThrows(ScriptException.class,
                () -> asCard("local c=... local e=Effect.CreateEffect(c) c:RegisterEffect(e) c:RegisterEffect(e)"));
        assertTrue(e.getMessage().contains("already registered"), e.getMessage());
    }

    @Test
    void aMistakeInANestedCallbackIsTheNestedCardsAndTheOuterCardsResumesAfterIt() {
        open(ScriptCompatibility.DEFAULT);
        int other = 55144522;
        // another card's callback run from inside this one's (as the engine runs a filter or a condition)
        scripts.globals().set("asOtherCard", ApiFunction.of("asOtherCard", (a, f) -> {
            assertEquals(scripts.tolerances(), Tolerances.active(), "the duel's tolerances stay the thread's");
            return scripts.call(other, CallbackRole.CONDITION, a.arg1(), LuaValue.NONE);
        }));
        // a filter (no card of its own) nested in it stays the outer card's
        asCard("local c=... "
                + "asOtherCard(function() Effect.CreateEffect(c):SetLabel(nil) end) "
                + "Duel.IsExistingMatchingCard(function(x) Effect.CreateEffect(x):SetCountLimit(nil) return true end, 0, LOCATION_MZONE, 0, 1, nil)");
        Map<Integer, Map<Tolerances.Kind, String>> warnings = scripts.tolerances().warnings();
        assertTrue(warnings.get(other).get(Tolerances.Kind.INTEGER).startsWith("Effect.SetLabel"), warnings.toString());
        assertTrue(warnings.get(VORSE.code()).get(Tolerances.Kind.INTEGER).startsWith("Effect.SetCountLimit"), warnings.toString());
        assertEquals(null, Tolerances.active(), "nothing is left on the thread after the outermost callback");
    }

    @Test
    void codeThatIsNoCardsStaysStrict() {
        open(ScriptCompatibility.DEFAULT);
        ScriptException e = assertThrows(ScriptException.class, () -> scripts.call(0, CallbackRole.OTHER,
                scripts.globals().load("local e=Effect.CreateEffect(...) e:SetLabel(nil)", "=test"), bridge.toLua(card)));
        assertTrue(e.getMessage().contains("must be an integer, got nil"), e.getMessage());
    }

    @Test
    void anEffectRegisteredTwiceIsRegisteredOnce() {
        open(ScriptCompatibility.DEFAULT);
        Varargs ids = asCard("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE) "
                + "e:SetCode(EFFECT_UPDATE_ATTACK) e:SetValue(100) return c:RegisterEffect(e), c:RegisterEffect(e), "
                + "Duel.RegisterEffect(e, 0)");
        assertTrue(ids.arg(1).toint() > 0);
        assertEquals(-1, ids.arg(2).toint(), "ygopro returns -1 for an effect that already has a handler");
        assertEquals(1, duel.effects().of(card).size());
        assertEquals(1, duel.effects().all().size());
        assertTrue(scripts.tolerances().warnings().get(VORSE.code()).containsKey(Tolerances.Kind.REGISTERED_TWICE));
    }

    @Test
    void aCodeChangedAfterRegisteringKeepsTheEffectWhereItWasRegistered() {
        open(ScriptCompatibility.DEFAULT);
        long code = asCard("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE) "
                + "e:SetCode(EFFECT_UPDATE_ATTACK) e:SetValue(100) c:RegisterEffect(e) e:SetCode(EFFECT_UPDATE_DEFENSE) "
                + "return e:GetCode()").arg1().tolong();
        long updateAttack = scripts.globals().get("EFFECT_UPDATE_ATTACK").tolong();
        assertEquals(scripts.globals().get("EFFECT_UPDATE_DEFENSE").tolong(), code, "GetCode reports the new code");
        List<Effect> indexed = duel.effects().withCode(updateAttack);
        assertEquals(1, indexed.size(), "still found under the code it was registered with");
        assertTrue(duel.effects().withCode(code).isEmpty());
        duel.effects().remove(indexed.get(0));
        assertTrue(duel.effects().withCode(updateAttack).isEmpty(), "and removed from there");
        assertTrue(scripts.tolerances().warnings().get(VORSE.code())
                .containsKey(Tolerances.Kind.CODE_CHANGED_AFTER_REGISTERING));
    }

    @Test
    void luaToIntegerFollowsLua54() {
        assertEquals(3, Tolerances.luaToInteger(LuaValue.valueOf(3)));
        assertEquals(3, Tolerances.luaToInteger(LuaValue.valueOf(3.0)));
        assertEquals(0, Tolerances.luaToInteger(LuaValue.valueOf(2.5)));
        assertEquals(12, Tolerances.luaToInteger(LuaValue.valueOf("0xc")));
        assertEquals(0, Tolerances.luaToInteger(LuaValue.valueOf("1.5")));
        assertEquals(0, Tolerances.luaToInteger(LuaValue.NIL));
        assertEquals(0, Tolerances.luaToInteger(LuaValue.TRUE));
    }
}
