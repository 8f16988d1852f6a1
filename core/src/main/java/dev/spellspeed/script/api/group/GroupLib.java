package dev.spellspeed.script.api.group;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.CardQueries;
import dev.spellspeed.script.api.CardSelection;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import java.util.Set;
import java.util.TreeSet;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import static dev.spellspeed.script.api.LuaBridge.checkGroup;

/** The {@code Group} table: groups as collections: creating, walking, adding, removing, filtering, set operators. */
public final class GroupLib {
    private static final String T = "Group";

    private GroupLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        LuaTable meta = bridge.groupMeta();

        ApiFunction.define(table, T, "CreateGroup", (a, f) -> bridge.wrap(new CardGroup()));
        ApiFunction.define(table, T, "FromCards", (a, f) -> {
            CardGroup group = new CardGroup();
            for (int i = 1; i <= a.narg(); i++) {
                group.add(LuaCards.checkCard(a, i, f));
            }
            return bridge.wrap(group);
        });
        ApiFunction.define(table, T, "KeepAlive", (a, f) -> LuaValue.NONE);
 // groups live as long as Lua holds them
        ApiFunction.define(table, T, "DeleteGroup", (a, f) -> LuaValue.NONE);
        ApiFunction.define(table, T, "Clone", (a, f) -> bridge.wrap(checkGroup(a, 1, f).copy()));
        ApiFunction.define(table, T, "GetCount", (a, f) -> LuaValue.valueOf(checkGroup(a, 1, f).size()));
        ApiFunction.define(table, T, "GetFirst", (a, f) -> bridge.wrap(checkGroup(a, 1, f).cursorFirst()));
        ApiFunction.define(table, T, "GetNext", (a, f) -> bridge.wrap(checkGroup(a, 1, f).cursorNext()));
        ApiFunction.define(table, T, "IsContains", (a, f) ->
                LuaValue.valueOf(checkGroup(a, 1, f).contains(LuaCards.checkCard(a, 2, f))));
        ApiFunction.define(table, T, "AddCard", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            group.addAll(LuaBridge.checkCards(a, 2, f));
            return a.arg(1);
        });
        ApiFunction.define(table, T, "RemoveCard", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            group.removeAll(LuaBridge.checkCards(a, 2, f));
            return a.arg(1);
        });
        ApiFunction.define(table, T, "Merge", (a, f) -> {
            checkGroup(a, 1, f).addAll(LuaBridge.checkCards(a, 2, f));
            return a.arg(1);
        });
        ApiFunction.define(table, T, "Sub", (a, f) -> {
            checkGroup(a, 1, f).removeAll(LuaBridge.checkCards(a, 2, f));
            return a.arg(1);
        });
        ApiFunction.define(table, T, "Clear", (a, f) -> {
            checkGroup(a, 1, f).clear();
            return a.arg(1);
        });
        ApiFunction.define(table, T, "Filter", (a, f) -> bridge.wrap(CardQueries.filter(bridge, checkGroup(a, 1, f),
                optFunction(a, 2, f), a.arg(3), a.subargs(4))));
        ApiFunction.define(table, T, "FilterCount", (a, f) -> LuaValue.valueOf(CardQueries.filter(bridge,
                checkGroup(a, 1, f), optFunction(a, 2, f), a.arg(3), a.subargs(4)).size()));
        ApiFunction.define(table, T, "IsExists", (a, f) -> LuaValue.valueOf(CardQueries.atLeast(bridge,
                checkGroup(a, 1, f), optFunction(a, 2, f), a.arg(4), a.subargs(5), ArgCheck.checkInt(a, 3, f))));
        ApiFunction.define(table, T, "ForEach", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            for (Card card : group.toList()) {
                bridge.scripts().call(0, CallbackRole.OTHER, fn, LuaValue.varargsOf(bridge.wrap(card), a.subargs(3)));
            }
            return LuaValue.NONE;
        });
        meta.rawset("__len", ApiFunction.of("Group.__len", (a, f) -> LuaValue.valueOf(checkGroup(a, 1, f).size())));
        meta.rawset("__add", ApiFunction.of("Group.__add", (a, f) -> {
            CardGroup union = LuaBridge.checkCards(a, 1, f).copy();
            union.addAll(LuaBridge.checkCards(a, 2, f));
            return bridge.wrap(union);
        }));
        meta.rawset("__sub", ApiFunction.of("Group.__sub", (a, f) -> {
            CardGroup difference = LuaBridge.checkCards(a, 1, f).copy();
            difference.removeAll(LuaBridge.checkCards(a, 2, f));
            return bridge.wrap(difference);
        }));
        meta.rawset("__band", ApiFunction.of("Group.__band", (a, f) -> {
            CardGroup left = LuaBridge.checkCards(a, 1, f);
            CardGroup right = LuaBridge.checkCards(a, 2, f);
            CardGroup both = new CardGroup();
            for (Card card : left) {
                if (right.contains(card)) {
                    both.add(card);
                }
            }
            return bridge.wrap(both);
        }));
        // (g, f, extra...): how many different values f(c, extra...) gives
        ApiFunction.define(table, T, "GetClassCount", (a, f) -> {
            Set<Long> classes = new TreeSet<>();
            for (Card card : checkGroup(a, 1, f).toList()) {
                classes.add(CardSelection.value(bridge, ArgCheck.checkFunction(a, 2, f), card, a.subargs(3)));
            }
            return LuaValue.valueOf(classes.size());
        });
        // (g1, g2): the same cards
        ApiFunction.define(table, "Group", "Equal", (a, f) -> {
            CardGroup first = LuaBridge.checkGroup(a, 1, f);
            CardGroup second = LuaBridge.checkGroup(a, 2, f);
            if (first.size() != second.size()) {
                return LuaValue.FALSE;
            }
            for (Card card : first) {
                if (!second.contains(card)) {
                    return LuaValue.FALSE;
                }
            }
            return LuaValue.TRUE;
        });
        // (g, f, excepted card or nil, extra...): takes out of g the cards for which f(c, extra...) holds
        ApiFunction.define(table, "Group", "Remove", (a, f) -> {
            CardGroup cards = LuaBridge.checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            Card except = a.arg(3).isnil() ? null : LuaCards.checkCard(a, 3, f);
            for (Card card : cards.toList()) {
                if (card != except && CardQueries.filter(bridge, CardGroup.of(card), fn, LuaValue.NIL, a.subargs(4)).size() == 1) {
                    cards.remove(card);
                }
            }
            return LuaValue.NONE;
        });
    }

    private static LuaValue optFunction(Varargs a, int index, String f) {
        LuaValue v = a.arg(index);
        if (!v.isnil() && !v.isfunction()) {
            throw ArgCheck.error(f, index, "a function or nil", v);
        }
        return v;
    }
}
