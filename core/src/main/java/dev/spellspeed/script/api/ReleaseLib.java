package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.rules.Tributes;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/**
 * The Tribute functions of the {@code Duel} table: which cards may be Tributed for a cost or an
 * effect (the release groups) and for a Tribute Summon (CheckTribute, SelectTribute). They choose;
 * Duel.Release does the tributing.
 */
final class ReleaseLib {
    private static final String T = "Duel";

    private ReleaseLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        Tributes tributes = bridge.rules().tributes();

        // (player[, from hand, reason=REASON_COST]): every card the player could Tribute, unfiltered
        ApiFunction.define(t, T, "GetReleaseGroup", (a, f) -> bridge.wrap(tributes.releasable(DuelLib.player(a, 1, f),
                a.arg(2).toboolean(), ArgCheck.optInteger(a, 3, f, Reason.COST), reasonEffect(duel), false)));
        ApiFunction.define(t, T, "GetReleaseGroupCount", (a, f) -> LuaValue.valueOf(tributes.releasable(
                DuelLib.player(a, 1, f), a.arg(2).toboolean(), ArgCheck.optInteger(a, 3, f, Reason.COST),
                reasonEffect(duel), false).size()));
        // (player, filter, count, excluded, extra...): a cost of Tributing count monsters can be paid
        ApiFunction.define(t, T, "CheckReleaseGroup", (a, f) -> LuaValue.valueOf(candidates(bridge, tributes, a, f,
                Reason.COST, false, 4, 5).size() >= ArgCheck.checkInt(a, 3, f)));
        // (player, filter, min, max, excluded, extra...)
        ApiFunction.define(t, T, "SelectReleaseGroup", (a, f) -> bridge.wrap(GroupLib.select(bridge,
                DuelLib.player(a, 1, f), candidates(bridge, tributes, a, f, Reason.COST, false, 5, 6),
                ArgCheck.checkInt(a, 3, f), ArgCheck.checkInt(a, 4, f))));
        // (player, filter, count, reason, from hand, excluded, extra...)
        ApiFunction.define(t, T, "CheckReleaseGroupEx", (a, f) -> LuaValue.valueOf(candidates(bridge, tributes, a, f,
                ArgCheck.checkInteger(a, 4, f), a.arg(5).toboolean(), 6, 7).size() >= ArgCheck.checkInt(a, 3, f)));
        // (player, filter, min, max, reason, from hand, excluded, extra...)
        ApiFunction.define(t, T, "SelectReleaseGroupEx", (a, f) -> bridge.wrap(GroupLib.select(bridge,
                DuelLib.player(a, 1, f), candidates(bridge, tributes, a, f, ArgCheck.checkInteger(a, 5, f),
                        a.arg(6).toboolean(), 7, 8),
                ArgCheck.checkInt(a, 3, f), ArgCheck.checkInt(a, 4, f))));
        // (card, min[, max=min, group, to player=its controller, zone])
        ApiFunction.define(t, T, "CheckTribute", (a, f) -> {
            Card card = LuaCards.checkCard(a, 1, f);
            int min = ArgCheck.checkInt(a, 2, f);
            int max = a.arg(3).isnil() ? min : ArgCheck.checkInt(a, 3, f);
            CardGroup limit = a.arg(4).isnil() ? null : LuaBridge.checkGroup(a, 4, f);
            int toPlayer = a.arg(5).isnil() ? card.controller() : DuelLib.player(a, 5, f);
            int zones = (int) ArgCheck.optInteger(a, 6, f, Field.MAIN_MONSTER_ZONE_MASK);
            return LuaValue.valueOf(tributes.canTribute(card, min, max, limit, toPlayer, zones));
        });
        // (player, card, min, max[, group, to player=player])
        ApiFunction.define(t, T, "SelectTribute", (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            Card card = LuaCards.checkCard(a, 2, f);
            CardGroup limit = a.arg(5).isnil() ? null : LuaBridge.checkGroup(a, 5, f);
            int toPlayer = a.arg(6).isnil() ? player : DuelLib.player(a, 6, f);
            return bridge.wrap(new CardGroup(tributes.select(player, card, ArgCheck.checkInt(a, 3, f),
                    ArgCheck.checkInt(a, 4, f), limit, toPlayer, Field.MAIN_MONSTER_ZONE_MASK)));
        });
    }

    /** The releasable cards that pass the script's filter (argument 2) and are not excluded. */
    private static CardGroup candidates(LuaBridge bridge, Tributes tributes, Varargs a, String f, long reason,
            boolean fromHand, int excludedAt, int extraAt) {
        LuaValue filter = a.arg(2);
        if (!filter.isnil() && !filter.isfunction()) {
            throw ArgCheck.error(f, 2, "a function or nil", filter);
        }
        CardGroup releasable = tributes.releasable(DuelLib.player(a, 1, f), fromHand, reason,
                reasonEffect(bridge.duel()), !filter.isnil());
        return CardQueries.filter(bridge, releasable, filter, a.arg(excludedAt), a.subargs(extraAt));
    }

    private static Effect reasonEffect(Duel duel) {
        return duel.chain().runningEffect();
    }
}
