package dev.spellspeed.script.api.card;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.rules.Counters;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.Reasons;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: counters on a card. */
public final class CardCounterLib {
    private static final String T = "Card";

    private CardCounterLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        Counters counters = bridge.rules().counters();

        ApiFunction.define(table, "Card", "EnableCounterPermit", (a, f) -> {
            LuaCards.checkCard(a, 1, f).permitCounter(ArgCheck.checkInt(a, 2, f) & 0xffff);
            return LuaValue.NONE;
        });
        ApiFunction.define(table, "Card", "AddCounter", (a, f) -> LuaValue.valueOf(counters.add(
                LuaCards.checkCard(a, 1, f), ArgCheck.checkInt(a, 2, f), ArgCheck.checkInt(a, 3, f), Reasons.reasonPlayer(duel))));
        ApiFunction.define(table, "Card", "GetCounter", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).counters(ArgCheck.checkInt(a, 2, f) & 0xffff)));
        ApiFunction.define(table, "Card", "IsCanAddCounter", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int type = ArgCheck.checkInt(a, 2, f);
            boolean permitted = (type & 0x1000) != 0 || c.permitsCounter(type & 0xffff);
            return LuaValue.valueOf(permitted && c.location().isOnField() && c.isFaceUp());
        });
        // (player, counter type, count, reason)
        ApiFunction.define(table, "Card", "RemoveCounter", (a, f) -> LuaValue.valueOf(counters.remove(
                LuaCards.checkCard(a, 1, f), ArgCheck.checkInt(a, 3, f), ArgCheck.checkInt(a, 4, f),
                ArgCheck.optInteger(a, 5, f, Reason.EFFECT), LuaArgs.player(a, 2, f))));
        ApiFunction.define(table, "Card", "IsCanRemoveCounter", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).counters(ArgCheck.checkInt(a, 3, f) & 0xffff)
                        >= ArgCheck.checkInt(a, 4, f)));
        ApiFunction.define(table, T, "SetCounterLimit", (a, f) -> {
            Card c = checkCard(a, 1, f);
            Effect limit = duel.effects().create(c, c.controller());
            limit.setType(EffectType.SINGLE);
            limit.setCode(EffectCode.COUNTER_LIMIT | (ArgCheck.checkInteger(a, 2, f) & 0xffff));
            limit.setValue(new EffectValue.Constant(ArgCheck.checkInteger(a, 3, f)));
            duel.effects().register(limit, c);
            return LuaValue.NONE;
        });
    }
}
