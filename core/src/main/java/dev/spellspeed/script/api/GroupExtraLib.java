package dev.spellspeed.script.api;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.CardSums;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.lua53.LuaIntegers;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static dev.spellspeed.script.api.LuaBridge.checkGroup;

/** More of the {@code Group} table: values over a group's cards (sums, classes, maxima) and the selections with a way out. */
final class GroupExtraLib {
    private static final String T = "Group";

    private GroupExtraLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);

        // (g, f, extra...): how many different values f(c, extra...) gives
        ApiFunction.define(t, T, "GetClassCount", (a, f) -> {
            Set<Long> classes = new TreeSet<>();
            for (Card card : checkGroup(a, 1, f).toList()) {
                classes.add(value(bridge, ArgCheck.checkFunction(a, 2, f), card, a.subargs(3)));
            }
            return LuaValue.valueOf(classes.size());
        });
        ApiFunction.define(t, T, "GetSum", (a, f) -> {
            long sum = 0;
            for (Card card : checkGroup(a, 1, f).toList()) {
                sum += value(bridge, ArgCheck.checkFunction(a, 2, f), card, a.subargs(3));
            }
            return LuaValue.valueOf((int) sum);
        });
        // (g, f, extra...): the cards with the highest value and that value; nothing for an empty group
        ApiFunction.define(t, T, "GetMaxGroup", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            if (group.isEmpty()) {
                return LuaValue.NONE;
            }
            CardGroup best = new CardGroup();
            long max = Long.MIN_VALUE;
            for (Card card : group.toList()) {
                long v = value(bridge, fn, card, a.subargs(3));
                if (v > max) {
                    best.clear();
                    max = v;
                }
                if (v == max) {
                    best.add(card);
                }
            }
            return LuaValue.varargsOf(bridge.wrap(best), LuaValue.valueOf((int) max));
        });
        // (g, f, sum, min, max, extra...): can min..max of the cards have values adding up to sum?
        ApiFunction.define(t, T, "CheckWithSumEqual", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            int target = ArgCheck.checkInt(a, 3, f);
            int min = ArgCheck.checkInt(a, 4, f);
            int max = ArgCheck.checkInt(a, 5, f);
            // the cards Duel.SetSelectedCard named must be part of it (they are used up by asking)
            List<Card> must = bridge.duel().takeMustSelect();
            List<Long> required = new ArrayList<>();
            for (Card card : must) {
                required.add(value(bridge, fn, card, a.subargs(6)) & 0xffffffffL);
            }
            List<Long> values = new ArrayList<>();
            for (Card card : group.toList()) {
                if (!must.contains(card)) {
                    values.add(value(bridge, fn, card, a.subargs(6)) & 0xffffffffL);
                }
            }
            return LuaValue.valueOf(must.isEmpty() ? CardSums.canSumExactly(values, target, min, max)
                    : CardSums.canCompleteExactly(required, values, target, min, max));
        });
        // (g, player, filter, min, max, excluded, extra...)
        ApiFunction.define(t, T, "FilterSelect", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            int player = DuelLib.player(a, 2, f);
            CardGroup candidates = CardQueries.filter(bridge, group, ArgCheck.checkFunction(a, 3, f), a.arg(6),
                    a.subargs(7));
            return bridge.wrap(GroupLib.select(bridge, player, candidates, ArgCheck.checkInt(a, 4, f),
                    ArgCheck.checkInt(a, 5, f)));
        });
        // (g, player, min, max, excluded): the selection, or nil if the player cancels
        ApiFunction.define(t, T, "CancelableSelect", (a, f) -> {
            CardGroup candidates = CardQueries.filter(bridge, checkGroup(a, 1, f), LuaValue.NIL, a.arg(5), LuaValue.NONE);
            int player = DuelLib.player(a, 2, f);
            int max = Math.min(ArgCheck.checkInt(a, 4, f), candidates.size());
            int min = Math.min(ArgCheck.checkInt(a, 3, f), max);
            if (max <= 0) {
                return LuaValue.NIL;
            }
            // the prompt has no cancel button: an answer with fewer cards than required is the cancel
            List<Card> chosen = bridge.duel().ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                    "select " + min + "-" + max + " card(s), or fewer than " + min + " to cancel", candidates.toList(),
                    0, max));
            return chosen.size() < Math.max(min, 1) ? LuaValue.NIL : bridge.wrap(new CardGroup(chosen));
        });
        // (selectable, selected or nil, player[, finishable, cancelable, min, max]): one card to add or take back, nil when done
        ApiFunction.define(t, T, "SelectUnselect", (a, f) -> {
            CardGroup selectable = checkGroup(a, 1, f);
            CardGroup selected = a.arg(2).isnil() ? new CardGroup() : checkGroup(a, 2, f);
            int player = DuelLib.player(a, 3, f);
            boolean finishable = a.arg(4).toboolean();
            boolean cancelable = a.arg(5).toboolean();
            List<Card> candidates = selectable.toList();
            for (Card card : selected) {
                if (selectable.contains(card)) {
                    return LuaValue.NONE; // a card cannot be both to select and to unselect
                }
                candidates.add(card);
            }
            if (candidates.isEmpty()) {
                return LuaValue.NONE;
            }
            // finishing or cancelling is answering with no card
            int least = finishable || cancelable ? 0 : 1;
            List<Card> chosen = bridge.duel().ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                    "select a card, or select a selected card again to take it back"
                            + (least == 0 ? " (none: done)" : ""), candidates, least, 1));
            return chosen.isEmpty() ? LuaValue.NIL : bridge.wrap(chosen.get(0));
        });
    }

    /** A card's value from a script function f(c, extra...): an integer, numbers rounded down, anything else 0 (as ygopro reads it). */
    static long value(LuaBridge bridge, LuaValue fn, Card card, Varargs extra) {
        LuaValue v = bridge.scripts().call(0, CallbackRole.OTHER, fn, LuaValue.varargsOf(bridge.wrap(card), extra)).arg1();
        if (v.type() != LuaValue.TNUMBER) {
            return 0;
        }
        Long exact = LuaIntegers.tryToLong(v);
        return exact != null ? (int) (long) exact : (int) v.todouble();
    }
}
