package dev.spellspeed.rules.battle;

import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;

import java.util.ArrayList;
import java.util.List;

/**
 * The targets a monster may choose when it declares an attack: the opponent's monsters that can be
 * attacked, and a direct attack when the opponent has none (R024) or an effect allows it.
 */
public final class AttackTargets {
    private AttackTargets() {}

    /**
     * What a monster could attack now (Card.GetAttackableTarget): the opponent's monsters it may
     * choose as a target, and {@link AttackTarget#DIRECT} if it may attack directly.
     */
    public static List<AttackTarget> of(Duel duel, Card attacker) {
        List<Card> defenders = new ArrayList<>();
        for (Card defender : duel.field().cards(1 - attacker.controller(), Location.MZONE)) {
            // a monster the attacker ignores is not there for it: not a target, and no bar to a direct attack
            if (!affectedAgainst(duel, defender, EffectCode.IGNORE_BATTLE_TARGET, attacker)) {
                defenders.add(defender);
            }
        }
        boolean mayAttackDirectly = !duel.reach().isAffectedBy(attacker, EffectCode.CANNOT_DIRECT_ATTACK);
        if (defenders.isEmpty()) {
            return mayAttackDirectly ? List.of(AttackTarget.DIRECT) : List.of();
        }
        List<AttackTarget> targets = new ArrayList<>(defenders.size() + 1);
        if (mayAttackDirectly && duel.reach().isAffectedBy(attacker, EffectCode.DIRECT_ATTACK)) {
            targets.add(AttackTarget.DIRECT);
        }
        for (Card defender : defenders) {
            if (!affectedAgainst(duel, defender, EffectCode.CANNOT_BE_BATTLE_TARGET, attacker)
                    && !affectedAgainst(duel, attacker, EffectCode.CANNOT_SELECT_BATTLE_TARGET, defender)) {
                targets.add(new AttackTarget(defender));
            }
        }
        return targets;
    }

    /**
     * A continuous effect with this code applies to the face-up {@code card} and its value(e, other)
     * accepts {@code other} (ygopro's is_affected_by_effect(code, target)): "cannot be attacked by …",
     * "cannot select … as an attack target".
     */
    private static boolean affectedAgainst(Duel duel, Card card, long code, Card other) {
        if (!card.location().isOnField() || !card.isFaceUp()) {
            return false;
        }
        for (Effect effect : duel.effects().withCode(code)) {
            if (duel.reach().applies(effect, card) && (effect.value() == null || Prohibitions.valueAccepts(effect, effect, other))) {
                return true;
            }
        }
        return false;
    }
}
