package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.rules.summon.ReleaseCandidates;
import dev.spellspeed.rules.summon.Tributes;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.CardQueries;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.Reasons;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/** The {@code Duel} table: tributes and releases: the cards that may be released and their selection. */
public final class DuelTributeLib {
    private static final String T = "Duel";

    private DuelTributeLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        Tributes tributes = bridge.rules().tributes();

        // (player[, from hand, reason=REASON_COST]): every card the player could Tribute, unfiltered
        ApiFunction.define(table, T, "GetReleaseGroup", (a, f) -> bridge.wrap(tributes.releasable(LuaArgs.player(a, 1, f),
                a.arg(2).toboolean(), ArgCheck.optInteger(a, 3, f, Reason.COST), Reasons.reasonEffect(duel), false).all()));
        ApiFunction.define(table, T, "GetReleaseGroupCount", (a, f) -> LuaValue.valueOf(tributes.releasable(
                LuaArgs.player(a, 1, f), a.arg(2).toboolean(), ArgCheck.optInteger(a, 3, f, Reason.COST),
                Reasons.reasonEffect(duel), false).count()));
        // (player, filter, count, excluded, extra...): a cost of Tributing count monsters can be paid
        ApiFunction.define(table, T, "CheckReleaseGroup", (a, f) -> LuaValue.valueOf(Tributes.enoughBeside(
                candidates(bridge, tributes, a, f, Reason.COST, false, 4, 5), duel.operation().takeMustSelect(),
                ArgCheck.checkInt(a, 3, f))));
        // (player, filter, min, max, excluded, extra...)
        ApiFunction.define(table, T, "SelectReleaseGroup", (a, f) -> bridge.wrap(tributes.selectReleases(
                LuaArgs.player(a, 1, f), candidates(bridge, tributes, a, f, Reason.COST, false, 5, 6),
                ArgCheck.checkInt(a, 3, f), ArgCheck.checkInt(a, 4, f), Reason.COST, Reasons.reasonEffect(duel))));
        // (player, filter, count, reason, from hand, excluded, extra...)
        ApiFunction.define(table, T, "CheckReleaseGroupEx", (a, f) -> LuaValue.valueOf(Tributes.enoughBeside(
                candidates(bridge, tributes, a, f, ArgCheck.checkInteger(a, 4, f), a.arg(5).toboolean(), 6, 7),
                duel.operation().takeMustSelect(), ArgCheck.checkInt(a, 3, f))));
        // (player, filter, min, max, reason, from hand, excluded, extra...)
        ApiFunction.define(table, T, "SelectReleaseGroupEx", (a, f) -> {
            long reason = ArgCheck.checkInteger(a, 5, f);
            return bridge.wrap(tributes.selectReleases(LuaArgs.player(a, 1, f),
                    candidates(bridge, tributes, a, f, reason, a.arg(6).toboolean(), 7, 8),
                    ArgCheck.checkInt(a, 3, f), ArgCheck.checkInt(a, 4, f), reason, Reasons.reasonEffect(duel)));
        });
        // (card, min[, max=min, group, to player=its controller, zone])
        ApiFunction.define(table, T, "CheckTribute", (a, f) -> {
            Card card = LuaCards.checkCard(a, 1, f);
            int min = ArgCheck.checkInt(a, 2, f);
            int max = a.arg(3).isnil() ? min : ArgCheck.checkInt(a, 3, f);
            CardGroup limit = a.arg(4).isnil() ? null : LuaBridge.checkGroup(a, 4, f);
            int toPlayer = a.arg(5).isnil() ? card.controller() : LuaArgs.player(a, 5, f);
            int zones = (int) ArgCheck.optInteger(a, 6, f, Field.MAIN_MONSTER_ZONE_MASK);
            return LuaValue.valueOf(tributes.canTribute(card, min, max, limit, toPlayer, zones, Tributes.SUMMON));
        });
        // (player, card, min, max[, group, to player=player])
        ApiFunction.define(table, T, "SelectTribute", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            Card card = LuaCards.checkCard(a, 2, f);
            CardGroup limit = a.arg(5).isnil() ? null : LuaBridge.checkGroup(a, 5, f);
            int toPlayer = a.arg(6).isnil() ? player : LuaArgs.player(a, 6, f);
            return bridge.wrap(new CardGroup(tributes.select(player, card, ArgCheck.checkInt(a, 3, f),
                    ArgCheck.checkInt(a, 4, f), limit, toPlayer, Field.MAIN_MONSTER_ZONE_MASK, Tributes.SUMMON)));
        });
    }

    /** The releasable cards that pass the script's filter (argument 2) and are not excluded. */
    private static ReleaseCandidates candidates(LuaBridge bridge, Tributes tributes, Varargs a, String f, long reason,
            boolean fromHand, int excludedAt, int extraAt) {
        LuaValue filter = a.arg(2);
        if (!filter.isnil() && !filter.isfunction()) {
            throw ArgCheck.error(f, 2, "a function or nil", filter);
        }
        ReleaseCandidates releasable = tributes.releasable(LuaArgs.player(a, 1, f), fromHand, reason,
                Reasons.reasonEffect(bridge.duel()), !filter.isnil());
        return releasable.within(CardQueries.filter(bridge, releasable.all(), filter, a.arg(excludedAt), a.subargs(extraAt)));
    }
}
