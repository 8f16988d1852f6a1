package dev.spellspeed.rules.moves;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.DeckSequence;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a card sits within its own location, changed without it leaving: the order of the top of a
 * Deck (Duel.SortDecktop), a card put on top of or under its Deck, a monster moved to another of its
 * controller's zones (Duel.MoveSequence).
 */
public final class CardOrder {
    private final Duel duel;
    private final Events events;
    private final Prohibitions prohibitions;

    public CardOrder(Duel duel, Events events, Prohibitions prohibitions) {
        this.duel = duel;
        this.events = events;
        this.prohibitions = prohibitions;
    }

    /**
     * {@code sorter} puts the top {@code count} cards of {@code owner}'s Deck (all of them if fewer) back
     * in the order they like: they pick the new top card first, then the next, and so on.
     */
    public void sortDeckTop(int sorter, int owner, int count) {
        List<Card> remaining = duel.field().deckTop(owner, count);
        List<Card> order = new ArrayList<>();
        while (remaining.size() > 1) {
            Card next = duel.ask(new SelectPrompt(sorter, PromptKind.SELECT_CARDS,
                    "choose the card to place " + (order.isEmpty() ? "on top" : "next"), remaining, 1, 1)).get(0);
            order.add(next);
            remaining.remove(next);
        }
        order.addAll(remaining);
        duel.field().arrangeDeckTop(owner, order);
    }

    /**
     * Moves a card within its location: in the Deck, {@code sequence} 0 puts it on top and any other
     * value at the bottom (SEQ_DECKSHUFFLE also shuffles the Deck afterwards); on the field it moves to
     * that zone of its controller if it is free. A card unaffected by the effect doing it does not move.
     * Raises EVENT_MOVE when it moved; returns whether it did.
     */
    public boolean moveSequence(Card card, int sequence, Effect reasonEffect, int reasonPlayer) {
        if (reasonEffect != null && prohibitions.isImmuneTo(card, reasonEffect)) {
            return false;
        }
        boolean moved;
        if (card.location() == Location.DECK) {
            duel.field().moveWithinDeck(card, sequence == DeckSequence.DECKTOP);
            if (sequence != DeckSequence.DECKTOP && sequence != DeckSequence.DECKBOTTOM) {
                duel.field().shuffleDeck(card.controller(), duel.random());
            }
            moved = true;
        } else {
            moved = duel.field().shiftZone(card, sequence);
        }
        if (moved) {
            events.raise(new GameEvent(EventCode.MOVE, CardGroup.of(card), reasonEffect, 0, reasonPlayer,
                    card.controller(), 0));
        }
        return moved;
    }
}
