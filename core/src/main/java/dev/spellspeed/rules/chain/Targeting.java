package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.ChainLink;

/**
 * Targeting (R046-R049): which cards an effect may target now, and how chosen targets become the
 * targets of the chain link being activated, so that at resolution the link knows them (ygopro
 * keeps them as the link's target cards).
 */
public final class Targeting {
    private final Duel duel;
    private final Prohibitions prohibitions;

    public Targeting(Duel duel, Prohibitions prohibitions) {
        this.duel = duel;
        this.prohibitions = prohibitions;
    }

    /** The cards among {@code cards} the running effect may target: on the field or in a public pile, face-up unless on the field. */
    public CardGroup targetable(Iterable<Card> cards) {
        CardGroup result = new CardGroup();
        for (Card card : cards) {
            if (duel.battle().isBattleDestroyed(card)) {
                continue; // destroyed by battle, waiting for the end of the Damage Step (R035)
            }
            if (!prohibitions.canBeTargetedBy(card, duel.chain().runningEffect(), duel.chain().runningPlayer())) {
                continue;
            }
            if (card.location().isOnField() || card.location() == Location.GRAVE
                    || (card.location() == Location.REMOVED && card.isFaceUp())) {
                result.add(card);
            }
        }
        return result;
    }

    /** Cards chosen as targets while a link is being activated become that link's targets; outside a chain nothing records them. */
    public void chooseTargets(CardGroup chosen) {
        ChainLink link = duel.chain().runningLink();
        if (link == null) {
            return;
        }
        for (Card card : chosen) {
            link.addTarget(card);
        }
    }
}
