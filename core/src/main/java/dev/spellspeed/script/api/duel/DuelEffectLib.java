package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.rules.continuous.PlayerEffects;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import java.util.List;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Duel} table: effects registered on players, and flag effects of players. */
public final class DuelEffectLib {
    private static final String T = "Duel";

    private DuelEffectLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        PlayerEffects playerEffects = bridge.rules().playerEffects();

        ApiFunction.define(table, T, "IsPlayerAffectedByEffect", (a, f) ->
                bridge.wrap(duel.reach().playerEffect(LuaArgs.player(a, 1, f), ArgCheck.checkInteger(a, 2, f))));
        ApiFunction.define(table, T, "RegisterEffect", (a, f) -> {
            duel.work().charge(dev.spellspeed.duel.WorkBudget.UNITS_PER_EFFECT_REGISTERED);
            Effect effect = LuaBridge.checkEffect(a, 1, f);
            if (!dev.spellspeed.script.api.LuaArgs.registrable(effect, f)) {
                return LuaValue.NONE; // ygopro's field::add_effect ignores an effect it holds
            }
            duel.effects().register(effect, LuaArgs.player(a, 2, f));
            return LuaValue.valueOf(effect.id());
        });
        // (player, code, reset, property, count[, label]): the flag effect
        ApiFunction.define(table, T, "RegisterFlagEffect", (a, f) -> bridge.wrap(playerEffects.registerFlag(
                LuaArgs.player(a, 1, f), ArgCheck.checkInteger(a, 2, f), ArgCheck.checkInteger(a, 3, f),
                ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 1), ArgCheck.optInteger(a, 6, f, 0))));
        ApiFunction.define(table, T, "GetFlagEffect", (a, f) -> LuaValue.valueOf(
                playerEffects.flags(LuaArgs.player(a, 1, f), ArgCheck.checkInteger(a, 2, f)).size()));
        ApiFunction.define(table, T, "ResetFlagEffect", (a, f) -> {
            playerEffects.resetFlags(LuaArgs.player(a, 1, f), ArgCheck.checkInteger(a, 2, f));
            return LuaValue.NONE;
        });
        // the label of each such flag, oldest first; nil if there is none
        ApiFunction.define(table, T, "GetFlagEffectLabel", (a, f) -> {
            List<Effect> flags = playerEffects.flags(LuaArgs.player(a, 1, f), ArgCheck.checkInteger(a, 2, f));
            if (flags.isEmpty()) {
                return LuaValue.NIL;
            }
            LuaValue[] labels = new LuaValue[flags.size()];
            for (int i = 0; i < labels.length; i++) {
                labels[i] = LuaValue.valueOf((double) flags.get(i).label());
            }
            return LuaValue.varargsOf(labels);
        });
        // (player, code, label): relabels the oldest such flag; false if there is none
        ApiFunction.define(table, T, "SetFlagEffectLabel", (a, f) -> {
            List<Effect> flags = playerEffects.flags(LuaArgs.player(a, 1, f), ArgCheck.checkInteger(a, 2, f));
            long label = ArgCheck.checkInteger(a, 3, f);
            if (flags.isEmpty()) {
                return LuaValue.FALSE;
            }
            flags.get(0).setLabels(label);
            return LuaValue.TRUE;
        });
    }
}
