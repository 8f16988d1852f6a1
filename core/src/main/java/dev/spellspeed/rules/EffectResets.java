package dev.spellspeed.rules;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.ResetFlag;

import java.util.ArrayList;

/**
 * Card.ResetEffect: ends a card's effects the way one of ygopro's reset kinds says, as if the
 * event had happened to it. RESET_PHASE is not offered here: phase resets count down only as
 * phases end (DuelActions.endPhase), and no script asks for it through ResetEffect.
 */
public final class EffectResets {
    private final Duel duel;

    EffectResets(Duel duel) {
        this.duel = duel;
    }

    /** Ends what {@code id} names for the reset {@code type}; any other type does nothing (as in ygopro). */
    public void reset(Card card, long id, long type) {
        if (type != ResetFlag.EVENT && type != ResetFlag.CARD && type != ResetFlag.CODE && type != ResetFlag.COPY) {
            return;
        }
        if (type == ResetFlag.EVENT) {
            card.endRelations(id);
        }
        for (Effect effect : new ArrayList<>(duel.effects().of(card))) {
            if (ends(effect, card, id, type)) {
                duel.effects().remove(effect);
            }
        }
    }

    private static boolean ends(Effect effect, Card card, long id, long type) {
        if (type == ResetFlag.EVENT) {
            if ((effect.reset() & ResetFlag.EVENT) == 0) {
                return false;
            }
            // a card's being negated ends only the changes it made to itself, not those other cards gave it
            long level = effect.owner() != card ? id & ~ResetFlag.DISABLE : id;
            return (level & 0xffff0000L & effect.reset()) != 0;
        }
        if (type == ResetFlag.CARD) {
            return effect.owner() != null && effect.owner().code() == id;
        }
        if (type == ResetFlag.CODE) {
            return effect.code() == id && (effect.type() & EffectType.SINGLE) != 0
                    && (effect.type() & EffectType.ACTIONS) == 0;
        }
        return effect.copyId() == id; // RESET_COPY
    }
}
