package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Duel} table: raising and checking events for triggers. */
public final class DuelEventLib {
    private static final String T = "Duel";

    private DuelEventLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();

        // (group, code, reason effect, reason, reason player, event player, value)
        ApiFunction.define(table, T, "RaiseEvent", (a, f) -> {
            bridge.rules().events().raise(new GameEvent(ArgCheck.checkInteger(a, 2, f),
                    LuaBridge.checkCards(a, 1, f), a.arg(3).isnil() ? null : LuaBridge.checkEffect(a, 3, f),
                    ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 0),
                    (int) ArgCheck.optInteger(a, 6, f, 0), ArgCheck.optInteger(a, 7, f, 0)));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "RaiseSingleEvent", (a, f) -> {
            bridge.rules().events().raise(new GameEvent(ArgCheck.checkInteger(a, 2, f),
                    CardGroup.of(LuaCards.checkCard(a, 1, f)), a.arg(3).isnil() ? null : LuaBridge.checkEffect(a, 3, f),
                    ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 0),
                    (int) ArgCheck.optInteger(a, 6, f, 0), ArgCheck.optInteger(a, 7, f, 0)));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "CheckEvent", (a, f) -> {
            long code = ArgCheck.checkInteger(a, 1, f);
            GameEvent found = null;
            for (GameEvent event : duel.triggers().peekRecentEvents()) {
                if (event.code() == code) {
                    found = event;
                }
            }
            if (found == null) {
                return LuaValue.FALSE;
            }
            if (!a.arg(2).toboolean()) {
                return LuaValue.TRUE;
            }
            return LuaValue.varargsOf(new LuaValue[] {LuaValue.TRUE, bridge.wrap(found.cards()),
                    LuaValue.valueOf(found.eventPlayer()), LuaValue.valueOf((double) found.value()),
                    bridge.wrap(found.reasonEffect()), LuaValue.valueOf((double) found.reason()),
                    LuaValue.valueOf(found.reasonPlayer())});
        });
    }
}
