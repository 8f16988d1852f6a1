package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.turn.Window;

import dev.spellspeed.decision.Command;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectDescription;
import dev.spellspeed.effect.EffectType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
                    List<String> reasons = reasons(rules.activations(), rules.duel(), player, card, window);
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

    /**
     * Why {@code player} cannot activate {@code card} in the window: one line per effect of the card
     * ("card activation (effect #3): it was Set this turn…"), or an empty list when one of them can.
     */
    private static List<String> reasons(Activations activations, Duel duel, int player, Card card, Window window) {
        // effects refused alike share a line (a Trap answering three summon events): name and reason -> ids
        Map<List<String>, List<Integer>> ids = new LinkedHashMap<>();
        for (Effect effect : duel.effects().of(card)) {
            if (!effect.hasType(EffectType.ACTIVATED)) {
                continue; // continuous and equip effects are not activated: nothing to explain
            }
            String reason;
            if (effect.hasType(EffectType.QUICK_F)) {
                reason = "a mandatory quick effect is never offered; it activates by itself when its event happens";
            } else {
                ActivationRefusal[] refusal = new ActivationRefusal[1];
                if (activations.judge(player, card, effect, window, r -> refusal[0] = r) != null) {
                    return List.of();
                }
                reason = refusal[0] == null ? "refused" : refusal[0].reason();
            }
            ids.computeIfAbsent(List.of(EffectDescription.kind(effect.type()) + describedAs(effect), reason),
                    k -> new ArrayList<>()).add(effect.id());
        }
        List<String> reasons = new ArrayList<>();
        ids.forEach((key, numbers) -> reasons.add(key.get(0) + " (effect" + (numbers.size() > 1 ? "s " : " ")
                + String.join(", ", numbers.stream().map(n -> "#" + n).toList()) + "): " + key.get(1)));
        if (reasons.isEmpty()) {
            reasons.add("it has no effect that is activated (no EFFECT_TYPE_ACTIVATE, IGNITION or QUICK effect registered)");
        }
        return reasons;
    }

    private static String describedAs(Effect effect) {
        String text = EffectDescription.text(effect);
        return text == null ? "" : " \"" + text + "\"";
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
