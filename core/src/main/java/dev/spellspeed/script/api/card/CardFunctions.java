package dev.spellspeed.script.api.card;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** How the Card table's simple functions are defined (a number, a mask test, a predicate of the card) and what several of them read. */
final class CardFunctions {
    private static final String T = "Card";

    private CardFunctions() {}

    /** ygopro's archetype match: same base (low 12 bits) and every bit of the asked set code present. */
    static boolean isSetCard(CardData data, long setname) {
        for (int code : data.setcodes()) {
            if ((code & 0xfff) == (setname & 0xfff) && (code & setname) == setname) {
                return true;
            }
        }
        return false;
    }

    /** Xyz monsters have a Rank and Link monsters a Link rating, not a Level: their Level reads 0 (as in ygopro). */
    static boolean hasLevel(Card c) {
        return c.isMonster() && !c.data().isLink() && !c.data().is(CardType.XYZ);
    }

    static void number(LuaTable t, String name, ToLongFunction<Card> value) {
        ApiFunction.define(t, T, name, (a, f) -> LuaValue.valueOf((double) value.applyAsLong(checkCard(a, 1, f))));
    }

    static void mask(LuaTable t, String name, ToLongFunction<Card> value) {
        ApiFunction.define(t, T, name, (a, f) ->
                LuaValue.valueOf((value.applyAsLong(checkCard(a, 1, f)) & ArgCheck.checkInteger(a, 2, f)) != 0));
    }

    static long originalCode(Card c) {
        return c.data().alias() != 0 ? c.data().alias() : c.code();
    }

    /** True if the data belongs to any of the archetypes given from argument 2 on (nil ones skipped). */
    static LuaValue anySet(Varargs a, String f, CardData data) {
        for (int i = 2; i <= a.narg(); i++) {
            if (!a.arg(i).isnil() && CardFunctions.isSetCard(data, ArgCheck.checkInteger(a, i, f))) {
                return LuaValue.TRUE;
            }
        }
        return LuaValue.FALSE;
    }

    /** The card's reason: while it is about to be destroyed, that destruction's; else its latest move's. */
    static long reason(LuaBridge bridge, Card c) {
        var pending = bridge.duel().operation().pendingDestruction(c);
        return pending != null ? pending.reason() : c.lastReason();
    }

    static void predicate(LuaTable t, String name, Function<Card, Boolean> test) {
        ApiFunction.define(t, T, name, (a, f) -> LuaValue.valueOf(test.apply(checkCard(a, 1, f))));
    }
}
