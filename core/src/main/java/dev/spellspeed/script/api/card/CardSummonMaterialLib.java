package dev.spellspeed.script.api.card;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.rules.continuous.CardCapabilities;
import dev.spellspeed.rules.summon.SummonMaterials;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.List;

/**
 * The {@code Card} table: a monster as Synchro, Xyz or Link Material: Tuner or non-Tuner, the Level it
 * counts for, whether it may be material, and a Tuner's limits on the others (rules in
 * {@code rules/summon/SummonMaterials}).
 */
public final class CardSummonMaterialLib {
    private static final String T = "Card";

    private CardSummonMaterialLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        SummonMaterials materials = bridge.rules().summonMaterials();
        CardCapabilities capabilities = bridge.rules().capabilities();

        // (card[, synchro monster]): a Tuner for that Synchro Summon
        ApiFunction.define(table, T, "IsTuner", (a, f) ->
                LuaValue.valueOf(materials.isTuner(LuaCards.checkCard(a, 1, f), optCard(a, 2, f))));
        // (card, synchro monster): it may be treated as a non-Tuner for that Synchro Summon
        ApiFunction.define(table, T, "IsNotTuner", (a, f) ->
                LuaValue.valueOf(materials.isNotTuner(LuaCards.checkCard(a, 1, f), optCard(a, 2, f))));
        // (card, synchro monster): the Level it counts for (two may be packed in 16-bit halves)
        ApiFunction.define(table, T, "GetSynchroLevel", (a, f) ->
                LuaValue.valueOf(materials.synchroLevel(LuaCards.checkCard(a, 1, f), optCard(a, 2, f))));
        // (card, xyz monster, level): it may be Xyz Material of that Level
        ApiFunction.define(table, T, "IsXyzLevel", (a, f) -> LuaValue.valueOf(materials.hasXyzLevel(
                LuaCards.checkCard(a, 1, f), optCard(a, 2, f), ArgCheck.checkInt(a, 3, f))));
        // (card[, synchro monster, tuner])
        ApiFunction.define(table, T, "IsCanBeSynchroMaterial", (a, f) ->
                LuaValue.valueOf(materials.canBeSynchroMaterial(LuaCards.checkCard(a, 1, f), optCard(a, 2, f))));
        ApiFunction.define(table, T, "IsCanBeXyzMaterial", (a, f) ->
                LuaValue.valueOf(materials.canBeXyzMaterial(LuaCards.checkCard(a, 1, f), optCard(a, 2, f))));
        ApiFunction.define(table, T, "IsCanBeLinkMaterial", (a, f) ->
                LuaValue.valueOf(materials.canBeLinkMaterial(LuaCards.checkCard(a, 1, f), optCard(a, 2, f))));
        // a Tuner's EFFECT_TUNER_MATERIAL_LIMIT: effect, target filter or nil, locations or nil, min, max
        ApiFunction.define(table, T, "GetTunerLimit", (a, f) -> {
            Effect limit = first(capabilities.effectsOn(LuaCards.checkCard(a, 1, f), EffectCode.TUNER_MATERIAL_LIMIT));
            if (limit == null) {
                return LuaValue.NONE;
            }
            long locations = EffectValue.numberOf(limit, 0, limit);
            return withRange(bridge, limit, locations == 0 ? LuaValue.NIL : LuaValue.valueOf((double) locations));
        });
        // a monster in a Monster Zone with EFFECT_HAND_SYNCHRO: effect, target filter or nil, min, max
        ApiFunction.define(table, T, "GetHandSynchro", (a, f) -> {
            Card card = LuaCards.checkCard(a, 1, f);
            Effect hand = card.location() == Location.MZONE
                    ? first(capabilities.effectsOn(card, EffectCode.HAND_SYNCHRO)) : null;
            return hand == null ? LuaValue.NONE : withRange(bridge, hand, null);
        });
    }

    /** effect, its target or nil[, middle], then the min and max its SPSUM_PARAM ranges give (0 and 99 by default). */
    private static Varargs withRange(LuaBridge bridge, Effect effect, LuaValue middle) {
        int min = 0;
        int max = 99;
        if (effect.hasProperty(EffectFlag.SPSUM_PARAM)) {
            if (effect.targetRangeSelf() > min) {
                min = effect.targetRangeSelf();
            }
            if (effect.targetRangeOpponent() != 0 && effect.targetRangeOpponent() < max) {
                max = effect.targetRangeOpponent();
            }
        }
        LuaValue target = bridge.toLua(effect.target());
        return middle == null
                ? LuaValue.varargsOf(new LuaValue[] {bridge.wrap(effect), target, LuaValue.valueOf(min), LuaValue.valueOf(max)})
                : LuaValue.varargsOf(new LuaValue[] {bridge.wrap(effect), target, middle, LuaValue.valueOf(min), LuaValue.valueOf(max)});
    }

    private static Effect first(List<Effect> effects) {
        return effects.isEmpty() ? null : effects.get(0);
    }

    private static Card optCard(Varargs a, int index, String f) {
        return a.arg(index).isnil() ? null : LuaCards.checkCard(a, index, f);
    }
}
