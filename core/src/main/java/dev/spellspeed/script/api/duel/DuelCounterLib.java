package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.rules.Counters;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.Reasons;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Duel} table: counters on the cards of a whole area. */
public final class DuelCounterLib {
    private static final String T = "Duel";

    private DuelCounterLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        Counters counters = bridge.rules().counters();

        // (player, self, opponent, counter type, count, reason)
        ApiFunction.define(table, T, "IsCanRemoveCounter", (a, f) -> LuaValue.valueOf(counters.canRemove(
                LuaArgs.player(a, 1, f), ArgCheck.checkInt(a, 2, f) != 0, ArgCheck.checkInt(a, 3, f) != 0,
                ArgCheck.checkInt(a, 4, f), ArgCheck.checkInt(a, 5, f))));
        ApiFunction.define(table, T, "RemoveCounter", (a, f) -> LuaValue.valueOf(counters.remove(
                LuaArgs.player(a, 1, f), ArgCheck.checkInt(a, 2, f) != 0, ArgCheck.checkInt(a, 3, f) != 0,
                ArgCheck.checkInt(a, 4, f), ArgCheck.checkInt(a, 5, f), ArgCheck.checkInteger(a, 6, f),
                Reasons.reasonEffect(duel))));
        // (player, self, opponent, counter type): how many such counters the cards on those sides hold; nothing
        // for a player other than 0 or 1 (ygopro's get_field_counter)
        ApiFunction.define(table, T, "GetCounter", (a, f) -> {
            long player = ArgCheck.checkInteger(a, 1, f);
            if (player != 0 && player != 1) {
                return LuaValue.NONE;
            }
            return LuaValue.valueOf(counters.onField((int) player, ArgCheck.checkInt(a, 2, f) != 0,
                    ArgCheck.checkInt(a, 3, f) != 0, ArgCheck.checkInt(a, 4, f)));
        });
        // (player[, counter type, count, card])
        ApiFunction.define(table, T, "IsCanAddCounter", (a, f) -> {
            int player = ArgCheck.checkInt(a, 1, f);
            if (player != 0 && player != 1) {
                return LuaValue.FALSE;
            }
            Card card = a.narg() >= 4 ? LuaCards.checkCard(a, 4, f) : null;
            return LuaValue.valueOf(counters.canPlace(player, card));
        });
    }
}
