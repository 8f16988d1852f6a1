package dev.spellspeed.event;

/** Receives every event of a duel, in order, on the duel's thread. */
@FunctionalInterface
public interface DuelObserver {
    void onEvent(DuelEvent event);
}
