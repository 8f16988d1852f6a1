package dev.spellspeed.rules;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;

/** Union monsters equipped to a monster (Card.GetUnionCount): those that are equipped by their Union effect. */
public final class Unions {
    private static final long EFFECT_UNION_STATUS = 347;
    private static final long EFFECT_OLDUNION_STATUS = 348;

    private final Duel duel;

    public Unions(Duel duel) {
        this.duel = duel;
    }

    /** Union Monsters equipped to {@code monster} in Union status; {@code old}: in the pre-2020 Union status. */
    public int count(Card monster, boolean old) {
        long status = old ? EFFECT_OLDUNION_STATUS : EFFECT_UNION_STATUS;
        int count = 0;
        for (int player = 0; player < 2; player++) {
            for (Card card : duel.field().cards(player, Location.SZONE)) {
                if (card.equipTarget() == monster && card.data().is(CardType.UNION) && duel.isAffectedBy(card, status)) {
                    count++;
                }
            }
        }
        return count;
    }
}
