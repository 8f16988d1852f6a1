package dev.spellspeed.duel;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One player's zones under Master Rule 2020. Piles (Deck, hand, GY, banishment, Extra Deck) are
 * lists whose index is the card's sequence; the top of the Deck and of the GY is the last element.
 */
final class PlayerZones {
    /** Main Monster Zones 0-4 and the Extra Monster Zones 5-6. */
    static final int MONSTER_ZONES = 7;
    static final int MAIN_MONSTER_ZONES = 5;
    /** Spell &amp; Trap Zones 0-4 and the Field Zone 5. */
    static final int SPELL_ZONES = 6;
    static final int FIELD_ZONE = 5;

    final List<Card> deck = new ArrayList<>();
    final List<Card> hand = new ArrayList<>();
    final List<Card> grave = new ArrayList<>();
    final List<Card> banished = new ArrayList<>();
    final List<Card> extra = new ArrayList<>();
    final List<Card> nowhere = new ArrayList<>();
    final Card[] monsters = new Card[MONSTER_ZONES];
    final Card[] spells = new Card[SPELL_ZONES];

    List<Card> pile(Location location) {
        return switch (location) {
            case DECK -> deck;
            case HAND -> hand;
            case GRAVE -> grave;
            case REMOVED -> banished;
            case EXTRA -> extra;
            case NONE -> nowhere;
            default -> throw new IllegalArgumentException(location + " is not a pile");
        };
    }

    Card[] slots(Location location) {
        return switch (location) {
            case MZONE -> monsters;
            case SZONE -> spells;
            default -> throw new IllegalArgumentException(location + " has no zones");
        };
    }

    List<Card> view(Location location) {
        if (location.isOnField()) {
            List<Card> cards = new ArrayList<>();
            for (Card c : slots(location)) {
                if (c != null) {
                    cards.add(c);
                }
            }
            return Collections.unmodifiableList(cards);
        }
        return Collections.unmodifiableList(pile(location));
    }
}
