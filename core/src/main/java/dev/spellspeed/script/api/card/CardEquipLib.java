package dev.spellspeed.script.api.card;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.rules.continuous.CardCapabilities;
import dev.spellspeed.rules.summon.Unions;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: equip Cards and Unions: what a card is equipped to and what may equip it. */
public final class CardEquipLib {
    private static final String T = "Card";

    private CardEquipLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        CardCapabilities capabilities = bridge.rules().capabilities();
        Unions unions = bridge.rules().unions();

        ApiFunction.define(table, "Card", "GetEquipTarget", (a, f) -> bridge.wrap(LuaCards.checkCard(a, 1, f).equipTarget()));
        ApiFunction.define(table, "Card", "GetEquipGroup", (a, f) ->
                bridge.wrap(new CardGroup(duel.field().equippedTo(LuaCards.checkCard(a, 1, f)))));
        ApiFunction.define(table, "Card", "GetEquipCount", (a, f) ->
                LuaValue.valueOf(duel.field().equippedTo(LuaCards.checkCard(a, 1, f)).size()));
        ApiFunction.define(table, T, "CheckEquipTarget", (a, f) ->
                LuaValue.valueOf(capabilities.canEquipTo(checkCard(a, 1, f), checkCard(a, 2, f))));
        // (c, target): may c be equipped to target by its Union effect?
        ApiFunction.define(table, T, "CheckUnionTarget", (a, f) ->
                LuaValue.valueOf(unions.canEquipTo(checkCard(a, 1, f), checkCard(a, 2, f))));
        // two counts: Union Monsters equipped in Union status, and in the old (pre-2020) Union status
        ApiFunction.define(table, T, "GetUnionCount", (a, f) -> {
            Card card = checkCard(a, 1, f);
            return LuaValue.varargsOf(LuaValue.valueOf(unions.count(card, false)),
                    LuaValue.valueOf(unions.count(card, true)));
        });
    }
}
