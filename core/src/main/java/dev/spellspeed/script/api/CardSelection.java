package dev.spellspeed.script.api;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.lua53.LuaIntegers;
import java.util.List;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;


/** Cards chosen by a player through the API, and the values a script's function gives cards for sums. */
public final class CardSelection {
    private CardSelection() {}

    /** Asks a player to choose {@code min}..{@code max} cards of a group. */
    public static CardGroup select(LuaBridge bridge, int player, CardGroup candidates, int min, int max) {
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

    /** A card's value from a script function f(c, extra...): an integer, numbers rounded down, anything else 0 (as ygopro reads it). */
    public static long value(LuaBridge bridge, LuaValue fn, Card card, Varargs extra) {
        LuaValue v = bridge.scripts().call(0, CallbackRole.OTHER, fn, LuaValue.varargsOf(bridge.wrap(card), extra)).arg1();
        if (v.type() != LuaValue.TNUMBER) {
            return 0;
        }
        Long exact = LuaIntegers.tryToLong(v);
        return exact != null ? (int) (long) exact : (int) v.todouble();
    }
}
