package dev.spellspeed.script.api.effect;

import dev.spellspeed.effect.Effect;
import dev.spellspeed.rules.chain.ActivationChecks;
import dev.spellspeed.rules.chain.Activations;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Effect} table: activating an effect: whether it can be, its count limit, where it was activated from, cost checks. */
public final class EffectActivationLib {
    private static final String T = "Effect";

    private EffectActivationLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        ActivationChecks checks = bridge.rules().activationChecks();

        ApiFunction.define(table, "Effect", "IsCostChecked", (a, f) ->
                LuaValue.valueOf(LuaBridge.checkEffect(a, 1, f).isCostChecked()));
        // (e, checked): what IsCostChecked answers from now on (a script asking another effect's target as if unpaid)
        ApiFunction.define(table, "Effect", "SetCostCheck", (a, f) -> {
            LuaBridge.checkEffect(a, 1, f).setCostChecked(a.arg(2).toboolean());
            return LuaValue.NONE;
        });
        ApiFunction.define(table, "Effect", "GetActivateLocation", (a, f) ->
                LuaValue.valueOf(LuaBridge.checkEffect(a, 1, f).activateLocation()));
        // (e, player[, count=1, oath only])
        ApiFunction.define(table, "Effect", "UseCountLimit", (a, f) -> {
            Effect effect = LuaBridge.checkEffect(a, 1, f);
            checks.useCountLimit(effect, LuaArgs.player(a, 2, f), (int) ArgCheck.optInteger(a, 3, f, 1),
                    a.arg(4).toboolean());
            return LuaValue.NONE;
        });
        // (e, player): whether its count limit still lets the player use it (always without one)
        ApiFunction.define(table, "Effect", "CheckCountLimit", (a, f) -> LuaValue.valueOf(
                Activations.countLimitLeft(bridge.duel(), LuaBridge.checkEffect(a, 1, f), LuaArgs.player(a, 2, f))));
        // (e, player[, ignore location, ignore target])
        ApiFunction.define(table, "Effect", "IsActivatable", (a, f) -> {
            Effect effect = LuaBridge.checkEffect(a, 1, f);
            return LuaValue.valueOf(checks.isActivatable(effect, LuaArgs.player(a, 2, f), a.arg(3).toboolean(),
                    a.arg(4).toboolean()));
        });
    }
}
