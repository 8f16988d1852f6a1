package dev.spellspeed.script.api.group;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.CardSums;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.rules.summon.SumChoice;
import dev.spellspeed.rules.summon.SumSelection;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.CardSelection;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import java.util.ArrayList;
import java.util.List;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import static dev.spellspeed.script.api.LuaBridge.checkGroup;

/** The {@code Group} table: sums over a group's cards: totals, extremes, and selections adding up to a value. */
public final class GroupSumLib {
    private static final String T = "Group";

    private GroupSumLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();

        // (f, sum, ...): some of the cards' f(c, ...) add up to at least sum with none to spare
        ApiFunction.define(table, "Group", "CheckWithSumGreater", (a, f) -> {
            CardGroup cards = LuaBridge.checkCards(a, 1, f);
            LuaValue fn = a.checkfunction(2);
            int sum = ArgCheck.checkInt(a, 3, f);
            Varargs extra = a.subargs(4);
            // the cards Duel.SetSelectedCard named must be part of it (they are used up by asking)
            List<Card> must = duel.operation().takeMustSelect();
            List<Card> candidates = new ArrayList<>(must);
            cards.toList().stream().filter(c -> !must.contains(c)).forEach(candidates::add);
            return LuaValue.valueOf(new SumSelection(candidates, c -> value(bridge, fn, c, extra), sum).possibleWith(must));
        });
        // (player, f, sum, ...): the player picks cards one by one until they reach sum with none to spare
        ApiFunction.define(table, "Group", "SelectWithSumGreater", (a, f) -> {
            CardGroup cards = LuaBridge.checkCards(a, 1, f);
            int player = LuaArgs.player(a, 2, f);
            LuaValue fn = a.checkfunction(3);
            int sum = ArgCheck.checkInt(a, 4, f);
            Varargs extra = a.subargs(5);
            List<Card> must = duel.operation().takeMustSelect();
            List<Card> candidates = new ArrayList<>(must);
            cards.toList().stream().filter(c -> !must.contains(c)).forEach(candidates::add);
            SumSelection selection = new SumSelection(candidates, c -> value(bridge, fn, c, extra), sum);
            List<Card> picked = new ArrayList<>(must);
            if (!selection.possibleWith(must)) {
                return bridge.wrap(new CardGroup());
            }
            while (!selection.complete(picked)) {
                List<Card> options = selection.next(picked);
                if (options.isEmpty()) {
                    break;
                }
                picked.addAll(duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                        "select a card to reach a total of " + sum, options, 1, 1)));
            }
            picked.removeAll(must); // the required cards are not part of the answer (ygopro)
            return bridge.wrap(new CardGroup(picked));
        });
        ApiFunction.define(table, T, "GetSum", (a, f) -> {
            long sum = 0;
            for (Card card : checkGroup(a, 1, f).toList()) {
                sum += CardSelection.value(bridge, ArgCheck.checkFunction(a, 2, f), card, a.subargs(3));
            }
            return LuaValue.valueOf((int) sum);
        });
        // (g, f, extra...): the cards with the highest value and that value; nothing for an empty group
        ApiFunction.define(table, T, "GetMaxGroup", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            if (group.isEmpty()) {
                return LuaValue.NONE;
            }
            CardGroup best = new CardGroup();
            long max = Long.MIN_VALUE;
            for (Card card : group.toList()) {
                long v = CardSelection.value(bridge, fn, card, a.subargs(3));
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
        ApiFunction.define(table, T, "CheckWithSumEqual", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            int target = ArgCheck.checkInt(a, 3, f);
            int min = ArgCheck.checkInt(a, 4, f);
            int max = ArgCheck.checkInt(a, 5, f);
            // the cards Duel.SetSelectedCard named must be part of it (they are used up by asking)
            List<Card> must = bridge.duel().operation().takeMustSelect();
            List<Long> required = new ArrayList<>();
            for (Card card : must) {
                required.add(CardSelection.value(bridge, fn, card, a.subargs(6)) & 0xffffffffL);
            }
            List<Long> values = new ArrayList<>();
            for (Card card : group.toList()) {
                if (!must.contains(card)) {
                    values.add(CardSelection.value(bridge, fn, card, a.subargs(6)) & 0xffffffffL);
                }
            }
            return LuaValue.valueOf(must.isEmpty() ? CardSums.canSumExactly(values, target, min, max, bridge.duel().work())
                    : CardSums.canCompleteExactly(required, values, target, min, max, bridge.duel().work()));
        });
        // (g, player, f, sum, min, max, extra...): the player picks min..max cards whose f values add up to sum
        ApiFunction.define(table, "Group", "SelectWithSumEqual", (a, f) -> {
            CardGroup cards = LuaBridge.checkGroup(a, 1, f);
            int player = LuaArgs.player(a, 2, f);
            LuaValue fn = ArgCheck.checkFunction(a, 3, f);
            int sum = ArgCheck.checkInt(a, 4, f);
            int min = Math.max(0, ArgCheck.checkInt(a, 5, f));
            int max = Math.max(min, ArgCheck.checkInt(a, 6, f));
            if (max > 255) {
                throw new org.luaj.vm2.LuaError(f + ": parameter \"max\" exceeded 255.");
            }
            java.util.Map<Card, Long> values = new java.util.IdentityHashMap<>();
            List<Card> must = duel.operation().takeMustSelect();
            List<Card> candidates = new java.util.ArrayList<>(cards.toList());
            candidates.removeAll(must);
            for (Card card : must) {
                values.put(card, CardSelection.value(bridge, fn, card, a.subargs(7)) & 0xffffffffL);
            }
            for (Card card : candidates) {
                values.put(card, CardSelection.value(bridge, fn, card, a.subargs(7)) & 0xffffffffL);
            }
            List<Card> picked = new SumChoice(values::get, sum, min, max)
                    .choose(must, candidates, options -> duel.ask(new SelectPrompt(player,
                            PromptKind.SELECT_CARDS, "select cards adding up to " + sum,
                            options.options(), options.mayStop() ? 0 : 1, 1)));
            return bridge.wrap(new CardGroup(picked));
        });
        // (g, f, extra...): the cards with the lowest value and that value; nothing for an empty group
        ApiFunction.define(table, "Group", "GetMinGroup", (a, f) -> {
            CardGroup cards = LuaBridge.checkGroup(a, 1, f);
            LuaValue fn = ArgCheck.checkFunction(a, 2, f);
            if (cards.isEmpty()) {
                return LuaValue.NONE;
            }
            CardGroup lowest = new CardGroup();
            long min = Long.MAX_VALUE;
            for (Card card : cards.toList()) {
                long v = CardSelection.value(bridge, fn, card, a.subargs(3));
                if (v < min) {
                    lowest.clear();
                    min = v;
                }
                if (v == min) {
                    lowest.add(card);
                }
            }
            return LuaValue.varargsOf(bridge.wrap(lowest), LuaValue.valueOf((int) min));
        });
    }

    private static int value(LuaBridge bridge, LuaValue fn, Card card, Varargs extra) {
        return fn.invoke(LuaValue.varargsOf(bridge.wrap(card), extra)).arg1().toint();
    }
}
