package dev.spellspeed.rules.turn;

import dev.spellspeed.rules.Events;

import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;

/** Entering a phase or step: it begins, and its "at the start of" and "during" events are raised. */
public final class Phases {
    private final Duel duel;
    private final Events events;

    public Phases(Duel duel, Events events) {
        this.duel = duel;
        this.events = events;
    }

    /** Enters a phase or step and raises its start event. */
    public void start(Phase phase) {
        duel.enterPhase(phase);
        duel.triggers().newEventBatch();
        events.raise(new GameEvent(EventCode.PHASE_START + phase.mask(), new CardGroup(), null, Reason.RULE, duel.turn().player(),
                duel.turn().player(), 0));
        // "during the X Phase" effects react from the start of the phase
        events.raise(new GameEvent(EventCode.PHASE + phase.mask(), new CardGroup(), null, Reason.RULE, duel.turn().player(),
                duel.turn().player(), 0));
    }
}
