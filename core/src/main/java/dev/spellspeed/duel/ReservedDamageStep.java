package dev.spellspeed.duel;

/**
 * The rest of a Damage Step an effect started (Duel.CalculateDamage): damage was calculated inside the
 * effect's operation; the monsters it destroyed leave, and the battle's end events come, once the
 * chain has resolved (ygopro). Then the attack that was going on before, if any, is over and the phase
 * is {@code previousPhase} again.
 */
public record ReservedDamageStep(Card attacker, Card target, boolean attackerDestroyed, boolean targetDestroyed,
                                 Card previousAttacker, Phase previousPhase) {}
