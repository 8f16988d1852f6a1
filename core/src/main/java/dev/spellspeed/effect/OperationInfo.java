package dev.spellspeed.effect;

import dev.spellspeed.duel.CardGroup;

/** What a chain link says it will do ({@code Duel.SetOperationInfo}): a category, the cards, a count, a player and a parameter. */
public record OperationInfo(long category, CardGroup cards, int count, int player, long parameter) {
    public OperationInfo {
        cards = cards == null ? new CardGroup() : cards.copy();
    }
}
