package dev.spellspeed.script.api.effect;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.CountCode;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaBridge.checkEffect;

/** The {@code Effect} table: effects: creating them and their properties, callbacks, handler and owner. */
public final class EffectLib {
    private static final String T = "Effect";

    private EffectLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);

        ApiFunction.define(table, T, "CreateEffect", (a, f) -> {
            Card owner = LuaCards.checkCard(a, 1, f);
            return bridge.wrap(bridge.duel().effects().create(owner, owner.controller()));
        });
        ApiFunction.define(table, T, "GlobalEffect", (a, f) -> bridge.wrap(bridge.duel().effects().create(null, 0)));
        ApiFunction.define(table, T, "Clone", (a, f) -> bridge.wrap(bridge.duel().effects().copy(checkEffect(a, 1, f))));
        ApiFunction.define(table, T, "Reset", (a, f) -> {
            bridge.duel().effects().remove(checkEffect(a, 1, f));
            return LuaValue.NONE;
        });
        longField(table, "Type", Effect::type, Effect::setType);
        longField(table, "Code", Effect::code, (e, code) -> LuaArgs.setCode(e, code, "Effect.SetCode"));
        longField(table, "Category", Effect::category, Effect::setCategory);
        longField(table, "Description", Effect::description, Effect::setDescription);
        ApiFunction.define(table, T, "SetRange", (a, f) -> {
            checkEffect(a, 1, f).setRange(ArgCheck.checkInt(a, 2, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetRange", (a, f) -> LuaValue.valueOf(checkEffect(a, 1, f).range()));
        ApiFunction.define(table, T, "SetProperty", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            e.setProperty(ArgCheck.checkInteger(a, 2, f));
            // the second word (EFFECT_FLAG2_*) reuses the low bit values, so it is kept apart
            e.setProperty2(ArgCheck.optInteger(a, 3, f, 0));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetProperty", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            return LuaValue.varargsOf(number(e.property()), number(e.property2()));
        });
        ApiFunction.define(table, T, "SetTargetRange", (a, f) -> {
            checkEffect(a, 1, f).setTargetRange(ArgCheck.checkInt(a, 2, f), ArgCheck.checkInt(a, 3, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetTargetRange", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            return LuaValue.varargsOf(LuaValue.valueOf(e.targetRangeSelf()), LuaValue.valueOf(e.targetRangeOpponent()));
        });
        ApiFunction.define(table, T, "SetAbsoluteRange", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            int player = ArgCheck.checkInt(a, 2, f);
            int self = ArgCheck.checkInt(a, 3, f);
            int opponent = ArgCheck.checkInt(a, 4, f);
            // ranges are stored from player 0's side: for player 1 the two sides swap
            e.setTargetRange(player == 0 ? self : opponent, player == 0 ? opponent : self);
            e.setProperty(e.property() | EffectFlag.ABSOLUTE_TARGET);
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "SetCountLimit", (a, f) -> {
            int count = ArgCheck.checkInt(a, 2, f);
            long code = ArgCheck.optInteger(a, 3, f, 0) | ArgCheck.optInteger(a, 4, f, 0);
            if (code == CountCode.CHAIN) {
                code |= CountCode.SINGLE; // once per chain alone counts per card (as ygopro's SetCountLimit does)
            }
            checkEffect(a, 1, f).setCountLimit(count, code);
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetCountLimit", (a, f) -> LuaValue.valueOf(checkEffect(a, 1, f).countLimit()));
        ApiFunction.define(table, T, "SetReset", (a, f) -> {
            checkEffect(a, 1, f).setReset(ArgCheck.checkInteger(a, 2, f), (int) ArgCheck.optInteger(a, 3, f, 1));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "SetHintTiming", (a, f) -> {
            long self = ArgCheck.checkInteger(a, 2, f);
            checkEffect(a, 1, f).setHintTiming(self, ArgCheck.optInteger(a, 3, f, self));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "SetLabel", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            long[] labels = new long[Math.max(0, a.narg() - 1)];
            for (int i = 0; i < labels.length; i++) {
                labels[i] = ArgCheck.checkInteger(a, i + 2, f);
            }
            e.setLabels(labels);
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetLabel", (a, f) -> {
            long[] labels = checkEffect(a, 1, f).labels();
            if (labels.length == 0) {
                return LuaValue.valueOf(0);
            }
            LuaValue[] values = new LuaValue[labels.length];
            for (int i = 0; i < labels.length; i++) {
                values[i] = number(labels[i]);
            }
            return LuaValue.varargsOf(values);
        });
        ApiFunction.define(table, T, "SetLabelObject", (a, f) -> {
            checkEffect(a, 1, f).setLabelObject(bridge.toJava(a.arg(2)));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetLabelObject", (a, f) -> bridge.toLua(checkEffect(a, 1, f).labelObject()));
        ApiFunction.define(table, T, "SetValue", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            LuaValue v = a.arg(2);
            if (v.isfunction()) {
                e.setValue(new EffectValue.Function(bridge.function(v.checkfunction(), CallbackRole.VALUE, e)));
            } else if (v.isnil()) {
                e.setValue(EffectValue.ZERO); // ygopro reads a nil value as 0
            } else if (v.isboolean()) {
                e.setValue(new EffectValue.Constant(v.toboolean() ? 1 : 0));
            } else {
                e.setValue(new EffectValue.Constant(ArgCheck.checkInteger(a, 2, f)));
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetValue", (a, f) -> {
            EffectValue value = checkEffect(a, 1, f).value();
            return value instanceof EffectValue.Constant c ? number(c.value())
                    : bridge.toLua(((EffectValue.Function) value).function());
        });
        ApiFunction.define(table, T, "SetOwnerPlayer", (a, f) -> {
            checkEffect(a, 1, f).setOwnerPlayer((int) ArgCheck.optInteger(a, 2, f, 0));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetOwnerPlayer", (a, f) -> LuaValue.valueOf(checkEffect(a, 1, f).ownerPlayer()));
        callback(bridge, table, "Condition", CallbackRole.CONDITION, Effect::condition, Effect::setCondition);
        callback(bridge, table, "Cost", CallbackRole.COST, Effect::cost, Effect::setCost);
        callback(bridge, table, "Target", CallbackRole.TARGET, Effect::target, Effect::setTarget);
        callback(bridge, table, "Operation", CallbackRole.OPERATION, Effect::operation, Effect::setOperation);
        // an effect registered to a player (Duel.RegisterEffect) is handled by its owner card, as in ygopro
        ApiFunction.define(table, T, "GetHandler", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            return bridge.wrap(e.handler() == null && e.isRegistered() ? e.owner() : e.handler());
        });
        ApiFunction.define(table, T, "GetOwner", (a, f) -> bridge.wrap(checkEffect(a, 1, f).owner()));
        ApiFunction.define(table, T, "GetHandlerPlayer", (a, f) -> LuaValue.valueOf(checkEffect(a, 1, f).handlerPlayer()));
        ApiFunction.define(table, T, "IsActivated", (a, f) ->
                LuaValue.valueOf(checkEffect(a, 1, f).hasType(EffectType.ACTIVATED)));
        ApiFunction.define(table, T, "IsHasType", (a, f) ->
                LuaValue.valueOf(checkEffect(a, 1, f).hasType(ArgCheck.checkInteger(a, 2, f))));
        ApiFunction.define(table, T, "IsHasProperty", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            long flags2 = ArgCheck.optInteger(a, 3, f, 0);
            return LuaValue.valueOf(e.hasProperty(ArgCheck.checkInteger(a, 2, f)) || (e.property2() & flags2) != 0);
        });
        ApiFunction.define(table, T, "IsHasCategory", (a, f) ->
                LuaValue.valueOf((checkEffect(a, 1, f).category() & ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(table, T, "GetActiveType", (a, f) -> number(activeType(checkEffect(a, 1, f))));
        ApiFunction.define(table, T, "IsActiveType", (a, f) ->
                LuaValue.valueOf((activeType(checkEffect(a, 1, f)) & ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(bridge.scripts().apiTable("Effect"), "Effect", "GetFieldID", (a, f) ->
                LuaValue.valueOf(LuaBridge.checkEffect(a, 1, f).id()));
    }

    /** The type of the card the effect works from (ygopro: the handler's type; for player effects 0). */
    private static long activeType(Effect e) {
        return e.handler() != null ? e.handler().data().type() : e.owner() != null ? e.owner().data().type() : 0;
    }

    private static LuaValue number(long value) {
        return LuaValue.valueOf((double) value);
    }

    private static void longField(LuaTable t, String field, Function<Effect, Long> getter, BiConsumer<Effect, Long> setter) {
        ApiFunction.define(t, T, "Set" + field, (a, f) -> {
            setter.accept(checkEffect(a, 1, f), ArgCheck.checkInteger(a, 2, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "Get" + field, (a, f) -> number(getter.apply(checkEffect(a, 1, f))));
    }

    private static void callback(LuaBridge bridge, LuaTable t, String field, CallbackRole role,
                                 Function<Effect, EffectFunction> getter, BiConsumer<Effect, EffectFunction> setter) {
        ApiFunction.define(t, T, "Set" + field, (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            setter.accept(e, a.arg(2).isnil() ? null : bridge.function(ArgCheck.checkFunction(a, 2, f), role, e));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "Get" + field, (a, f) -> bridge.toLua(getter.apply(checkEffect(a, 1, f))));
    }
}
