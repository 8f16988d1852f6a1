package dev.spellspeed.script.api.card;

import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.LastingTargets;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: lasting targets: the cards a face-up card keeps targeting (Call of the Haunted). */
public final class CardTargetLib {
    private static final String T = "Card";

    private CardTargetLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        LastingTargets targets = bridge.duel().field().targets();

        ApiFunction.define(table, T, "SetCardTarget", (a, f) -> {
            targets.link(checkCard(a, 1, f), checkCard(a, 2, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "CancelCardTarget", (a, f) -> {
            targets.cancel(checkCard(a, 1, f), checkCard(a, 2, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "GetFirstCardTarget", (a, f) -> bridge.wrap(targets.first(checkCard(a, 1, f))));
        ApiFunction.define(table, T, "GetCardTarget", (a, f) -> bridge.wrap(new CardGroup(targets.of(checkCard(a, 1, f)))));
        ApiFunction.define(table, T, "GetCardTargetCount", (a, f) -> LuaValue.valueOf(targets.of(checkCard(a, 1, f)).size()));
        ApiFunction.define(table, T, "IsHasCardTarget", (a, f) ->
                LuaValue.valueOf(targets.has(checkCard(a, 1, f), checkCard(a, 2, f))));
        ApiFunction.define(table, T, "GetOwnerTarget", (a, f) -> bridge.wrap(new CardGroup(targets.ownersOf(checkCard(a, 1, f)))));
        ApiFunction.define(table, T, "GetOwnerTargetCount", (a, f) ->
                LuaValue.valueOf(targets.ownersOf(checkCard(a, 1, f)).size()));
    }
}
