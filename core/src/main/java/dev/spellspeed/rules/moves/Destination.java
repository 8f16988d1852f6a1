package dev.spellspeed.rules.moves;

import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;

/**
 * Where one move sends its cards (ygopro's send_to destination): the GY, a hand, the Deck, the Extra
 * Deck face-up, or banished. Each card of the move goes to its owner's pile unless {@code player}
 * names the hand it goes to.
 *
 * @param sequence for the Deck: 0 the top, 1 the bottom, 2 shuffled in
 * @param position for banished cards: face-up or face-down
 */
public record Destination(Location location, Integer player, int sequence, Position position) {
    public static Destination graveyard() {
        return new Destination(Location.GRAVE, null, 0, Position.FACEUP_ATTACK);
    }

    /** Its owner's hand, or {@code player}'s when given. */
    public static Destination hand(Integer player) {
        return new Destination(Location.HAND, player, 0, Position.FACEDOWN_DEFENSE);
    }

    public static Destination deck(int sequence) {
        return new Destination(Location.DECK, null, sequence, Position.FACEDOWN_DEFENSE);
    }

    /** Face-up in the Extra Deck (Pendulum Monsters only, Duel.SendtoExtraP). */
    public static Destination extraFaceUp() {
        return new Destination(Location.EXTRA, null, 0, Position.FACEUP_ATTACK);
    }

    public static Destination banished(Position position) {
        return new Destination(Location.REMOVED, null, 0, position);
    }

    /**
     * Whether "banish it instead" effects (EFFECT_TO_GRAVE_REDIRECT, EFFECT_LEAVE_FIELD_REDIRECT, R072)
     * are asked: for the GY, a hand and the Deck; a banished card is banished anyway, and
     * Duel.SendtoExtraP is not redirected in this engine.
     */
    boolean redirectable() {
        return location == Location.GRAVE || location == Location.HAND || location == Location.DECK;
    }
}
