package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.rules.life.LifePoints;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.Reasons;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Duel} table: life points: reading and setting them, damage, recovery and LP costs. */
public final class DuelLifeLib {
    private static final String T = "Duel";

    private DuelLifeLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        LifePoints lifePoints = bridge.rules().lifePoints();

        ApiFunction.define(table, T, "GetLP", (a, f) -> LuaValue.valueOf(duel.lp(LuaArgs.player(a, 1, f))));
        ApiFunction.define(table, T, "SetLP", (a, f) -> {
            duel.setLp(LuaArgs.player(a, 1, f), ArgCheck.checkInt(a, 2, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "Damage", (a, f) -> LuaValue.valueOf(lifePoints.damage(LuaArgs.player(a, 1, f),
                ArgCheck.checkInt(a, 2, f), false, Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel))));
        ApiFunction.define(table, T, "Recover", (a, f) -> LuaValue.valueOf(lifePoints.recover(LuaArgs.player(a, 1, f),
                ArgCheck.checkInt(a, 2, f), Reasons.reasonEffect(duel), Reasons.reasonPlayer(duel))));
        ApiFunction.define(table, T, "CheckLPCost", (a, f) ->
                LuaValue.valueOf(duel.lp(LuaArgs.player(a, 1, f)) >= ArgCheck.checkInt(a, 2, f)));
        ApiFunction.define(table, T, "PayLPCost", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            int cost = ArgCheck.checkInt(a, 2, f);
            // as in ygopro the LP are paid even if there are not enough (scripts check first with
            // CheckLPCost; an effect making the opponent pay does not): 0 LP loses at the next check
            if (cost > 0) {
                lifePoints.payLp(player, cost);
            }
            return LuaValue.NONE;
        });
    }
}
