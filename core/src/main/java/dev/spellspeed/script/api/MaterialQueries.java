package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;


/** What Fusion material checks look at: the Fusion Material procedure of a monster, the cards in hand and on the field. */
public final class MaterialQueries {
    private MaterialQueries() {}

    public static CardGroup handAndField(Duel duel, int player) {
        CardGroup cards = new CardGroup();
        for (Location where : new Location[] {Location.HAND, Location.MZONE}) {
            for (Card c : duel.field().cards(player, where)) {
                if (c.isMonster()) {
                    cards.add(c);
                }
            }
        }
        return cards;
    }

    /** The Fusion Monster's own EFFECT_FUSION_MATERIAL effect, or null. */
    public static Effect fusionMaterial(Duel duel, Card fusion) {
        for (Effect e : duel.effects().of(fusion)) {
            if (e.code() == EffectCode.FUSION_MATERIAL && e.isRegistered()) {
                return e;
            }
        }
        return null;
    }
}
