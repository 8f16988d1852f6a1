package dev.spellspeed.rules.summon;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectValue;

/** Union monsters equipped to a monster (Card.GetUnionCount): those that are equipped by their Union effect. */
public final class Unions {
    private final Duel duel;

    public Unions(Duel duel) {
        this.duel = duel;
    }

    /**
     * Card.CheckUnionTarget: whether the Union monster may be equipped to {@code target} by its Union
     * effect: its EFFECT_UNION_LIMIT value accepts the target, and the target does not already have a
     * Union of the other kind (a Union in the current Union status may not join one in the old
     * status, and the other way round).
     */
    public boolean canEquipTo(Card union, Card target) {
        boolean allowed = false;
        for (Effect limit : duel.effects().of(union)) {
            if (limit.code() == EffectCode.UNION_LIMIT && limit.isRegistered() && accepts(limit, target)) {
                allowed = true;
                break;
            }
        }
        return allowed
                && (!duel.reach().isAffectedBy(union, EffectCode.OLDUNION_STATUS) || count(target, false) == 0)
                && (!duel.reach().isAffectedBy(union, EffectCode.UNION_STATUS) || count(target, true) == 0);
    }

    /** The limit's value for the target: a number other than 0, or a function answering true or a number other than 0. */
    private static boolean accepts(Effect limit, Card target) {
        if (limit.value() instanceof EffectValue.Constant constant) {
            return constant.value() != 0;
        }
        if (limit.value() instanceof EffectValue.Function function) {
            try {
                Object result = function.function().invoke(limit, target);
                return result instanceof Number n ? n.longValue() != 0 : result != null && !Boolean.FALSE.equals(result);
            } catch (RuntimeException failure) {
                return false;
            }
        }
        return false;
    }

    /** Union Monsters equipped to {@code monster} in Union status; {@code old}: in the pre-2020 Union status. */
    public int count(Card monster, boolean old) {
        long status = old ? EffectCode.OLDUNION_STATUS : EffectCode.UNION_STATUS;
        int count = 0;
        for (int player = 0; player < 2; player++) {
            for (Card card : duel.field().cards(player, Location.SZONE)) {
                if (card.equipTarget() == monster && card.data().is(CardType.UNION) && duel.reach().isAffectedBy(card, status)) {
                    count++;
                }
            }
        }
        return count;
    }
}
