package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Players;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.rules.Environment;
import dev.spellspeed.rules.NormalSummonCheck;
import dev.spellspeed.rules.PlayerEffects;
import dev.spellspeed.rules.PlayerPermissions;
import dev.spellspeed.rules.Tributes;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.List;

/**
 * The player's state in the {@code Duel} table (flag effects, activity counters, what the player
 * may do, phase questions) and the Card checks about Normal Summons and card status.
 */
final class PlayerStateLib {
    private static final String T = "Duel";

    private PlayerStateLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        LuaTable card = bridge.scripts().apiTable("Card");
        Duel duel = bridge.duel();
        PlayerEffects playerEffects = bridge.rules().playerEffects();
        PlayerPermissions permissions = bridge.rules().permissions();
        NormalSummonCheck summonCheck = bridge.rules().normalSummonCheck();
        Tributes tributes = bridge.rules().tributes();
        Environment environment = bridge.rules().environment();

        // (player, code, reset, property, count[, label]): the flag effect
        ApiFunction.define(t, T, "RegisterFlagEffect", (a, f) -> bridge.wrap(playerEffects.registerFlag(
                DuelLib.player(a, 1, f), ArgCheck.checkInteger(a, 2, f), ArgCheck.checkInteger(a, 3, f),
                ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 1), ArgCheck.optInteger(a, 6, f, 0))));
        ApiFunction.define(t, T, "GetFlagEffect", (a, f) -> LuaValue.valueOf(
                playerEffects.flags(DuelLib.player(a, 1, f), ArgCheck.checkInteger(a, 2, f)).size()));
        ApiFunction.define(t, T, "ResetFlagEffect", (a, f) -> {
            playerEffects.resetFlags(DuelLib.player(a, 1, f), ArgCheck.checkInteger(a, 2, f));
            return LuaValue.NONE;
        });
        // the label of each such flag, oldest first; nil if there is none
        ApiFunction.define(t, T, "GetFlagEffectLabel", (a, f) -> {
            List<Effect> flags = playerEffects.flags(DuelLib.player(a, 1, f), ArgCheck.checkInteger(a, 2, f));
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
        ApiFunction.define(t, T, "SetFlagEffectLabel", (a, f) -> {
            List<Effect> flags = playerEffects.flags(DuelLib.player(a, 1, f), ArgCheck.checkInteger(a, 2, f));
            long label = ArgCheck.checkInteger(a, 3, f);
            if (flags.isEmpty()) {
                return LuaValue.FALSE;
            }
            flags.get(0).setLabels(label);
            return LuaValue.TRUE;
        });

        // (counter id, ACTIVITY_*, filter): counts what the filter refuses, per player and turn
        ApiFunction.define(t, T, "AddCustomActivityCounter", (a, f) -> {
            long id = ArgCheck.checkInteger(a, 1, f);
            int activity = ArgCheck.checkInt(a, 2, f);
            LuaEffectFunction filter = new LuaEffectFunction(bridge, ArgCheck.checkFunction(a, 3, f),
                    CallbackRole.OTHER, (int) id);
            duel.activityCounters().add(id, activity, filter);
            return LuaValue.NONE;
        });
        // (counter id, player, ACTIVITY_*)
        ApiFunction.define(t, T, "GetCustomActivityCount", (a, f) -> LuaValue.valueOf(duel.activityCounters().count(
                ArgCheck.checkInteger(a, 1, f), DuelLib.player(a, 2, f), ArgCheck.checkInt(a, 3, f))));
        ApiFunction.define(t, T, "CheckPhaseActivity", (a, f) -> LuaValue.valueOf(duel.phaseActivity()));

        // (player[, sumtype, card]): without a card, whether anything forbids Normal Summons outright
        ApiFunction.define(t, T, "IsPlayerCanSummon", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            if (a.narg() <= 1) {
                return LuaValue.valueOf(permissions.mayAtAll(player, EffectCode.CANNOT_SUMMON));
            }
            return LuaValue.valueOf(permissions.maySummon(player, LuaCards.checkCard(a, 3, f),
                    ArgCheck.checkInteger(a, 2, f)));
        });
        ApiFunction.define(t, T, "IsPlayerCanSpecialSummonCount", (a, f) -> LuaValue.valueOf(
                permissions.maySpecialSummonTimes(DuelLib.player(a, 1, f), ArgCheck.checkInt(a, 2, f),
                        duel.chain().runningEffect())));
        // (player[, card, reason=REASON_EFFECT])
        ApiFunction.define(t, T, "IsPlayerCanRemove", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            if (a.narg() <= 1) {
                return LuaValue.valueOf(permissions.mayAtAll(player, EffectCode.CANNOT_REMOVE));
            }
            return LuaValue.valueOf(permissions.mayBanish(player, LuaCards.checkCard(a, 2, f),
                    ArgCheck.optInteger(a, 3, f, Reason.EFFECT), duel.chain().runningEffect()));
        });
        // (player[, card, reason=REASON_COST])
        ApiFunction.define(t, T, "IsPlayerCanRelease", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            if (a.narg() <= 1) {
                return LuaValue.valueOf(permissions.mayAtAll(player, EffectCode.CANNOT_RELEASE));
            }
            return LuaValue.valueOf(tributes.playerMayRelease(player, LuaCards.checkCard(a, 2, f),
                    ArgCheck.optInteger(a, 3, f, Reason.COST)));
        });

        ApiFunction.define(t, T, "EnableGlobalFlag", (a, f) -> {
            duel.enableGlobalFlags(ArgCheck.checkInteger(a, 1, f));
            return LuaValue.NONE;
        });
        // (player, phase, reset, count[, value])
        ApiFunction.define(t, T, "SkipPhase", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            Phase phase = phase(a, 2, f);
            if (phase == null || !playerEffects.skipPhase(player, phase, ArgCheck.checkInteger(a, 3, f),
                    (int) ArgCheck.optInteger(a, 4, f, 1), ArgCheck.optInteger(a, 5, f, 0))) {
                throw ArgCheck.error(f, 2, "PHASE_DRAW, _STANDBY, _MAIN1, _BATTLE or _MAIN2", a.arg(2));
            }
            return LuaValue.NONE;
        });
        // before the Battle Phase, with one allowed this turn (R002) and no EFFECT_CANNOT_BP on the turn player
        ApiFunction.define(t, T, "IsAbleToEnterBP", (a, f) -> LuaValue.valueOf(duel.battlePhaseAllowed()
                && duel.phase().ordinal() < Phase.BATTLE_START.ordinal()
                && duel.playerEffect(duel.turnPlayer(), EffectCode.CANNOT_BP) == null));
        ApiFunction.define(t, T, "IsMainPhase", (a, f) -> LuaValue.valueOf(duel.phase().isMainPhase()));
        ApiFunction.define(t, T, "IsDamageCalculated", (a, f) -> LuaValue.valueOf(duel.damageCalculated()));
        // (code[, player=PLAYER_ALL, location=LOCATION_ONFIELD])
        ApiFunction.define(t, T, "IsEnvironment", (a, f) -> {
            int player = (int) ArgCheck.optInteger(a, 2, f, Players.ALL);
            if (player != 0 && player != 1 && player != Players.ALL) {
                throw ArgCheck.error(f, 2, "a player (0, 1 or PLAYER_ALL)", a.arg(2));
            }
            return LuaValue.valueOf(environment.is(ArgCheck.checkInteger(a, 1, f),
                    player == Players.ALL ? Players.ALL : player,
                    (int) ArgCheck.optInteger(a, 3, f, LocationMask.ONFIELD)));
        });

        ApiFunction.define(card, "Card", "IsSummonableCard", (a, f) ->
                LuaValue.valueOf(NormalSummonCheck.isSummonableCard(LuaCards.checkCard(a, 1, f))));
        // (ignore count, summon procedure or nil[, min tributes, zones]): by the player whose effect runs
        ApiFunction.define(card, "Card", "IsSummonable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            if (!a.arg(3).isnil()) {
                LuaBridge.checkEffect(a, 3, f);
                return LuaValue.FALSE; // a script's summon procedure: not supported (see NormalSummonCheck)
            }
            int player = duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : c.controller();
            return LuaValue.valueOf(summonCheck.canSummon(c, player, a.arg(2).toboolean(),
                    (int) ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 0x1f)));
        });
        ApiFunction.define(card, "Card", "IsForbidden", (a, f) ->
                LuaValue.valueOf(summonCheck.isForbidden(LuaCards.checkCard(a, 1, f))));
        // (status, on): the bit reads back through Card.IsStatus
        ApiFunction.define(card, "Card", "SetStatus", (a, f) -> {
            LuaCards.checkCard(a, 1, f).setScriptStatus(ArgCheck.checkInteger(a, 2, f), a.arg(3).toboolean());
            return LuaValue.NONE;
        });
        // (code): one monster of this code Special Summoned per player per turn
        ApiFunction.define(card, "Card", "SetSPSummonOnce", (a, f) -> {
            LuaCards.checkCard(a, 1, f).setSpecialSummonOnce(ArgCheck.checkInteger(a, 2, f));
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
