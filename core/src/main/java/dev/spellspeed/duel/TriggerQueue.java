package dev.spellspeed.duel;

import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.PendingTrigger;

import java.util.ArrayList;
import java.util.List;

/**
 * What happened since the last chain window and the trigger effects waiting for it: the recent
 * events (responses may be activated to them), the pending triggers (collected when an event is
 * raised, ordered by SEGOC when the chain is built), the event batch (which events are one moment)
 * and the hold of the Damage Step (R035).
 */
public final class TriggerQueue {
    private final List<GameEvent> recentEvents = new ArrayList<>();
    private final List<PendingTrigger> pendingTriggers = new ArrayList<>();
    private int eventBatch;
    private boolean held;

    TriggerQueue() {
    }

    /** Remembers an event for the next chain window: effects that respond to it may be activated there. */
    public void addRecentEvent(GameEvent event) {
        recentEvents.add(event);
    }

    /** The events since the last chain window, which are cleared. */
    public List<GameEvent> takeRecentEvents() {
        if (recentEvents.isEmpty()) {
            return List.of(); // what the copy of none is, without making an array for it (most windows)
        }
        List<GameEvent> events = List.copyOf(recentEvents);
        recentEvents.clear();
        return events;
    }

    /** The events since the last chain window, without clearing them. */
    public List<GameEvent> peekRecentEvents() {
        return recentEvents.isEmpty() ? List.of() : List.copyOf(recentEvents);
    }

    /** Something new happens: events raised from now on belong to a later moment than those before. */
    public void newEventBatch() {
        eventBatch++;
    }

    public int eventBatch() {
        return eventBatch;
    }

    public void addPendingTrigger(PendingTrigger trigger) {
        pendingTriggers.add(trigger);
    }

    /** The triggers waiting to be activated, which are cleared. */
    public List<PendingTrigger> takePendingTriggers() {
        if (pendingTriggers.isEmpty()) {
            return List.of();
        }
        List<PendingTrigger> triggers = List.copyOf(pendingTriggers);
        pendingTriggers.clear();
        return triggers;
    }

    public boolean hasPendingTriggers() {
        return !pendingTriggers.isEmpty();
    }

    /** Triggers wait while held: in the Damage Step until after damage calculation (R035). */
    public void holdTriggers(boolean held) {
        this.held = held;
    }

    public boolean triggersHeld() {
        return held;
    }
}
