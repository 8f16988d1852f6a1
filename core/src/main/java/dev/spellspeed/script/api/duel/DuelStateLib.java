package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Activity;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Players;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.rules.Environment;
import dev.spellspeed.rules.continuous.PlayerEffects;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.LuaEffectFunction;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/** The {@code Duel} table: the turn, its phases, activity counts, global flags and the state check (Readjust). */
public final class DuelStateLib {
    private static final String T = "Duel";

    private DuelStateLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        PlayerEffects playerEffects = bridge.rules().playerEffects();
        Environment environment = bridge.rules().environment();

        ApiFunction.define(table, T, "GetTurnPlayer", (a, f) -> LuaValue.valueOf(duel.turn().player()));
        ApiFunction.define(table, T, "GetTurnCount", (a, f) -> LuaValue.valueOf(duel.turn().number()));
        ApiFunction.define(table, T, "GetCurrentPhase", (a, f) -> LuaValue.valueOf(duel.turn().phase().mask()));
        // (player, reason): the player wins at the rules' next check
        // (player, reason): that player wins at the next check of the rules; PLAYER_NONE: the duel is a draw
        ApiFunction.define(table, T, "Win", (a, f) -> {
            if (ArgCheck.checkInteger(a, 1, f) == Players.NONE) {
                duel.declareWin(0);
                duel.declareWin(1); // both "win" at once: a draw, as ygopro's PLAYER_NONE
                return LuaValue.NONE;
            }
            int player = LuaArgs.player(a, 1, f);
            duel.declareWin(player);
            return LuaValue.NONE;
        });
        // (player, activity...): one count per activity asked, this turn, as ygopro's duel_get_activity_count;
        // ACTIVITY_SUMMON counts Normal Summons and Sets; an unknown activity counts 0
        ApiFunction.define(table, T, "GetActivityCount", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            LuaValue[] counts = new LuaValue[Math.max(1, a.narg() - 1)];
            for (int i = 0; i < counts.length; i++) {
                int kind = ArgCheck.checkInt(a, 2 + i, f);
                counts[i] = LuaValue.valueOf(switch (kind) {
                    case Activity.SUMMON, Activity.NORMALSUMMON -> duel.summons().summonsThisTurn(player, 0);
                    case Activity.SPSUMMON -> duel.summons().summonsThisTurn(player, 2);
                    case Activity.FLIPSUMMON -> duel.summons().summonsThisTurn(player, 1);
                    case Activity.ATTACK -> duel.turn().activity().attacks(player);
                    case Activity.BATTLE_PHASE -> duel.turn().activity().battlePhases(player);
                    default -> 0;
                });
            }
            return LuaValue.varargsOf(counts);
        });
        // (counter id, ACTIVITY_*, filter): counts what the filter refuses, per player and turn
        ApiFunction.define(table, T, "AddCustomActivityCounter", (a, f) -> {
            long id = ArgCheck.checkInteger(a, 1, f);
            int activity = ArgCheck.checkInt(a, 2, f);
            LuaEffectFunction filter = new LuaEffectFunction(bridge, ArgCheck.checkFunction(a, 3, f),
                    CallbackRole.OTHER, (int) id);
            duel.turn().activity().add(id, activity, filter);
            return LuaValue.NONE;
        });
        // (counter id, player, ACTIVITY_*)
        ApiFunction.define(table, T, "GetCustomActivityCount", (a, f) -> LuaValue.valueOf(duel.turn().activity().count(
                ArgCheck.checkInteger(a, 1, f), LuaArgs.player(a, 2, f), ArgCheck.checkInt(a, 3, f))));
        ApiFunction.define(table, T, "CheckPhaseActivity", (a, f) -> LuaValue.valueOf(duel.turn().phaseActivity()));
        ApiFunction.define(table, T, "EnableGlobalFlag", (a, f) -> {
            duel.enableGlobalFlags(ArgCheck.checkInteger(a, 1, f));
            return LuaValue.NONE;
        });
        // (player, phase, reset, count[, value])
        ApiFunction.define(table, T, "SkipPhase", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            Phase phase = phase(a, 2, f);
            if (phase == null || !playerEffects.skipPhase(player, phase, ArgCheck.checkInteger(a, 3, f),
                    (int) ArgCheck.optInteger(a, 4, f, 1), ArgCheck.optInteger(a, 5, f, 0))) {
                throw ArgCheck.error(f, 2, "PHASE_DRAW, _STANDBY, _MAIN1, _BATTLE or _MAIN2", a.arg(2));
            }
            return LuaValue.NONE;
        });
        // before the Battle Phase, with one allowed this turn (R002) and no EFFECT_CANNOT_BP on the turn player
        ApiFunction.define(table, T, "IsAbleToEnterBP", (a, f) -> LuaValue.valueOf(duel.battlePhaseAllowed()
                && duel.turn().phase().ordinal() < Phase.BATTLE_START.ordinal()
                && duel.reach().playerEffect(duel.turn().player(), EffectCode.CANNOT_BP) == null));
        ApiFunction.define(table, T, "IsMainPhase", (a, f) -> LuaValue.valueOf(duel.turn().phase().isMainPhase()));
        ApiFunction.define(table, T, "IsDamageCalculated", (a, f) -> LuaValue.valueOf(duel.battle().damageCalculated()));
        // (code[, player=PLAYER_ALL, location=LOCATION_ONFIELD])
        ApiFunction.define(table, T, "IsEnvironment", (a, f) -> {
            int player = (int) ArgCheck.optInteger(a, 2, f, Players.ALL);
            if (player != 0 && player != 1 && player != Players.ALL) {
                throw ArgCheck.error(f, 2, "a player (0, 1 or PLAYER_ALL)", a.arg(2));
            }
            return LuaValue.valueOf(environment.is(ArgCheck.checkInteger(a, 1, f),
                    player == Players.ALL ? Players.ALL : player,
                    (int) ArgCheck.optInteger(a, 3, f, LocationMask.ONFIELD)));
        });
        // continuous effects are read at each query here, so they are always up to date: there is nothing to adjust early
        ApiFunction.define(table, T, "AdjustInstantly", (a, f) -> {
            if (!a.arg(1).isnil()) {
                LuaCards.checkCard(a, 1, f);
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "AdjustAll", (a, f) -> LuaValue.NONE);
        // the Start Step to the End Step, the Damage Step included
        ApiFunction.define(table, T, "IsBattlePhase", (a, f) -> LuaValue.valueOf(duel.turn().phase().isBattlePhase()));
        ApiFunction.define(table, T, "IsTurnPlayer", (a, f) -> LuaValue.valueOf(ArgCheck.checkInteger(a, 1, f) == duel.turn().player()));
        // the check of the rules runs again after this one (an EVENT_ADJUST effect changed the state)
        ApiFunction.define(table, T, "Readjust", (a, f) -> {
            Effect running = duel.chain().runningEffect();
            if (running != null) {
                bridge.rules().stateCheck().readjust(running.handler() != null ? running.handler() : running.owner());
            }
            return LuaValue.NONE;
        });
    }

    private static Phase phase(Varargs a, int index, String f) {
        long mask = ArgCheck.checkInteger(a, index, f);
        for (Phase phase : Phase.values()) {
            if (phase.mask() == mask) {
                return phase;
            }
        }
        return null;
    }
}
