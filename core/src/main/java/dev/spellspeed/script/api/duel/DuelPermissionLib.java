package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.rules.continuous.PlayerPermissions;
import dev.spellspeed.rules.summon.Tributes;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Duel} table: what a player may do now (Duel.IsPlayerCan…). */
public final class DuelPermissionLib {
    private static final String T = "Duel";

    private DuelPermissionLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        // nothing forbids milling yet (EFFECT_CANNOT_DISCARD_DECK), so as a cost it is the same question
        ApiFunction.Body canDiscardDeck = (a, f) -> {
            int count = ArgCheck.checkInt(a, 2, f);
            return LuaValue.valueOf(count >= 0 && duel.field().count(LuaArgs.player(a, 1, f), Location.DECK) >= count);
        };
        PlayerPermissions permissions = bridge.rules().permissions();
        Tributes tributes = bridge.rules().tributes();

        ApiFunction.define(table, T, "IsPlayerCanDiscardDeck", canDiscardDeck);
        ApiFunction.define(table, T, "IsPlayerCanDiscardDeckAsCost", canDiscardDeck);
        ApiFunction.define(table, T, "IsPlayerCanDraw", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            return LuaValue.valueOf(duel.field().count(player, Location.DECK) >= ArgCheck.optInteger(a, 2, f, 0));
        });
        ApiFunction.define(table, T, "IsPlayerCanSpecialSummon", (a, f) -> LuaValue.TRUE);
        ApiFunction.define(table, T, "IsPlayerCanSpecialSummonMonster", (a, f) -> LuaValue.TRUE);
        // (player[, sumtype, card]): without a card, whether anything forbids Normal Summons outright
        ApiFunction.define(table, T, "IsPlayerCanSummon", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            if (a.narg() <= 1) {
                return LuaValue.valueOf(permissions.mayAtAll(player, EffectCode.CANNOT_SUMMON));
            }
            return LuaValue.valueOf(permissions.maySummon(player, LuaCards.checkCard(a, 3, f),
                    ArgCheck.checkInteger(a, 2, f)));
        });
        ApiFunction.define(table, T, "IsPlayerCanSpecialSummonCount", (a, f) -> LuaValue.valueOf(
                permissions.maySpecialSummonTimes(LuaArgs.player(a, 1, f), ArgCheck.checkInt(a, 2, f),
                        duel.chain().runningEffect())));
        // (player[, card, reason=REASON_EFFECT])
        ApiFunction.define(table, T, "IsPlayerCanRemove", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            if (a.narg() <= 1) {
                return LuaValue.valueOf(permissions.mayAtAll(player, EffectCode.CANNOT_REMOVE));
            }
            return LuaValue.valueOf(permissions.mayBanish(player, LuaCards.checkCard(a, 2, f),
                    ArgCheck.optInteger(a, 3, f, Reason.EFFECT), duel.chain().runningEffect()));
        });
        // (player[, card]): without a card, whether anything forbids it outright
        sendPermission(table, "IsPlayerCanSendtoDeck", EffectCode.CANNOT_TO_DECK, permissions, duel);
        sendPermission(table, "IsPlayerCanSendtoGrave", EffectCode.CANNOT_TO_GRAVE, permissions, duel);
        sendPermission(table, "IsPlayerCanSendtoHand", EffectCode.CANNOT_TO_HAND, permissions, duel);
        sendPermission(table, "IsPlayerCanSSet", EffectCode.CANNOT_SSET, permissions, duel);
        // (player[, card, reason=REASON_COST])
        ApiFunction.define(table, T, "IsPlayerCanRelease", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            if (a.narg() <= 1) {
                return LuaValue.valueOf(permissions.mayAtAll(player, EffectCode.CANNOT_RELEASE));
            }
            return LuaValue.valueOf(tributes.playerMayRelease(player, LuaCards.checkCard(a, 2, f),
                    ArgCheck.optInteger(a, 3, f, Reason.COST)));
        });
        // an additional Normal Summon (EFFECT_EXTRA_SUMMON_COUNT) is never granted here, so none was used this turn
        ApiFunction.define(table, T, "IsPlayerCanAdditionalSummon", (a, f) -> {
            long player = ArgCheck.checkInteger(a, 1, f);
            return LuaValue.valueOf(player == 0 || player == 1);
        });
    }

    private static void sendPermission(LuaTable table, String name, long code, PlayerPermissions permissions, Duel duel) {
        ApiFunction.define(table, T, name, (a, f) -> {
            long player = ArgCheck.checkInteger(a, 1, f);
            if (player != 0 && player != 1) {
                return LuaValue.FALSE; // as ygopro: no such player may do anything
            }
            if (a.narg() <= 1) {
                return LuaValue.valueOf(permissions.mayAtAll((int) player, code));
            }
            return LuaValue.valueOf(permissions.maySend((int) player, LuaCards.checkCard(a, 2, f), code,
                    duel.chain().runningEffect()));
        });
    }
}
