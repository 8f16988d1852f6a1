package dev.spellspeed.duel;

import dev.spellspeed.effect.Effect;

/**
 * A card about to be destroyed, before it moves (ygopro's STATUS_DESTROY_CONFIRMED): the reason
 * (REASON_DESTROY with REASON_EFFECT, REASON_BATTLE, …), effect and player it is being destroyed
 * by, and where it is going (Card.GetDestination). Scripts asked about the card meanwhile (a
 * replacement's target and value) read these.
 */
public record PendingDestruction(long reason, Effect reasonEffect, int reasonPlayer, Location destination) {
    /** A destruction that sends the card to the GY. */
    public PendingDestruction(long reason, Effect reasonEffect, int reasonPlayer) {
        this(reason, reasonEffect, reasonPlayer, Location.GRAVE);
    }
}
