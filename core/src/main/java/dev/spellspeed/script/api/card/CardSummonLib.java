package dev.spellspeed.script.api.card;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.rules.summon.NormalSummonCheck;
import dev.spellspeed.rules.summon.Tributes;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: whether a card can be summoned now, by its own procedure or by a Normal Summon or Set. */
public final class CardSummonLib {
    private static final String T = "Card";

    private CardSummonLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        NormalSummonCheck summonCheck = bridge.rules().normalSummonCheck();
        Tributes tributes = bridge.rules().tributes();

        // procedure summons by an effect: the monster's own procedure, used now; what the script names after
        // the monster (Synchro: must-use material, materials; Xyz: materials, min, max; Link: materials,
        // must-use material, min, max) goes on to the procedure's callbacks
        summonable(bridge, table, "IsSynchroSummonable", SummonType.SYNCHRO.value());
        summonable(bridge, table, "IsXyzSummonable", SummonType.XYZ.value());
        summonable(bridge, table, "IsLinkSummonable", SummonType.LINK.value());
        ApiFunction.define(table, "Card", "IsSummonableCard", (a, f) ->
                LuaValue.valueOf(NormalSummonCheck.isSummonableCard(LuaCards.checkCard(a, 1, f))));
        // (ignore count, summon procedure or nil[, min tributes, zones]): by the player whose effect runs
        ApiFunction.define(table, "Card", "IsSummonable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            if (!a.arg(3).isnil()) {
                LuaBridge.checkEffect(a, 3, f);
                return LuaValue.FALSE; // a script's summon procedure: not supported (see NormalSummonCheck)
            }
            int player = duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : c.controller();
            return LuaValue.valueOf(summonCheck.canSummon(c, player, a.arg(2).toboolean(),
                    (int) ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 0x1f)));
        });
        // (code): one monster of this code Special Summoned per player per turn
        ApiFunction.define(table, "Card", "SetSPSummonOnce", (a, f) -> {
            LuaCards.checkCard(a, 1, f).setSpecialSummonOnce(ArgCheck.checkInteger(a, 2, f));
            return LuaValue.NONE;
        });
        // the Tributes its Tribute Summon needs: at least, at most
        ApiFunction.define(table, T, "GetTributeRequirement", (a, f) -> {
            int[] count = bridge.rules().normalSummonCheck().tributeRequirement(checkCard(a, 1, f));
            return LuaValue.varargsOf(LuaValue.valueOf(count[0]), LuaValue.valueOf(count[1]));
        });
        // (c, ignore_count, procedure or nil[, min_tribute, zones]): the player whose effect asks could Set it now
        ApiFunction.define(table, "Card", "IsMSetable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            if (!a.arg(3).isnil()) {
                LuaBridge.checkEffect(a, 3, f);
                return LuaValue.FALSE; // a script's Set procedure (EFFECT_SET_PROC): not supported, as for IsSummonable
            }
            if (duel.turn().phase() == Phase.DAMAGE || duel.turn().phase() == Phase.DAMAGE_CAL) {
                return LuaValue.FALSE; // no Set by an effect during the Damage Step (ygopro)
            }
            int player = duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : c.controller();
            return LuaValue.valueOf(summonCheck.canSet(c, player, a.arg(2).toboolean(),
                    (int) ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, Field.MAIN_MONSTER_ZONE_MASK)));
        });
    }

    private static void summonable(LuaBridge bridge, LuaTable card, String name, long type) {
        ApiFunction.define(card, "Card", name, (a, f) -> LuaValue.valueOf(
                bridge.rules().procedures().find(LuaCards.checkCard(a, 1, f), type, LuaArgs.materials(a, 2)) != null));
    }
}
