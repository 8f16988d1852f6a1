package dev.spellspeed.rules;

import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;

import java.util.ArrayList;
import java.util.List;

/**
 * The targets a monster may choose when it declares an attack: the opponent's monsters that can be
 * attacked, and a direct attack when the opponent has none (R024) or an effect allows it.
 */
public final class AttackTargets {
    private static final long EFFECT_CANNOT_BE_BATTLE_TARGET = 70;
    private static final long EFFECT_DIRECT_ATTACK = 74;
    private static final long EFFECT_CANNOT_DIRECT_ATTACK = 73;

    private AttackTargets() {}

    /**
     * What a monster could attack now (Card.GetAttackableTarget): the opponent's monsters it may
     * choose as a target, and {@link AttackTarget#DIRECT} if it may attack directly.
     */
    public static List<AttackTarget> of(Duel duel, Card attacker) {
        List<Card> defenders = duel.field().cards(1 - attacker.controller(), Location.MZONE);
        boolean mayAttackDirectly = !duel.isAffectedBy(attacker, EFFECT_CANNOT_DIRECT_ATTACK);
        if (defenders.isEmpty()) {
            return mayAttackDirectly ? List.of(AttackTarget.DIRECT) : List.of();
        }
        List<AttackTarget> targets = new ArrayList<>(defenders.size() + 1);
        if (mayAttackDirectly && duel.isAffectedBy(attacker, EFFECT_DIRECT_ATTACK)) {
            targets.add(AttackTarget.DIRECT);
        }
        for (Card defender : defenders) {
            if (!duel.isAffectedBy(defender, EFFECT_CANNOT_BE_BATTLE_TARGET)) {
                targets.add(new AttackTarget(defender));
            }
        }
        return targets;
    }
}
