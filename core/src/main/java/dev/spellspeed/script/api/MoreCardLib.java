package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.duel.Card;
import dev.spellspeed.rules.EffectResets;
import dev.spellspeed.rules.Unions;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/**
 * More of the {@code Card} table: relations between cards, resetting a card's effects, who summoned
 * it and with what, and the Fusion-material reading of its name, type and Attribute.
 *
 * <p>The Fusion readings are the card's current ones: no effect changes a card's properties only as
 * Fusion Material here (ygopro's EFFECT_ADD_FUSION_CODE and the like have no engine reader yet).
 */
final class MoreCardLib {
    private static final String T = "Card";

    private MoreCardLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        EffectResets resets = new EffectResets(bridge.duel());
        Unions unions = new Unions(bridge.duel());

        ApiFunction.define(t, T, "IsExtraDeckMonster", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).data().isExtraDeckMonster()));
        // (c, setcode...): its printed archetypes, whatever effects add
        ApiFunction.define(t, T, "IsOriginalSetCard", (a, f) -> anySet(a, f, checkCard(a, 1, f).data()));
        // (c, setcode...): the archetypes of the card whose effect last Special Summoned it ("summoned by a X card's effect")
        ApiFunction.define(t, T, "IsSpecialSummonSetCard", (a, f) -> {
            dev.spellspeed.duel.CardHistory.SummonSource source = checkCard(a, 1, f).history().summonSource();
            return source == null ? LuaValue.FALSE : anySet(a, f, source.data());
        });
        ApiFunction.define(t, T, "GetSummonPlayer", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).history().summonPlayer()));
        ApiFunction.define(t, T, "GetPreviousPosition", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf(c.previousPosition() == null ? 0 : c.previousPosition().mask());
        });

        ApiFunction.define(t, T, "IsFusionSetCard", (a, f) -> anySet(a, f, checkCard(a, 1, f).data()));
        ApiFunction.define(t, T, "IsFusionType", (a, f) ->
                LuaValue.valueOf((checkCard(a, 1, f).type() & ArgCheck.checkInteger(a, 2, f)) != 0));
        // (c, attribute[, player]): the player who uses it as material does not change it here
        ApiFunction.define(t, T, "IsFusionAttribute", (a, f) ->
                LuaValue.valueOf((checkCard(a, 1, f).attribute() & ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(t, T, "GetFusionAttribute", (a, f) -> LuaValue.valueOf(checkCard(a, 1, f).attribute()));
        ApiFunction.define(t, T, "GetFusionCode", (a, f) ->
                LuaValue.valueOf(CardLib.currentCode(bridge, checkCard(a, 1, f))));
        ApiFunction.define(t, T, "IsFusionCode", (a, f) -> {
            long code = CardLib.currentCode(bridge, checkCard(a, 1, f));
            for (int i = 2; i <= a.narg(); i++) {
                if (!a.arg(i).isnil() && ArgCheck.checkInteger(a, i, f) == code) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });

        // (c, type, value): a hint for a client's display; a headless duel has none
        ApiFunction.define(t, T, "SetHint", (a, f) -> {
            checkCard(a, 1, f);
            ArgCheck.checkInteger(a, 2, f);
            ArgCheck.checkInteger(a, 3, f);
            return LuaValue.NONE;
        });
        // (c, id, reset type): RESET_EVENT (id: the event bits), RESET_CODE, RESET_COPY or RESET_CARD
        ApiFunction.define(t, T, "ResetEffect", (a, f) -> {
            resets.reset(checkCard(a, 1, f), ArgCheck.checkInteger(a, 2, f), ArgCheck.checkInteger(a, 3, f));
            return LuaValue.NONE;
        });
        // (c, other, reset): c stays related to other until c moves as the RESET_EVENT bits say
        ApiFunction.define(t, T, "CreateRelation", (a, f) -> {
            Card card = checkCard(a, 1, f);
            card.relate(checkCard(a, 2, f), ArgCheck.checkInteger(a, 3, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "IsRelateToCard", (a, f) -> {
            Card card = checkCard(a, 1, f);
            return LuaValue.valueOf(card.isRelatedTo(checkCard(a, 2, f)));
        });
        // two counts: Union Monsters equipped in Union status, and in the old (pre-2020) Union status
        ApiFunction.define(t, T, "GetUnionCount", (a, f) -> {
            Card card = checkCard(a, 1, f);
            return LuaValue.varargsOf(LuaValue.valueOf(unions.count(card, false)),
                    LuaValue.valueOf(unions.count(card, true)));
        });
    }

    /** True if the data belongs to any of the archetypes given from argument 2 on (nil ones skipped). */
    private static LuaValue anySet(Varargs a, String f, CardData data) {
        for (int i = 2; i <= a.narg(); i++) {
            if (!a.arg(i).isnil() && CardLib.isSetCard(data, ArgCheck.checkInteger(a, i, f))) {
                return LuaValue.TRUE;
            }
        }
        return LuaValue.FALSE;
    }
}
