package dev.spellspeed.script.api.group;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.CardQueries;
import dev.spellspeed.script.api.CardSelection;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import java.util.List;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaBridge.checkGroup;

/** The {@code Group} table: selecting cards of a group: the player chooses, or chance does. */
public final class GroupSelectLib {
    private static final String T = "Group";

    private GroupSelectLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);

        ApiFunction.define(table, T, "Select", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            int player = ArgCheck.checkInt(a, 2, f);
            int min = ArgCheck.checkInt(a, 3, f);
            int max = ArgCheck.checkInt(a, 4, f);
            CardGroup candidates = CardQueries.filter(bridge, group, LuaValue.NIL, a.arg(5), LuaValue.NONE);
            return bridge.wrap(CardSelection.select(bridge, player, candidates, min, max));
        });
        ApiFunction.define(table, T, "RandomSelect", (a, f) -> {
            List<Card> pool = checkGroup(a, 1, f).toList();
            int count = Math.min(ArgCheck.checkInt(a, 3, f), pool.size());
            CardGroup chosen = new CardGroup();
            for (int i = 0; i < count; i++) {
                chosen.add(pool.remove(bridge.duel().random().nextInt(pool.size())));
            }
            return bridge.wrap(chosen);
        });
        // (g, player, filter, min, max, excluded, extra...)
        ApiFunction.define(table, T, "FilterSelect", (a, f) -> {
            CardGroup group = checkGroup(a, 1, f);
            int player = LuaArgs.player(a, 2, f);
            CardGroup candidates = CardQueries.filter(bridge, group, ArgCheck.checkFunction(a, 3, f), a.arg(6),
                    a.subargs(7));
            return bridge.wrap(CardSelection.select(bridge, player, candidates, ArgCheck.checkInt(a, 4, f),
                    ArgCheck.checkInt(a, 5, f)));
        });
        // (g, player, min, max, excluded): the selection, or nil if the player cancels
        ApiFunction.define(table, T, "CancelableSelect", (a, f) -> {
            CardGroup candidates = CardQueries.filter(bridge, checkGroup(a, 1, f), LuaValue.NIL, a.arg(5), LuaValue.NONE);
            int player = LuaArgs.player(a, 2, f);
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
        ApiFunction.define(table, T, "SelectUnselect", (a, f) -> {
            CardGroup selectable = checkGroup(a, 1, f);
            CardGroup selected = a.arg(2).isnil() ? new CardGroup() : checkGroup(a, 2, f);
            int player = LuaArgs.player(a, 3, f);
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
}
