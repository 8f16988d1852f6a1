package dev.spellspeed.script.api.card;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.rules.chain.ActivationChecks;
import dev.spellspeed.rules.continuous.CardCapabilities;
import dev.spellspeed.rules.continuous.EffectResets;
import dev.spellspeed.rules.continuous.PlayerEffects;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.Reasons;
import java.util.ArrayList;
import java.util.List;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: effects on a card: registering, copying and resetting them, flag effects, and asking for them. */
public final class CardEffectLib {
    private static final String T = "Card";

    private CardEffectLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        ActivationChecks checks = bridge.rules().activationChecks();
        CardCapabilities capabilities = bridge.rules().capabilities();
        EffectResets resets = bridge.rules().effectResets();

        ApiFunction.define(table, T, "RegisterEffect", (a, f) -> {
            bridge.duel().work().charge(dev.spellspeed.duel.WorkBudget.UNITS_PER_EFFECT_REGISTERED);
            Card card = checkCard(a, 1, f);
            Effect effect = LuaBridge.checkEffect(a, 2, f);
            if (!dev.spellspeed.script.api.LuaArgs.registrable(effect, f)) {
                return LuaValue.valueOf(-1); // ygopro: an effect with a handler is not added again
            }
            bridge.rules().effectCopies().register(effect, card);
            return LuaValue.valueOf(effect.id());
        });
        // (code, reset, count): the card gains the effects of another card's script (Phantom of Chaos); returns the copy's id
        ApiFunction.define(table, T, "CopyEffect", (a, f) -> {
            Card card = checkCard(a, 1, f);
            int code = ArgCheck.checkInt(a, 2, f);
            long reset = ArgCheck.checkInteger(a, 3, f);
            int count = (int) ArgCheck.optInteger(a, 4, f, 1);
            LuaValue initial = bridge.scripts().cardTable(code).get("initial_effect");
            if (!initial.isfunction()) {
                return LuaValue.valueOf(0);
            }
            LuaValue self = bridge.wrap(card);
            return LuaValue.valueOf(bridge.rules().effectCopies().copy(reset, count,
                    () -> bridge.scripts().call(code, CallbackRole.INITIAL_EFFECT, initial, self)));
        });
        ApiFunction.define(table, T, "RegisterFlagEffect", (a, f) -> {
            Card card = checkCard(a, 1, f);
            Effect flag = bridge.duel().effects().create(card, card.controller());
            flag.setType(EffectType.SINGLE);
            flag.setCode(PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f)));
            flag.setReset(ArgCheck.checkInteger(a, 3, f), (int) ArgCheck.optInteger(a, 5, f, 1));
            flag.setProperty(ArgCheck.optInteger(a, 4, f, 0) | EffectFlag.CANNOT_DISABLE);
            flag.setLabels(ArgCheck.optInteger(a, 6, f, 0));
            flag.setDescription(ArgCheck.optInteger(a, 7, f, 0));
            bridge.duel().effects().register(flag, card);
            return bridge.wrap(flag);
        });
        ApiFunction.define(table, T, "GetFlagEffect", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f));
            int count = 0;
            for (Effect e : bridge.duel().effects().of(card)) {
                if (e.code() == code) {
                    count++;
                }
            }
            return LuaValue.valueOf(count);
        });
        ApiFunction.define(table, T, "ResetFlagEffect", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f));
            for (Effect e : java.util.List.copyOf(bridge.duel().effects().of(card))) {
                if (e.code() == code) {
                    bridge.duel().effects().remove(e);
                }
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetFlagEffectLabel", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f));
            for (Effect e : bridge.duel().effects().of(card)) {
                if (e.code() == code) {
                    return LuaValue.valueOf((double) e.label());
                }
            }
            return LuaValue.NIL;
        });
        ApiFunction.define(bridge.scripts().apiTable("Card"), "Card", "CheckActivateEffect", (a, f) -> {
            Card card = LuaCards.checkCard(a, 1, f);
            ActivationChecks.ReadyEffect ready = checks.readyActivateEffect(card, Reasons.reasonPlayer(duel),
                    a.arg(2).toboolean(), a.arg(3).toboolean());
            if (ready == null) {
                return LuaValue.NIL;
            }
            LuaValue effect = bridge.wrap(ready.effect());
            if (!a.arg(4).toboolean() || ready.effect().code() == EventCode.FREE_CHAIN) {
                return effect;
            }
            GameEvent event = ready.event();
            return LuaValue.varargsOf(new LuaValue[] {effect, bridge.wrap(event.cards()),
                    LuaValue.valueOf(event.eventPlayer()), LuaValue.valueOf(event.value()),
                    event.reasonEffect() == null ? LuaValue.NIL : bridge.wrap(event.reasonEffect()),
                    LuaValue.valueOf(event.reason()), LuaValue.valueOf(event.reasonPlayer())});
        });
        ApiFunction.define(table, T, "IsHasEffect", (a, f) -> {
            Card c = checkCard(a, 1, f);
            List<Effect> effects = capabilities.effectsOn(c, ArgCheck.checkInteger(a, 2, f));
            // a player (0 or 1) asks only for effects whose count limit still lets that player use them
            long player = ArgCheck.optInteger(a, 3, f, 2);
            List<LuaValue> found = new ArrayList<>();
            for (Effect e : effects) {
                if (player >= 2 || player < 0 || capabilities.countLimitLeft(e, (int) player)) {
                    found.add(bridge.wrap(e));
                }
            }
            return found.isEmpty() ? LuaValue.NIL : LuaValue.varargsOf(found.toArray(new LuaValue[0]));
        });
        ApiFunction.define(table, T, "GetEffectCount", (a, f) -> LuaValue.valueOf(
                capabilities.effectsOn(checkCard(a, 1, f), ArgCheck.checkInteger(a, 2, f)).size()));
        ApiFunction.define(table, T, "GetActivateEffect", (a, f) -> {
            List<LuaValue> found = new ArrayList<>();
            for (Effect e : duel.effects().of(checkCard(a, 1, f))) {
                if (e.hasType(EffectType.ACTIVATE)) {
                    found.add(bridge.wrap(e));
                }
            }
            return LuaValue.varargsOf(found.toArray(new LuaValue[0]));
        });
        // (c, id, reset type): RESET_EVENT (id: the event bits), RESET_CODE, RESET_COPY or RESET_CARD
        ApiFunction.define(table, T, "ResetEffect", (a, f) -> {
            resets.reset(checkCard(a, 1, f), ArgCheck.checkInteger(a, 2, f), ArgCheck.checkInteger(a, 3, f));
            return LuaValue.NONE;
        });
        // (c, code, label): the first flag effect of that code takes the label; false if there is none
        ApiFunction.define(table, T, "SetFlagEffectLabel", (a, f) -> {
            Card card = checkCard(a, 1, f);
            long code = PlayerEffects.flagCode(ArgCheck.checkInteger(a, 2, f));
            long label = ArgCheck.checkInteger(a, 3, f);
            for (Effect e : bridge.duel().effects().of(card)) {
                if (e.code() == code) {
                    e.setLabels(label);
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
    }
}
