package dev.spellspeed.duel;

/**
 * The attack going on and its Damage Step: attacker and target, whether the attack was negated,
 * the battle damage calculated, the monsters destroyed by battle but still on the field (R039),
 * a monster allowed to attack again, and a Damage Step end an effect reserved.
 */
public final class BattleState {
    private final Duel duel;
    private Card attacker;
    private Card attackTarget;
    private boolean attackNegated;
    private Card chainAttacker;
    /** Between damage calculation and the end of the attack (Duel.IsDamageCalculated). */
    private boolean damageCalculated;
    /** The battle damage each player takes from the latest damage calculation (Duel.GetBattleDamage). */
    private final int[] battleDamage = new int[2];
    private final CardGroup battleDestroyed = new CardGroup();
    /** The end of a Damage Step an effect started, waiting for the chain to resolve (Duel.CalculateDamage). */
    private ReservedDamageStep reservedDamageStep;
    private Card opposedAttacker;
    private Card opposedTarget;

    BattleState(Duel duel) {
        this.duel = duel;
    }

    /** The attacking monster during an attack, else null. */
    public Card attacker() {
        return attacker;
    }

    /** The attack target during an attack; null for a direct attack or outside an attack. */
    public Card attackTarget() {
        return attackTarget;
    }

    public void beginAttack(Card attacker, Card target) {
        this.attacker = attacker;
        this.attackTarget = target;
        this.attackNegated = false;
        this.damageCalculated = false;
        duel.turn().markPhaseActivity();
    }

    /**
     * The Damage Step of this battle starts: if the attacker and the attack target are controlled by
     * different players then, both have STATUS_OPPO_BATTLE until the attack ends (ygopro sets it at the
     * start of the Damage Step and clears it at its end).
     */
    public void startDamageStep() {
        opposedAttacker = attacker != null && attackTarget != null && attacker.controller() != attackTarget.controller()
                ? attacker : null;
        opposedTarget = opposedAttacker != null ? attackTarget : null;
    }

    /** STATUS_OPPO_BATTLE: the card is in a battle with an opponent's monster whose Damage Step has started. */
    public boolean inOpposedBattle(Card card) {
        return card != null && (card == opposedAttacker || card == opposedTarget);
    }

    public void endAttack() {
        this.opposedAttacker = null;
        this.opposedTarget = null;
        this.attacker = null;
        this.attackTarget = null;
        this.attackNegated = false;
        this.damageCalculated = false;
    }

    /**
     * Duel.ChangeAttackTarget: the attack goes on against another monster of the defending player
     * (null: directly), without a new declaration (White Night Dragon). Refused outside an attack or
     * for a monster not in the defending player's Monster Zone.
     */
    public boolean changeAttackTarget(Card target) {
        if (attacker == null || attackNegated || target == attacker) {
            return false;
        }
        if (target != null && (target.location() != Location.MZONE || target.controller() == attacker.controller())) {
            return false;
        }
        attackTarget = target;
        return true;
    }

    /**
     * Duel.ChangeAttacker: another monster becomes the attacker of the attack going on, against the same
     * target (Dark Spirit of the Silent). The new attacker counts as having declared an attack unless
     * {@code ignoreCount}, and in the Damage Step as having attacked; the old attacker's declaration
     * stays counted. Nothing happens outside an attack or if the monster already is the attacker.
     */
    public boolean changeAttacker(Card newAttacker, boolean ignoreCount) {
        if (attacker == null || newAttacker == attacker) {
            return false;
        }
        attacker = newAttacker;
        if (!ignoreCount) {
            int turn = duel.turn().number();
            duel.field().countAttackDeclaration(newAttacker, turn);
            Phase phase = duel.turn().phase();
            if (phase == Phase.DAMAGE || phase == Phase.DAMAGE_CAL) {
                duel.field().countAttackMade(newAttacker, turn);
            }
        }
        return true;
    }

    /** Negates the current attack ({@code Duel.NegateAttack}): the battle ends without a Damage Step (R030). */
    public boolean negateAttack() {
        if (attacker == null) {
            return false;
        }
        attackNegated = true;
        return true;
    }

    public boolean isAttackNegated() {
        return attackNegated;
    }

    /** {@code Duel.ChainAttack}: the current attacker may attack again right after this battle. */
    public boolean allowChainAttack() {
        if (attacker == null) {
            return false;
        }
        chainAttacker = attacker;
        return true;
    }

    /** The monster allowed to attack again in a row, if any; the permission is used up by asking. */
    public Card takeChainAttacker() {
        Card card = chainAttacker;
        chainAttacker = null;
        return card;
    }

    public void setBattleDamage(int player, int damage) {
        battleDamage[player] = damage;
    }

    public int battleDamage(int player) {
        return battleDamage[player];
    }

    public void setDamageCalculated(boolean calculated) {
        damageCalculated = calculated;
    }

    public boolean damageCalculated() {
        return damageCalculated;
    }

    /** Destroyed by battle in this Damage Step but still on the field until its end (R039): it cannot be targeted. */
    public void markBattleDestroyed(Card card) {
        battleDestroyed.add(card);
    }

    public boolean isBattleDestroyed(Card card) {
        return battleDestroyed.contains(card);
    }

    public void clearBattleDestroyed() {
        battleDestroyed.clear();
    }

    public void reserveDamageStep(ReservedDamageStep step) {
        this.reservedDamageStep = step;
    }

    public ReservedDamageStep reservedDamageStep() {
        return reservedDamageStep;
    }

    /** The reserved end of a Damage Step, now no longer reserved; null if there is none. */
    public ReservedDamageStep takeReservedDamageStep() {
        ReservedDamageStep step = reservedDamageStep;
        reservedDamageStep = null;
        return step;
    }
}
