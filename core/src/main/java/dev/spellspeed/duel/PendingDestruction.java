package dev.spellspeed.duel;

import dev.spellspeed.effect.Effect;

/**
 * A card about to be destroyed, before it moves (ygopro's STATUS_DESTROY_CONFIRMED): the reason
 * (REASON_DESTROY with REASON_EFFECT, REASON_BATTLE, …), effect and player it is being destroyed
 * by. Scripts asked about the card meanwhile (a replacement's target and value) read these.
 */
public record PendingDestruction(long reason, Effect reasonEffect, int reasonPlayer) {}
