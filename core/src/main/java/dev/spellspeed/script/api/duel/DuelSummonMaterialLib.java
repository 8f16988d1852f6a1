package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.rules.summon.SynchroMaterials;
import dev.spellspeed.rules.summon.XyzSummonMaterials;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * The {@code Duel} table: the materials of Synchro and Xyz Summons and the monsters a summon must use,
 * as the reference procedure.lua asks for them (rules in {@code rules/summon}: SynchroMaterials,
 * XyzSummonMaterials, SummonMaterials).
 */
public final class DuelSummonMaterialLib {
    private static final String T = "Duel";

    private DuelSummonMaterialLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        SynchroMaterials synchro = bridge.rules().synchroMaterials();
        XyzSummonMaterials xyz = bridge.rules().xyzSummonMaterials();

        // (player[, facedown]): the monsters the player may use as Synchro Material; face-down ones only if asked
        ApiFunction.define(table, T, "GetSynchroMaterial", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            boolean faceDown = a.arg(2).toboolean();
            CardGroup pool = new CardGroup();
            for (Card c : synchro.pool(player, null)) {
                if (faceDown || c.location() != Location.MZONE || c.isFaceUp()) {
                    pool.add(c);
                }
            }
            return bridge.wrap(pool);
        });
        // (synchro, f1, f2, min, max[, smat, mg])
        ApiFunction.define(table, T, "CheckSynchroMaterial", (a, f) ->
                LuaValue.valueOf(synchro.check(synchroRequest(bridge, a, 1, f, 6, 7))));
        // (player, synchro, f1, f2, min, max[, smat, mg]): the chosen materials, or nothing
        ApiFunction.define(table, T, "SelectSynchroMaterial", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            CardGroup chosen = synchro.select(player, synchroRequest(bridge, a, 2, f, 7, 8));
            return chosen == null ? LuaValue.NONE : bridge.wrap(chosen);
        });
        // (synchro, tuner, f1, f2, min, max[, mg])
        ApiFunction.define(table, T, "CheckTunerMaterial", (a, f) -> {
            Card tuner = LuaCards.checkCard(a, 2, f);
            return LuaValue.valueOf(synchro.checkTuner(tunerRequest(bridge, a, 1, f), tuner));
        });
        // (player, synchro, tuner, f1, f2, min, max[, mg])
        ApiFunction.define(table, T, "SelectTunerMaterial", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            Card tuner = LuaCards.checkCard(a, 3, f);
            CardGroup chosen = synchro.selectWithTuner(player, tunerRequest(bridge, a, 2, f), tuner);
            return chosen == null ? LuaValue.NONE : bridge.wrap(chosen);
        });
        // (xyz, f, level, min, max, mg)
        ApiFunction.define(table, T, "CheckXyzMaterial", (a, f) ->
                LuaValue.valueOf(xyz.check(xyzRequest(bridge, a, 1, f))));
        // (player, xyz, f, level, min, max[, mg]): the chosen materials, or nothing
        ApiFunction.define(table, T, "SelectXyzMaterial", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            CardGroup chosen = xyz.select(player, xyzRequest(bridge, a, 2, f));
            return chosen == null ? LuaValue.NONE : bridge.wrap(chosen);
        });
        // (player, code): the monsters the player's summon must use (EFFECT_MUST_BE_SMATERIAL, …)
        ApiFunction.define(table, T, "GetMustMaterial", (a, f) -> bridge.wrap(bridge.rules().summonMaterials()
                .mustMaterials(LuaArgs.player(a, 1, f), ArgCheck.optInteger(a, 2, f, 0))));
        // (player, card, group or nil, code): the materials include every monster that must be used
        ApiFunction.define(table, T, "CheckMustMaterial", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            CardGroup materials = a.arg(2).isnil() ? null : LuaBridge.checkCards(a, 2, f);
            return LuaValue.valueOf(bridge.rules().summonMaterials()
                    .includesMustMaterials(materials, player, ArgCheck.optInteger(a, 3, f, 0)));
        });
        // whether the summon in progress is the player's own, which they may still back out of
        ApiFunction.define(table, T, "IsSummonCancelable", (a, f) -> LuaValue.valueOf(duel.summons().isCancelable()));
    }

    /** (synchro, f1, f2, min, max) from {@code at}, smat and mg at the given positions. */
    private static SynchroMaterials.Request synchroRequest(LuaBridge bridge, Varargs a, int at, String f, int smatAt, int mgAt) {
        Card card = LuaCards.checkCard(a, at, f);
        Card smat = a.arg(smatAt).isnil() ? null : LuaCards.checkCard(a, smatAt, f);
        CardGroup mg = a.arg(mgAt).isnil() ? null : LuaBridge.checkGroup(a, mgAt, f);
        return new SynchroMaterials.Request(card, cardFilter(bridge, a, at + 1, f), materialFilter(bridge, a, at + 2, f),
                ArgCheck.checkInt(a, at + 3, f), ArgCheck.checkInt(a, at + 4, f), smat, mg);
    }

    /** (synchro, tuner, f1, f2, min, max[, mg]) from {@code at}. */
    private static SynchroMaterials.Request tunerRequest(LuaBridge bridge, Varargs a, int at, String f) {
        Card card = LuaCards.checkCard(a, at, f);
        CardGroup mg = a.arg(at + 6).isnil() ? null : LuaBridge.checkGroup(a, at + 6, f);
        return new SynchroMaterials.Request(card, cardFilter(bridge, a, at + 2, f), materialFilter(bridge, a, at + 3, f),
                ArgCheck.checkInt(a, at + 4, f), ArgCheck.checkInt(a, at + 5, f), null, mg);
    }

    /** (xyz, f, level, min, max[, mg]) from {@code at}. */
    private static XyzSummonMaterials.Request xyzRequest(LuaBridge bridge, Varargs a, int at, String f) {
        Card card = LuaCards.checkCard(a, at, f);
        CardGroup mg = a.arg(at + 5).isnil() ? null : LuaBridge.checkGroup(a, at + 5, f);
        return new XyzSummonMaterials.Request(card, cardFilter(bridge, a, at + 1, f), ArgCheck.checkInt(a, at + 2, f),
                ArgCheck.checkInt(a, at + 3, f), ArgCheck.checkInt(a, at + 4, f), mg);
    }

    /** A filter called as f(card), as ygopro's check_filter with no extra argument; nil means none. */
    private static Predicate<Card> cardFilter(LuaBridge bridge, Varargs a, int index, String f) {
        LuaValue filter = function(a, index, f);
        return filter.isnil() ? null
                : c -> bridge.scripts().call(0, CallbackRole.OTHER, filter, bridge.wrap(c)).arg1().toboolean();
    }

    /** A filter called as f(material, summoned monster); nil means none. */
    private static BiPredicate<Card, Card> materialFilter(LuaBridge bridge, Varargs a, int index, String f) {
        LuaValue filter = function(a, index, f);
        return filter.isnil() ? null : (m, summoned) -> bridge.scripts().call(0, CallbackRole.OTHER, filter,
                LuaValue.varargsOf(bridge.wrap(m), bridge.wrap(summoned))).arg1().toboolean();
    }

    private static LuaValue function(Varargs a, int index, String f) {
        LuaValue v = a.arg(index);
        if (!v.isnil() && !v.isfunction()) {
            throw ArgCheck.error(f, index, "a function or nil", v);
        }
        return v;
    }
}
