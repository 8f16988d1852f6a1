package dev.spellspeed.duel;

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

    final Pile deck = new Pile();
    final Pile hand = new Pile();
    final Pile grave = new Pile();
    final Pile banished = new Pile();
    final Pile extra = new Pile();
    final Pile nowhere = new Pile();
    /** Xyz Materials attached to this player's monsters, in the order they were attached. */
    final Pile overlay = new Pile();
    /** Read here, written only through {@link #put} (which keeps the rows' snapshots in step). */
    final Card[] monsters = new Card[MONSTER_ZONES];
    final Card[] spells = new Card[SPELL_ZONES];

    // Field.cards is asked for several locations at every prompt: the read-only views of the piles
    // are made once, and the zones' snapshots are kept until a zone changes, instead of new lists
    // each time (a large share of a duel's allocation).
    private final List<Card> deckView = new ReadOnlyList<>(deck);
    private final List<Card> handView = new ReadOnlyList<>(hand);
    private final List<Card> graveView = new ReadOnlyList<>(grave);
    private final List<Card> banishedView = new ReadOnlyList<>(banished);
    private final List<Card> extraView = new ReadOnlyList<>(extra);
    private final List<Card> nowhereView = new ReadOnlyList<>(nowhere);
    private final List<Card> overlayView = new ReadOnlyList<>(overlay);
    private final ZoneSnapshot monsterSnapshot = new ZoneSnapshot();
    private final ZoneSnapshot spellSnapshot = new ZoneSnapshot();

    Pile pile(Location location) {
        return switch (location) {
            case DECK -> deck;
            case HAND -> hand;
            case GRAVE -> grave;
            case REMOVED -> banished;
            case EXTRA -> extra;
            case NONE -> nowhere;
            case OVERLAY -> overlay;
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

    /** Puts a card (null: none) into a zone: the only way a zone changes. */
    void put(Location location, int sequence, Card card) {
        switch (location) {
            case MZONE -> {
                monsters[sequence] = card;
                monsterSnapshot.changed();
            }
            case SZONE -> {
                spells[sequence] = card;
                spellSnapshot.changed();
            }
            default -> throw new IllegalArgumentException(location + " has no zones");
        }
    }

    /** A count that differs after any change of the cards at the location or of their order. */
    int changes(Location location) {
        return switch (location) {
            case MZONE -> monsterSnapshot.changes();
            case SZONE -> spellSnapshot.changes();
            default -> pile(location).changes();
        };
    }

    /** A pile's live read-only view, or a read-only snapshot of a location's zones, left to right. */
    List<Card> view(Location location) {
        return switch (location) {
            case MZONE -> monsterSnapshot.of(monsters);
            case SZONE -> spellSnapshot.of(spells);
            case DECK -> deckView;
            case HAND -> handView;
            case GRAVE -> graveView;
            case REMOVED -> banishedView;
            case EXTRA -> extraView;
            case NONE -> nowhereView;
            case OVERLAY -> overlayView;
            default -> throw new IllegalArgumentException(location + " is not a pile");
        };
    }
}
