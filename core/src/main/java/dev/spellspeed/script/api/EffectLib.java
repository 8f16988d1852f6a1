package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.function.BiConsumer;
import java.util.function.Function;

import static dev.spellspeed.script.api.LuaBridge.checkEffect;

/** The {@code Effect} table: creating effects and reading and writing their fields, as in ygopro. */
final class EffectLib {
    private static final String T = "Effect";

    private EffectLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);

        ApiFunction.define(t, T, "CreateEffect", (a, f) -> {
            Card owner = LuaCards.checkCard(a, 1, f);
            return bridge.wrap(bridge.duel().effects().create(owner, owner.controller()));
        });
        ApiFunction.define(t, T, "GlobalEffect", (a, f) -> bridge.wrap(bridge.duel().effects().create(null, 0)));
        ApiFunction.define(t, T, "Clone", (a, f) -> bridge.wrap(bridge.duel().effects().copy(checkEffect(a, 1, f))));
        ApiFunction.define(t, T, "Reset", (a, f) -> {
            bridge.duel().effects().remove(checkEffect(a, 1, f));
            return LuaValue.NONE;
        });

        longField(t, "Type", Effect::type, Effect::setType);
        longField(t, "Code", Effect::code, Effect::setCode);
        longField(t, "Category", Effect::category, Effect::setCategory);
        longField(t, "Description", Effect::description, Effect::setDescription);
        ApiFunction.define(t, T, "SetRange", (a, f) -> {
            checkEffect(a, 1, f).setRange(ArgCheck.checkInt(a, 2, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetRange", (a, f) -> LuaValue.valueOf(checkEffect(a, 1, f).range()));
        ApiFunction.define(t, T, "SetProperty", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            e.setProperty(ArgCheck.checkInteger(a, 2, f));
            // the second word (EFFECT_FLAG2_*) reuses the low bit values, so it is kept apart
            e.setProperty2(ArgCheck.optInteger(a, 3, f, 0));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetProperty", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            return LuaValue.varargsOf(number(e.property()), number(e.property2()));
        });
        ApiFunction.define(t, T, "SetTargetRange", (a, f) -> {
            checkEffect(a, 1, f).setTargetRange(ArgCheck.checkInt(a, 2, f), ArgCheck.checkInt(a, 3, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetTargetRange", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            return LuaValue.varargsOf(LuaValue.valueOf(e.targetRangeSelf()), LuaValue.valueOf(e.targetRangeOpponent()));
        });
        ApiFunction.define(t, T, "SetAbsoluteRange", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            int player = ArgCheck.checkInt(a, 2, f);
            int self = ArgCheck.checkInt(a, 3, f);
            int opponent = ArgCheck.checkInt(a, 4, f);
            // ranges are stored from player 0's side: for player 1 the two sides swap
            e.setTargetRange(player == 0 ? self : opponent, player == 0 ? opponent : self);
            e.setProperty(e.property() | EffectFlag.ABSOLUTE_TARGET);
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "SetCountLimit", (a, f) -> {
            int count = ArgCheck.checkInt(a, 2, f);
            long code = ArgCheck.optInteger(a, 3, f, 0) | ArgCheck.optInteger(a, 4, f, 0);
            checkEffect(a, 1, f).setCountLimit(count, code);
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetCountLimit", (a, f) -> LuaValue.valueOf(checkEffect(a, 1, f).countLimit()));
        ApiFunction.define(t, T, "SetReset", (a, f) -> {
            checkEffect(a, 1, f).setReset(ArgCheck.checkInteger(a, 2, f), (int) ArgCheck.optInteger(a, 3, f, 1));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "SetHintTiming", (a, f) -> {
            long self = ArgCheck.checkInteger(a, 2, f);
            checkEffect(a, 1, f).setHintTiming(self, ArgCheck.optInteger(a, 3, f, self));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "SetLabel", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            long[] labels = new long[Math.max(0, a.narg() - 1)];
            for (int i = 0; i < labels.length; i++) {
                labels[i] = ArgCheck.checkInteger(a, i + 2, f);
            }
            e.setLabels(labels);
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetLabel", (a, f) -> {
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
        ApiFunction.define(t, T, "SetLabelObject", (a, f) -> {
            checkEffect(a, 1, f).setLabelObject(bridge.toJava(a.arg(2)));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetLabelObject", (a, f) -> bridge.toLua(checkEffect(a, 1, f).labelObject()));
        ApiFunction.define(t, T, "SetValue", (a, f) -> {
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
        ApiFunction.define(t, T, "GetValue", (a, f) -> {
            EffectValue value = checkEffect(a, 1, f).value();
            return value instanceof EffectValue.Constant c ? number(c.value())
                    : bridge.toLua(((EffectValue.Function) value).function());
        });
        ApiFunction.define(t, T, "SetOwnerPlayer", (a, f) -> {
            checkEffect(a, 1, f).setOwnerPlayer((int) ArgCheck.optInteger(a, 2, f, 0));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetOwnerPlayer", (a, f) -> LuaValue.valueOf(checkEffect(a, 1, f).ownerPlayer()));

        callback(bridge, t, "Condition", CallbackRole.CONDITION, Effect::condition, Effect::setCondition);
        callback(bridge, t, "Cost", CallbackRole.COST, Effect::cost, Effect::setCost);
        callback(bridge, t, "Target", CallbackRole.TARGET, Effect::target, Effect::setTarget);
        callback(bridge, t, "Operation", CallbackRole.OPERATION, Effect::operation, Effect::setOperation);

        // an effect registered to a player (Duel.RegisterEffect) is handled by its owner card, as in ygopro
        ApiFunction.define(t, T, "GetHandler", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            return bridge.wrap(e.handler() == null && e.isRegistered() ? e.owner() : e.handler());
        });
        ApiFunction.define(t, T, "GetOwner", (a, f) -> bridge.wrap(checkEffect(a, 1, f).owner()));
        ApiFunction.define(t, T, "GetHandlerPlayer", (a, f) -> LuaValue.valueOf(checkEffect(a, 1, f).handlerPlayer()));
        ApiFunction.define(t, T, "IsActivated", (a, f) ->
                LuaValue.valueOf(checkEffect(a, 1, f).hasType(EffectType.ACTIVATED)));
        ApiFunction.define(t, T, "IsHasType", (a, f) ->
                LuaValue.valueOf(checkEffect(a, 1, f).hasType(ArgCheck.checkInteger(a, 2, f))));
        ApiFunction.define(t, T, "IsHasProperty", (a, f) -> {
            Effect e = checkEffect(a, 1, f);
            long flags2 = ArgCheck.optInteger(a, 3, f, 0);
            return LuaValue.valueOf(e.hasProperty(ArgCheck.checkInteger(a, 2, f)) || (e.property2() & flags2) != 0);
        });
        ApiFunction.define(t, T, "IsHasCategory", (a, f) ->
                LuaValue.valueOf((checkEffect(a, 1, f).category() & ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(t, T, "GetActiveType", (a, f) -> number(activeType(checkEffect(a, 1, f))));
        ApiFunction.define(t, T, "IsActiveType", (a, f) ->
                LuaValue.valueOf((activeType(checkEffect(a, 1, f)) & ArgCheck.checkInteger(a, 2, f)) != 0));
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
