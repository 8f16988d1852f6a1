package dev.spellspeed.simulate;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.event.DuelEvent;

import java.util.Set;
import java.util.TreeSet;

/**
 * Per seat, which cards a game put in that player's hands: main deck cards that reached the hand
 * from the Deck (drawn or searched), Extra Deck monsters Special Summoned (the Extra Deck's way of
 * being "drawn"), and the cards whose effects the player activated. A listener on the duel's events.
 */
final class SideWatch {
    @SuppressWarnings("unchecked")
    final Set<Integer>[] drawn = new Set[] {new TreeSet<Integer>(), new TreeSet<Integer>()};
    @SuppressWarnings("unchecked")
    final Set<Integer>[] activated = new Set[] {new TreeSet<Integer>(), new TreeSet<Integer>()};

    void observe(DuelEvent event) {
        if (event instanceof DuelEvent.CardDrawn draw) {
            // drawing moves no card by CardMoved: the draw has an event of its own
            if (draw.card() != null && draw.player() >= 0 && draw.player() < 2) {
                drawn[draw.player()].add(draw.card().code());
            }
        } else if (event instanceof DuelEvent.CardMoved moved) {
            Card card = moved.card();
            boolean fromDeck = moved.from() == Location.DECK && moved.to() == Location.HAND;
            boolean fromExtra = moved.from() == Location.EXTRA && moved.to() == Location.MZONE
                    && Reason.has(moved.reason(), Reason.SPSUMMON);
            if ((fromDeck || fromExtra) && card.owner() >= 0 && card.owner() < 2) {
                drawn[card.owner()].add(card.code());
            }
        } else if (event instanceof DuelEvent.Activated a) {
            Card card = a.card() != null ? a.card() : a.effect().owner();
            if (card != null && a.player() >= 0 && a.player() < 2) {
                activated[a.player()].add(card.code());
            }
        }
    }
}
