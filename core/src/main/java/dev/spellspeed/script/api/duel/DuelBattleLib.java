package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.rules.battle.BattleCalculator;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Duel} table: battle: the attacker and its target, attacks negated or changed, damage calculation by an effect. */
public final class DuelBattleLib {
    private static final String T = "Duel";

    private DuelBattleLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        BattleCalculator battles = bridge.rules().battleCalculator();

        ApiFunction.define(table, T, "NegateAttack", (a, f) -> LuaValue.valueOf(duel.battle().negateAttack()));
        // (card or nil): the attack goes on against this monster (nil: directly)
        ApiFunction.define(table, T, "ChangeAttackTarget", (a, f) -> LuaValue.valueOf(duel.battle().changeAttackTarget(
                a.arg(1).isnil() ? null : LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(table, T, "GetAttacker", (a, f) -> bridge.wrap(duel.battle().attacker()));
        // (attacker, target or nil[, new attack]): damage calculation at once; the rest after the chain
        ApiFunction.define(table, T, "CalculateDamage", (a, f) -> {
            Card attacker = LuaCards.checkCard(a, 1, f);
            Card target = a.arg(2).isnil() ? null : LuaCards.checkCard(a, 2, f);
            battles.calculateByEffect(attacker, target, a.arg(3).toboolean());
            return LuaValue.NONE;
        });
        // ([target]): the attacker may attack again right after this battle; a fixed target is not supported
        ApiFunction.define(table, T, "ChainAttack", (a, f) -> {
            duel.battle().allowChainAttack();
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetAttackTarget", (a, f) -> bridge.wrap(duel.battle().attackTarget()));
        // (player): that player's monster in the current battle and the opponent's (nil where there is none)
        ApiFunction.define(table, T, "GetBattleMonster", (a, f) -> {
            int player = ArgCheck.checkInt(a, 1, f);
            return LuaValue.varargsOf(bridge.wrap(battling(duel, player)), bridge.wrap(battling(duel, 1 - player)));
        });
        // (player): what the latest damage calculation dealt that player in battle damage
        ApiFunction.define(table, T, "GetBattleDamage", (a, f) -> LuaValue.valueOf(duel.battle().battleDamage(LuaArgs.player(a, 1, f))));
        // (c[, ignore count]): c attacks instead, against the same target
        ApiFunction.define(table, T, "ChangeAttacker", (a, f) -> {
            duel.battle().changeAttacker(LuaCards.checkCard(a, 1, f), a.arg(2).toboolean());
            return LuaValue.NONE;
        });
    }

    private static Card battling(Duel duel, int player) {
        Card attacker = duel.battle().attacker();
        Card target = duel.battle().attackTarget();
        if (attacker != null && attacker.controller() == player) {
            return attacker;
        }
        return target != null && target.controller() == player ? target : null;
    }
}
