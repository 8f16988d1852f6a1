package dev.spellspeed.script.api;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.List;

import static dev.spellspeed.script.api.LuaBridge.checkGroup;

/** The {@code Group} table: ygopro's card groups (sets of cards with a cursor) and their operators. */
final class GroupLib {
    private static final String T = "Group";

    private GroupLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);

        ApiFunction.define(t, T, "CreateGroup", (a, f) -> bridge.wrap(new CardGroup()));
        ApiFunction.define(t, T, "FromCards", (a, f) -> {
            CardGroup group = new CardGroup();
            for (int i = 1; i <= a.narg(); i++) {
                group.add(LuaCards.checkCard(a, i, f));
            }
            return bridge.wrap(group);
        });
        ApiFunction.define(t, T, "KeepAlive", (a, f) -> LuaValue.NONE); // groups live as long as Lua holds them
        ApiFunction.define(t, T, "DeleteGroup", (a, f) -> LuaValue.NONE);
        ApiFunction.define(t, T, "Clone", (a, f) -> bridge.wrap(checkGroup(a, 1, f).copy()));
        ApiFunction.define(t, T, "GetCount", (a, f) -> LuaValue.valueOf(checkGroup(a, 1, f).size()));
        ApiFunction.define(t, T, "GetFirst", (a, f) -> bridge.wrap(checkGroup(a, 1, f).cursorFirst()));
        ApiFunction.define(t, T, "GetNext", (a, f) -> bridge.wrap(checkGroup(a, 1, f).cursorNext()));
        ApiFunction.define(t, T, "IsContains", (a, f) ->
                LuaValue.valueOf(checkGroup(a, 1, f).contains(LuaCards.checkCard(a, 2, f))));
        ApiFunction.define(t, T, "AddCard", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            group.addAll(LuaBridge.checkCards(a, 2, f));
            return a.arg(1);
        });
        ApiFunction.define(t, T, "RemoveCard", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            group.removeAll(LuaBridge.checkCards(a, 2, f));
            return a.arg(1);
        });
        ApiFunction.define(t, T, "Merge", (a, f) -> {
            checkGroup(a, 1, f).addAll(LuaBridge.checkCards(a, 2, f));
            return a.arg(1);
        });
        ApiFunction.define(t, T, "Sub", (a, f) -> {
            checkGroup(a, 1, f).removeAll(LuaBridge.checkCards(a, 2, f));
            return a.arg(1);
        });
        ApiFunction.define(t, T, "Clear", (a, f) -> {
            checkGroup(a, 1, f).clear();
            return a.arg(1);
        });
        ApiFunction.define(t, T, "Filter", (a, f) -> bridge.wrap(CardQueries.filter(bridge, checkGroup(a, 1, f),
                optFunction(a, 2, f), a.arg(3), a.subargs(4))));
        ApiFunction.define(t, T, "FilterCount", (a, f) -> LuaValue.valueOf(CardQueries.filter(bridge,
                checkGroup(a, 1, f), optFunction(a, 2, f), a.arg(3), a.subargs(4)).size()));
        ApiFunction.define(t, T, "IsExists", (a, f) -> LuaValue.valueOf(CardQueries.atLeast(bridge,
                checkGroup(a, 1, f), optFunction(a, 2, f), a.arg(4), a.subargs(5), ArgCheck.checkInt(a, 3, f))));
        ApiFunction.define(t, T, "ForEach", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            for (Card card : group.toList()) {
                bridge.scripts().call(0, CallbackRole.OTHER, fn, LuaValue.varargsOf(bridge.wrap(card), a.subargs(3)));
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(t, T, "Select", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            int player = ArgCheck.checkInt(a, 2, f);
            int min = ArgCheck.checkInt(a, 3, f);
            int max = ArgCheck.checkInt(a, 4, f);
            CardGroup candidates = CardQueries.filter(bridge, group, LuaValue.NIL, a.arg(5), LuaValue.NONE);
            return bridge.wrap(select(bridge, player, candidates, min, max));
        });
        ApiFunction.define(t, T, "RandomSelect", (a, f) -> {
            List<Card> pool = checkGroup(a, 1, f).toList();
            int count = Math.min(ArgCheck.checkInt(a, 3, f), pool.size());
            CardGroup chosen = new CardGroup();
            for (int i = 0; i < count; i++) {
                chosen.add(pool.remove(bridge.duel().random().nextInt(pool.size())));
            }
            return bridge.wrap(chosen);
        });

        LuaTable meta = bridge.groupMeta();
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
    }

    /** Asks a player to choose {@code min}..{@code max} cards of a group. */
    static CardGroup select(LuaBridge bridge, int player, CardGroup candidates, int min, int max) {
        int upper = Math.min(max, candidates.size());
        int lower = Math.min(min, upper);
        if (upper == 0) {
            return new CardGroup(); // nothing to choose from: nobody is asked
        }
        List<Card> chosen = bridge.duel().ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                "select " + (lower == upper ? String.valueOf(lower) : lower + "-" + upper) + " card(s)",
                candidates.toList(), lower, upper));
        return new CardGroup(chosen);
    }

    private static LuaValue optFunction(Varargs a, int index, String f) {
        LuaValue v = a.arg(index);
        if (!v.isnil() && !v.isfunction()) {
            throw ArgCheck.error(f, index, "a function or nil", v);
        }
        return v;
    }
}
