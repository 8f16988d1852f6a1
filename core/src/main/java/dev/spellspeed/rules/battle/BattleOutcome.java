package dev.spellspeed.rules.battle;

/**
 * The result of damage calculation for one battle.
 *
 * @param attackerDestroyed the attacking monster is destroyed by battle
 * @param targetDestroyed the attacked monster is destroyed by battle
 * @param damageToAttackingPlayer battle damage the attacking monster's controller takes
 * @param damageToDefendingPlayer battle damage the other player takes
 */
public record BattleOutcome(boolean attackerDestroyed, boolean targetDestroyed,
                            int damageToAttackingPlayer, int damageToDefendingPlayer) {
}
