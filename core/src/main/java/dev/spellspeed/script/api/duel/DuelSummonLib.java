package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.ReservedSummon;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.rules.summon.SpecialSummonTerms;
import dev.spellspeed.rules.summon.SpecialSummons;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.Tolerances;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.Reasons;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/** The {@code Duel} table: summons by effects: Normal Summons and Sets, Special Summons, Tokens, summon negation and procedure summons. */
public final class DuelSummonLib {
    private static final String T = "Duel";

    private DuelSummonLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        SpecialSummons summons = bridge.rules().specialSummons();

        ApiFunction.define(table, T, "NegateSummon", (a, f) -> {
            for (Card card : LuaBridge.checkCards(a, 1, f)) {
                duel.summons().negateSummon(card);
            }
            return LuaValue.NONE;
        });
        // (targets, sumtype, summoning player, target player, nocheck, nolimit, position)
        ApiFunction.define(table, T, "SpecialSummon", (a, f) ->
                LuaValue.valueOf(summons.specialSummon(LuaBridge.checkCards(a, 1, f), summonTerms(duel, a, f))));
        // (card, sumtype, summoning player, target player, nocheck, nolimit, position): placed now, succeeds at Complete
        ApiFunction.define(table, T, "SpecialSummonStep", (a, f) ->
                LuaValue.valueOf(summons.specialSummonStep(LuaCards.checkCard(a, 1, f), summonTerms(duel, a, f))));
        ApiFunction.define(table, T, "SpecialSummonComplete", (a, f) ->
                LuaValue.valueOf(summons.specialSummonComplete(Reasons.reasonEffect(duel))));
        ApiFunction.define(table, T, "CreateToken", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            int code = ArgCheck.checkInt(a, 2, f);
            if (duel.cardData(code).isEmpty()) {
                String what = f + ": argument 2: unknown token code " + code + " (not in the card database)";
                if (!Tolerances.tolerates(Tolerances.Kind.UNKNOWN_CARD_CODE, what)) {
                    throw new LuaError(what);
                }
                return bridge.wrap(bridge.rules().tokens().createWithoutData(player, code));
            }
            return bridge.wrap(bridge.rules().tokens().create(player, code));
        });
        summonNow(bridge, table, "SynchroSummon", SummonType.SYNCHRO.value());
        summonNow(bridge, table, "XyzSummon", SummonType.XYZ.value());
        summonNow(bridge, table, "LinkSummon", SummonType.LINK.value());
        // (player, c, ignore_count, procedure or nil[, min_tribute, zones]): reserved, performed once the link resolved
        ApiFunction.define(table, "Duel", "Summon", (a, f) -> reserve(duel, a, f, false));
        ApiFunction.define(table, "Duel", "MSet", (a, f) -> reserve(duel, a, f, true));
    }

    /** Arguments 2-7 of SpecialSummon and SpecialSummonStep: sumtype, summoner, target player, nocheck, nolimit, position. */
    private static SpecialSummonTerms summonTerms(Duel duel, Varargs a, String f) {
        long sumtype = ArgCheck.checkInteger(a, 2, f);
        boolean noCheck = a.arg(5).toboolean();
        boolean noLimit = a.arg(6).toboolean();
        // a summon that ignores the conditions, or a monster's own procedure, counts as proper (R021)
        return new SpecialSummonTerms(sumtype, LuaArgs.player(a, 3, f), LuaArgs.player(a, 4, f),
                LuaArgs.positions(a, 7, f, Position.FACEUP_ATTACK.mask()), Reasons.reasonEffect(duel), noCheck,
                sumtype != 0 || noLimit);
    }

    private static void summonNow(LuaBridge bridge, LuaTable t, String name, long type) {
        ApiFunction.define(t, "Duel", name, (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            Card card = LuaCards.checkCard(a, 2, f);
            Object[] materials = LuaArgs.materials(a, 3);
            Effect procedure = bridge.rules().procedures().find(card, type, materials);
            return LuaValue.valueOf(procedure != null && card.controller() == player
                    && bridge.rules().procedures().summonNow(card, procedure, player, materials));
        });
    }

    /**
     * Duel.Summon and Duel.MSet: nothing happens in the Damage Step or with a summon procedure (the
     * engine knows none); otherwise the summon is reserved for the chain machinery, which checks it
     * again and performs it once the requesting link has resolved (a later request replaces it).
     */
    private static LuaValue reserve(Duel duel, org.luaj.vm2.Varargs a, String f, boolean set) {
        int player = LuaArgs.player(a, 1, f);
        Card c = LuaCards.checkCard(a, 2, f);
        boolean ignoreCount = a.arg(3).toboolean();
        if (!a.arg(4).isnil()) {
            LuaBridge.checkEffect(a, 4, f);
            return LuaValue.NONE;
        }
        int minTribute = (int) ArgCheck.optInteger(a, 5, f, 0);
        int zones = (int) ArgCheck.optInteger(a, 6, f, Field.MAIN_MONSTER_ZONE_MASK);
        if (duel.turn().phase() == Phase.DAMAGE || duel.turn().phase() == Phase.DAMAGE_CAL) {
            return LuaValue.NONE;
        }
        duel.summons().reserveSummon(new ReservedSummon(set, player, c, ignoreCount, minTribute, zones));
        return LuaValue.NONE;
    }
}
