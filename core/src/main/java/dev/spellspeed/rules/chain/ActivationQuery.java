package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.turn.Window;

import dev.spellspeed.decision.Command;
import dev.spellspeed.duel.Duel;

import java.util.List;

/**
 * "What could this player activate right now, if they had priority?" — asked between prompts
 * (tests, tools). The turn player in an open Main Phase may also start a chain with Spell Speed 1;
 * anyone else only what may respond to the events that just happened.
 */
public final class ActivationQuery {
    private ActivationQuery() {}

    public static List<Command.Activate> available(Rules rules, int player) {
        Duel duel = rules.duel();
        boolean idle = player == duel.turn().player() && duel.turn().phase().isMainPhase() && duel.chain().isEmpty();
        Window window = new Window(idle, duel.triggers().peekRecentEvents(), Window.ANY);
        return rules.activations().available(player, window);
    }
}
