package dev.spellspeed.script.api.card;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: a card's relations to effects, chain links and other cards. */
public final class CardRelationLib {
    private static final String T = "Card";

    private CardRelationLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();

        ApiFunction.define(table, "Card", "IsRelateToEffect", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(duel.chain().isRelated(c, LuaBridge.checkEffect(a, 2, f)));
        });
        ApiFunction.define(table, "Card", "IsRelateToChain", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            ChainLink link = duel.chain().current();
            return LuaValue.valueOf(link != null && link.isRelated(c));
        });
        // (c, e): related to e's link, or to e itself when it is not on the chain (an effect run by another)
        ApiFunction.define(table, "Card", "CreateEffectRelation", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            duel.chain().relate(c, LuaBridge.checkEffect(a, 2, f));
            return LuaValue.NONE;
        });
        // (c, other, reset): c stays related to other until c moves as the RESET_EVENT bits say
        ApiFunction.define(table, T, "CreateRelation", (a, f) -> {
            Card card = checkCard(a, 1, f);
            card.relate(checkCard(a, 2, f), ArgCheck.checkInteger(a, 3, f));
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "IsRelateToCard", (a, f) -> {
            Card card = checkCard(a, 1, f);
            return LuaValue.valueOf(card.isRelatedTo(checkCard(a, 2, f)));
        });
        // (c, e): c is no longer related to e's link
        ApiFunction.define(table, T, "ReleaseEffectRelation", (a, f) -> {
            bridge.duel().chain().unrelate(checkCard(a, 1, f), LuaBridge.checkEffect(a, 2, f));
            return LuaValue.NONE;
        });
        // c is no longer related to any effect on the chain
        ApiFunction.define(table, T, "ClearEffectRelation", (a, f) -> {
            bridge.duel().chain().unrelateEverywhere(checkCard(a, 1, f));
            return LuaValue.NONE;
        });
    }
}
