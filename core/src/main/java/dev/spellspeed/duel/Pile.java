package dev.spellspeed.duel;

import java.util.ArrayList;

/**
 * A pile of one player (Deck, hand, GY, banishment, Extra Deck): a list of cards in sequence order that
 * counts its changes, so that what is read from it can be kept until it changes ({@link Field#changes}).
 * Every structural change counts already ({@code modCount}); replacing a card in place (a shuffle, the
 * Deck's top rearranged) is counted here too.
 */
final class Pile extends ArrayList<Card> {
    @Override
    public Card set(int index, Card card) {
        modCount++;
        return super.set(index, card);
    }

    /** A count that differs after any change of the pile: a card added, removed, replaced or moved. */
    int changes() {
        return modCount;
    }
}
