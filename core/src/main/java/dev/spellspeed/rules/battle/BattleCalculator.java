package dev.spellspeed.rules.battle;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.checks.StateCheck;
import dev.spellspeed.rules.continuous.EffectResets;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.continuous.Replacements;
import dev.spellspeed.rules.life.LifePoints;
import dev.spellspeed.rules.moves.Destruction;

import dev.spellspeed.duel.Activity;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.PendingDestruction;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.ReservedDamageStep;
import dev.spellspeed.effect.DamageValue;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.event.DuelEvent;

/**
 * Damage calculation of one battle without its windows: the Damage Step's, and the one an effect
 * performs on its own (Duel.CalculateDamage).
 */
public final class BattleCalculator {
    private final Duel duel;
    private final EffectResets resets;
    private final Events events;
    private final LifePoints lifePoints;
    private final StateCheck stateCheck;
    private final Destruction destruction;
    private final Prohibitions prohibitions;
    private final Replacements replacements;

    public BattleCalculator(Rules rules) {
        this.duel = rules.duel();
        this.resets = rules.effectResets();
        this.events = rules.events();
        this.lifePoints = rules.lifePoints();
        this.stateCheck = rules.stateCheck();
        this.destruction = rules.destruction();
        this.prohibitions = rules.prohibitions();
        this.replacements = rules.replacements();
    }

    /**
     * Duel.CalculateDamage: {@code attacker} battles {@code target} (null: the opponent directly) at once,
     * inside the effect's operation: a face-down target is flipped, damage is calculated and dealt, and
     * the monsters it destroys are marked; they leave once the chain has resolved (ygopro's effect damage
     * step). The attack going on before, if any, ends. With {@code newAttack} it counts as an attack
     * of {@code attacker}. Returns false when nothing happens: a monster is not in a Monster Zone, or
     * another effect's damage calculation is already waiting and this one is not a new attack.
     */
    public boolean calculateByEffect(Card attacker, Card target, boolean newAttack) {
        if (attacker == target || attacker.location() != Location.MZONE
                || target != null && target.location() != Location.MZONE
                || duel.battle().reservedDamageStep() != null && !newAttack) {
            return false;
        }
        Card previousAttacker = duel.battle().attacker();
        Phase previousPhase = duel.turn().phase();
        if (newAttack) {
            duel.field().countAttackMade(attacker, duel.turn().number());
            duel.turn().activity().record(Activity.ATTACK, duel.turn().player(), attacker);
        }
        duel.battle().beginAttack(attacker, target);
        duel.setPhaseQuietly(Phase.DAMAGE);
        duel.battle().startDamageStep();
        if (target != null) {
            attacker.history().recordBattlePosition(attacker.position());
            target.history().recordBattlePosition(target.position());
        }
        flipAttackTarget(target);
        duel.setPhaseQuietly(Phase.DAMAGE_CAL);
        BattleOutcome outcome = calculate(attacker, target);
        duel.battle().setDamageCalculated(true);
        resets.endPhase(Phase.DAMAGE_CAL);
        duel.setPhaseQuietly(Phase.DAMAGE);
        events.raise(new GameEvent(EventCode.BATTLED, fighters(attacker, target), null, Reason.BATTLE,
                duel.turn().player(), duel.turn().player(), 0));
        duel.battle().reserveDamageStep(new ReservedDamageStep(attacker, target, outcome.attackerDestroyed(),
                outcome.targetDestroyed(), previousAttacker, previousPhase));
        return true;
    }

    /** A face-down attack target is turned face-up before damage calculation, without being Flip Summoned (R026). */
    void flipAttackTarget(Card target) {
        if (target == null || target.isFaceUp()) {
            return;
        }
        Position from = target.position();
        Position to = from.isAttack() ? Position.FACEUP_ATTACK : Position.FACEUP_DEFENSE;
        duel.field().changePosition(target, to);
        duel.publish(new DuelEvent.PositionChanged(target, from, to));
        events.raise(new GameEvent(EventCode.FLIP, CardGroup.of(target), null, Reason.BATTLE, duel.turn().player(),
                target.controller(), 0));
    }

    /**
     * Calculates the battle by the table (R024-R026) and what changes it, deals the battle damage and
     * marks the monsters it destroys; they leave at the end of the Damage Step (R039, R041).
     */
    BattleOutcome calculate(Card attacker, Card target) {
        if (target != null) {
            attacker.history().recordBattled(target, duel.turn().number());
            target.history().recordBattled(attacker, duel.turn().number());
        }
        BattleOutcome outcome;
        if (target == null) {
            outcome = DamageCalculation.direct(attacker.attack());
        } else if (target.position().isAttack()) {
            outcome = DamageCalculation.versusAttack(attacker.attack(), target.attack());
        } else {
            outcome = DamageCalculation.versusDefense(attacker.attack(), target.defense());
            if (outcome.targetDestroyed() && duel.reach().isAffectedBy(attacker, EffectCode.PIERCE)) {
                // piercing damage is battle damage
                outcome = new BattleOutcome(false, true, 0, attacker.attack() - target.defense());
            }
        }
        outcome = applyBattleModifiers(attacker, target, outcome);
        int attackingPlayer = attacker.controller();
        // kept after the damage is dealt, until the next calculation replaces it (as ygopro's battle_damage)
        duel.battle().setBattleDamage(attackingPlayer, outcome.damageToAttackingPlayer());
        duel.battle().setBattleDamage(1 - attackingPlayer, outcome.damageToDefendingPlayer());
        lifePoints.battleDamage(attackingPlayer, outcome.damageToAttackingPlayer());
        lifePoints.battleDamage(1 - attackingPlayer, outcome.damageToDefendingPlayer());
        raiseBattleDamage(attacker, target, attackingPlayer, outcome.damageToAttackingPlayer());
        raiseBattleDamage(attacker, target, 1 - attackingPlayer, outcome.damageToDefendingPlayer());
        stateCheck.checkWin();
        outcome = replaceBattleDestruction(attacker, target, outcome);
        if (outcome.attackerDestroyed()) {
            duel.battle().markBattleDestroyed(attacker);
        }
        if (outcome.targetDestroyed() && target != null) {
            duel.battle().markBattleDestroyed(target);
        }
        return outcome;
    }

    /**
     * The monsters the battle destroys are about to be destroyed by battle (REASON_BATTLE, by the
     * other monster's controller): substitutes (EFFECT_DESTROY_SUBSTITUTE) are destroyed in their place
     * and the replacements (EFFECT_DESTROY_REPLACE) asked now, at damage calculation, as ygopro does, the
     * replacements' operations performed once all were asked; a monster spared is not destroyed by this battle.
     */
    private BattleOutcome replaceBattleDestruction(Card attacker, Card target, BattleOutcome outcome) {
        CardGroup destroying = new CardGroup();
        if (outcome.attackerDestroyed() && attacker.location() == Location.MZONE) {
            destroying.add(attacker);
        }
        if (outcome.targetDestroyed() && target != null && target.location() == Location.MZONE) {
            destroying.add(target);
        }
        if (destroying.isEmpty()) {
            return outcome;
        }
        CardGroup confirmed = destroying.copy();
        CardGroup spared = new CardGroup();
        CardGroup standingIn = new CardGroup();
        for (Card loser : confirmed) {
            duel.operation().confirmDestruction(loser, new PendingDestruction(Reason.BATTLE | Reason.DESTROY, null,
                    destroyer(loser, attacker, target)));
        }
        try {
            // a substitute (a Union "destroyed in its place") is decided first, then the replacements (ygopro)
            for (Card loser : confirmed) {
                Card substitute = prohibitions.destructionSubstitute(loser, confirmed, standingIn, Reason.BATTLE, null,
                        destroyer(loser, attacker, target));
                if (substitute != null) {
                    destroying.remove(loser);
                    spared.add(loser);
                    standingIn.add(substitute);
                }
            }
            if (!standingIn.isEmpty()) {
                destruction.destroy(standingIn, Reason.EFFECT | Reason.REPLACE, null, attacker.controller());
            }
            for (Card card : replacements.replaceDestruction(destroying, true)) {
                spared.add(card);
            }
        } finally {
            confirmed.forEach(duel.operation()::endDestruction);
        }
        if (spared.isEmpty()) {
            return outcome;
        }
        return new BattleOutcome(outcome.attackerDestroyed() && !spared.contains(attacker),
                outcome.targetDestroyed() && (target == null || !spared.contains(target)),
                outcome.damageToAttackingPlayer(), outcome.damageToDefendingPlayer());
    }

    /** The player destroying a monster by battle: the controller of the monster it battled. */
    private static int destroyer(Card loser, Card attacker, Card target) {
        Card winner = loser == attacker ? target : attacker;
        return winner != null ? winner.controller() : 1 - loser.controller();
    }

    /** "Cannot be destroyed by battle" and "you take no battle damage" change the table's outcome. */
    private BattleOutcome applyBattleModifiers(Card attacker, Card target, BattleOutcome outcome) {
        int attacking = attacker.controller();
        boolean attackerDestroyed = outcome.attackerDestroyed() && !duel.reach().isAffectedBy(attacker, EffectCode.INDESTRUCTABLE_BATTLE)
                && !prohibitions.spendDestructionShield(attacker, Reason.BATTLE, null, 1 - attacking);
        boolean targetDestroyed = outcome.targetDestroyed() && !duel.reach().isAffectedBy(target, EffectCode.INDESTRUCTABLE_BATTLE)
                && !prohibitions.spendDestructionShield(target, Reason.BATTLE, null, attacking);
        int toAttacking = changedBattleDamage(attacker, target, attacking, outcome.damageToAttackingPlayer());
        int toDefending = changedBattleDamage(attacker, target, 1 - attacking, outcome.damageToDefendingPlayer());
        toAttacking = duel.reach().playerEffect(attacking, EffectCode.AVOID_BATTLE_DAMAGE) != null ? 0 : toAttacking;
        toDefending = duel.reach().playerEffect(1 - attacking, EffectCode.AVOID_BATTLE_DAMAGE) != null ? 0 : toDefending;
        return new BattleOutcome(attackerDestroyed, targetDestroyed, toAttacking, toDefending);
    }

    /**
     * EFFECT_CHANGE_BATTLE_DAMAGE on a monster of the battle: value(e, damaged player) is the damage
     * that player takes instead, DOUBLE_DAMAGE or HALF_DAMAGE, or a negative number for no change.
     */
    private int changedBattleDamage(Card attacker, Card target, int player, int damage) {
        if (damage <= 0) {
            return damage;
        }
        for (Card fighter : fighters(attacker, target).toList()) {
            for (Effect change : duel.effects().of(fighter)) {
                if (change.code() != EffectCode.CHANGE_BATTLE_DAMAGE || !duel.reach().applies(change, fighter)) {
                    continue;
                }
                long value = EffectValue.numberOf(change, -1, change, player) & 0xffffffffL;
                if (value == DamageValue.DOUBLE_DAMAGE) {
                    damage *= 2;
                } else if (value == DamageValue.HALF_DAMAGE) {
                    damage /= 2;
                } else if (value < 0x80000000L) {
                    damage = (int) value;
                }
            }
        }
        return damage;
    }

    /**
     * EVENT_BATTLE_DAMAGE for a player who took battle damage: both monsters of the battle are its
     * cards ("if this card inflicts battle damage"), the damaged player its event player, the amount its value.
     */
    private void raiseBattleDamage(Card attacker, Card target, int player, int amount) {
        if (amount <= 0) {
            return;
        }
        events.raise(new GameEvent(EventCode.BATTLE_DAMAGE, fighters(attacker, target), null, Reason.BATTLE,
                1 - player, player, amount));
    }

    /** The monsters of a battle: the attacker, and the attack target unless the attack is direct. */
    static CardGroup fighters(Card attacker, Card target) {
        return target == null ? CardGroup.of(attacker) : CardGroup.of(attacker, target);
    }
}
