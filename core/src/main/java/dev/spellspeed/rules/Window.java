package dev.spellspeed.rules;

import dev.spellspeed.effect.GameEvent;

import java.util.List;

/**
 * The moment a player is asked to act: whether it is the turn player's open Main Phase (where
 * Spell Speed 1 may start a chain), the events that just happened (effects responding to them may
 * be activated), and, for the summon-negation window, the only event code allowed.
 */
record Window(boolean idle, List<GameEvent> events, long onlyCode) {
    static final long ANY = 0;

    Window {
        events = List.copyOf(events);
    }

    static Window idle(List<GameEvent> events) {
        return new Window(true, events, ANY);
    }

    static Window respond(List<GameEvent> events) {
        return new Window(false, events, ANY);
    }
}
