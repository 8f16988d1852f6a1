package dev.spellspeed.rules.continuous;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.rules.chain.Callbacks;

import java.util.List;

/**
 * What a monster's Type or Attribute would be in the GY (Card.GetRaceInGrave and GetAttributeInGrave,
 * ygopro's get_grave_race and get_grave_attribute): a monster already there has its current one;
 * elsewhere its printed one, changed by the EFFECT_CHANGE_GRAVE_RACE / _ATTRIBUTE effects aimed at the
 * player (target(e, c) picks the monsters, value(e, c) the new one), in registration order. A card that
 * is not a monster has none (0).
 */
public final class GraveStats {
    private final Duel duel;

    public GraveStats(Duel duel) {
        this.duel = duel;
    }

    public long race(Card card, int player) {
        return inGrave(card, player, EffectCode.CHANGE_GRAVE_RACE, card.location() == Location.GRAVE ? card.race() : card.data().race());
    }

    public long attribute(Card card, int player) {
        return inGrave(card, player, EffectCode.CHANGE_GRAVE_ATTRIBUTE,
                card.location() == Location.GRAVE ? card.attribute() : card.data().attribute());
    }

    private long inGrave(Card card, int player, long code, long value) {
        if (!card.data().isMonster()) {
            return 0;
        }
        if (card.location() == Location.GRAVE) {
            return value;
        }
        // a copy: a target or value callback may register or reset effects
        for (Effect change : List.copyOf(duel.effects().withCode(code))) {
            if (duel.reach().reachesPlayer(change, player) && picks(change, card)) {
                value = EffectValue.numberOf(change, value, change, card);
            }
        }
        return value;
    }

    private static boolean picks(Effect change, Card card) {
        if (change.target() == null) {
            return true;
        }
        try {
            return Callbacks.truthy(change.target().invoke(change, card));
        } catch (RuntimeException failure) {
            return false;
        }
    }
}
