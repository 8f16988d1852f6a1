package dev.spellspeed.effect;

/**
 * A trigger effect whose event has happened, waiting for the next point at which triggers are
 * activated. {@code batch} says which "moment" raised the event: an optional "when" trigger may only
 * be activated if nothing happened after its event (R053-R057).
 */
public record PendingTrigger(Effect effect, GameEvent event, int batch) {
}
