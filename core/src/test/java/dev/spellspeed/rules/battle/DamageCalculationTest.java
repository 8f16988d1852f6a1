package dev.spellspeed.rules.battle;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every row of the documents' damage-calculation table (R024-R026). */
class DamageCalculationTest {
    @Test
    void directAttackInflictsTheAttackersAtk() {
        assertEquals(new BattleOutcome(false, false, 0, 1900), DamageCalculation.direct(1900));
    }

    @Test
    void higherAtkDestroysAnAttackPositionTargetAndInflictsTheDifference() {
        assertEquals(new BattleOutcome(false, true, 0, 500), DamageCalculation.versusAttack(1900, 1400));
    }

    @Test
    void lowerAtkAttackerIsDestroyedAndItsControllerTakesTheDifference() {
        assertEquals(new BattleOutcome(true, false, 500, 0), DamageCalculation.versusAttack(1400, 1900));
    }

    @Test
    void equalNonZeroAtkDestroysBothWithNoDamage() {
        assertEquals(new BattleOutcome(true, true, 0, 0), DamageCalculation.versusAttack(1900, 1900));
    }

    @Test
    void twoZeroAtkMonstersDestroyNothing() {
        assertEquals(new BattleOutcome(false, false, 0, 0), DamageCalculation.versusAttack(0, 0));
    }

    @Test
    void zeroAtkAttackerAgainstHigherAtkIsDestroyed() {
        assertEquals(new BattleOutcome(true, false, 1900, 0), DamageCalculation.versusAttack(0, 1900));
    }

    @Test
    void atkAboveDefDestroysTheDefenderWithNoDamage() {
        assertEquals(new BattleOutcome(false, true, 0, 0), DamageCalculation.versusDefense(1900, 1600));
    }

    @Test
    void atkEqualToDefDestroysNothing() {
        assertEquals(new BattleOutcome(false, false, 0, 0), DamageCalculation.versusDefense(1900, 1900));
    }

    @Test
    void atkBelowDefInflictsTheDifferenceOnTheAttacker() {
        assertEquals(new BattleOutcome(false, false, 100, 0), DamageCalculation.versusDefense(1900, 2000));
    }
}
