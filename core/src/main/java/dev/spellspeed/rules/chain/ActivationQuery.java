package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.turn.Window;

import dev.spellspeed.decision.Command;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * "What could this player activate right now, if they had priority?" and "why not this card?" —
 * asked between prompts (tests, tools). While an activation prompt is pending its own window is
 * used (the events a chain window answers, EVENT_CHAINING included); otherwise the turn player in
 * an open Main Phase may start a chain with Spell Speed 1, and anyone else only respond to the
 * events that just happened.
 */
public final class ActivationQuery {
    private static final Location[] WHERE = {Location.HAND, Location.MZONE, Location.SZONE, Location.GRAVE,
            Location.REMOVED, Location.DECK, Location.EXTRA};

    private ActivationQuery() {}

    public static List<Command.Activate> available(Rules rules, int player) {
        return rules.activations().collect(player, window(rules, player));
    }

    /**
     * Why {@code player} cannot activate any card the predicate accepts now: for each such card (the
     * player's first, by location) the reason each of its effects is refused, computed by the same
     * procedure that builds the offered list; empty when one of them can be activated.
     */
    public static List<String> whyNot(Rules rules, int player, Predicate<Card> which) {
        Duel duel = rules.duel();
        Window window = window(rules, player);
        List<String> lines = new ArrayList<>();
        boolean found = false;
        for (int owner : new int[] {player, 1 - player}) {
            for (Location location : WHERE) {
                for (Card card : duel.field().cards(owner, location)) {
                    if (!which.test(card)) {
                        continue;
                    }
                    found = true;
                    List<String> reasons = rules.activations().whyNot(player, card, window);
                    if (reasons.isEmpty()) {
                        return List.of();
                    }
                    String where = card + " (" + location + (location.isOnField() ? (card.isFaceUp() ? ", face-up" : ", face-down") : "")
                            + (card.controller() != player ? ", player " + card.controller() + "'s" : "") + ")";
                    for (String reason : reasons) {
                        lines.add(where + ": " + reason);
                    }
                }
            }
        }
        return found ? lines : List.of("no such card is in the duel (hand, field, GY, banishment, Deck or Extra Deck)");
    }

    /** The pending activation prompt's window, or the one the player would have now. */
    private static Window window(Rules rules, int player) {
        Window pending = rules.activations().pendingWindow();
        if (pending != null) {
            return pending;
        }
        Duel duel = rules.duel();
        boolean idle = player == duel.turn().player() && duel.turn().phase().isMainPhase() && duel.chain().isEmpty();
        return new Window(idle, duel.triggers().peekRecentEvents(), Window.ANY);
    }
}
