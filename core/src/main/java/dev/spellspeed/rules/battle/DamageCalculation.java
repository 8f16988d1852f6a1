package dev.spellspeed.rules.battle;

/** The damage-calculation table of the rules documents (RULINGS R024-R026), as pure functions. */
public final class DamageCalculation {
    private DamageCalculation() {}

    /** A direct attack inflicts battle damage equal to the attacker's ATK (R024). */
    public static BattleOutcome direct(int attackerAtk) {
        return new BattleOutcome(false, false, 0, attackerAtk);
    }

    /**
     * Attack Position target (R025): the lower ATK is destroyed and its controller takes the
     * difference; equal ATK destroys both with no damage, unless both are 0, then nothing happens.
     */
    public static BattleOutcome versusAttack(int attackerAtk, int targetAtk) {
        if (attackerAtk > targetAtk) {
            return new BattleOutcome(false, true, 0, attackerAtk - targetAtk);
        }
        if (attackerAtk < targetAtk) {
            return new BattleOutcome(true, false, targetAtk - attackerAtk, 0);
        }
        boolean bothDestroyed = attackerAtk > 0;
        return new BattleOutcome(bothDestroyed, bothDestroyed, 0, 0);
    }

    /**
     * Defense Position target (R026): ATK above DEF destroys it with no damage; equal destroys
     * nothing; lower destroys nothing and the attacker's controller takes the difference.
     */
    public static BattleOutcome versusDefense(int attackerAtk, int targetDef) {
        if (attackerAtk > targetDef) {
            return new BattleOutcome(false, true, 0, 0);
        }
        return new BattleOutcome(false, false, targetDef - attackerAtk, 0);
    }
}
