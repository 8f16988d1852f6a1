package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.LastingTargets;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/**
 * Lasting card targets (ygopro's Card.SetCardTarget family): a card keeps the cards its effect
 * applies to, until either leaves the field or turns face-down (see {@link LastingTargets}).
 */
final class CardTargetLib {
    private static final String T = "Card";

    private CardTargetLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        LastingTargets targets = bridge.duel().field().targets();

        ApiFunction.define(t, T, "SetCardTarget", (a, f) -> {
            targets.link(checkCard(a, 1, f), checkCard(a, 2, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "CancelCardTarget", (a, f) -> {
            targets.cancel(checkCard(a, 1, f), checkCard(a, 2, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "GetFirstCardTarget", (a, f) -> bridge.wrap(targets.first(checkCard(a, 1, f))));
        ApiFunction.define(t, T, "GetCardTarget", (a, f) -> bridge.wrap(new CardGroup(targets.of(checkCard(a, 1, f)))));
        ApiFunction.define(t, T, "GetCardTargetCount", (a, f) -> LuaValue.valueOf(targets.of(checkCard(a, 1, f)).size()));
        ApiFunction.define(t, T, "IsHasCardTarget", (a, f) ->
                LuaValue.valueOf(targets.has(checkCard(a, 1, f), checkCard(a, 2, f))));
        ApiFunction.define(t, T, "GetOwnerTarget", (a, f) -> bridge.wrap(new CardGroup(targets.ownersOf(checkCard(a, 1, f)))));
        ApiFunction.define(t, T, "GetOwnerTargetCount", (a, f) ->
                LuaValue.valueOf(targets.ownersOf(checkCard(a, 1, f)).size()));
    }
}
