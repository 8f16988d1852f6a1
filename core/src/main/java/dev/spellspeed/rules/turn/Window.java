package dev.spellspeed.rules.turn;

import dev.spellspeed.effect.GameEvent;

import java.util.List;

/**
 * The moment a player is asked to act: whether it is the turn player's open Main Phase (where
 * Spell Speed 1 may start a chain), the events that just happened (effects responding to them may
 * be activated), and, for the summon-negation window, the only event code allowed.
 */
public record Window(boolean idle, List<GameEvent> events, long onlyCode) {
    public static final long ANY = 0;

    public Window {
        events = List.copyOf(events);
    }

    public static Window idle(List<GameEvent> events) {
        return new Window(true, events, ANY);
    }

    public static Window respond(List<GameEvent> events) {
        return new Window(false, events, ANY);
    }
}
