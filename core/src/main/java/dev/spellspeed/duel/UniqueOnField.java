package dev.spellspeed.duel;

import dev.spellspeed.effect.Effect;

import java.util.function.Predicate;

/**
 * A card's "you can only control 1 face-up X" (Card.SetUniqueOnField): which sides it restricts,
 * relative to its controller ({@code ownSide}, {@code opponentSide}), which cards count as an X
 * ({@code matches}: a card name, or the script's filter), in which zones ({@code locations}, LOCATION_*
 * bits of the field) and the effect standing for the rule on the card (EFFECT_UNIQUE_CHECK): once that
 * effect is reset, the card has no such rule any more.
 */
public record UniqueOnField(boolean ownSide, boolean opponentSide, Predicate<Card> matches, int locations,
                            Effect effect) {

    /** Whether the rule restricts {@code side} while its card is controlled by {@code controller}. */
    public boolean restricts(int controller, int side) {
        return controller == side ? ownSide : opponentSide;
    }

    public boolean coversLocation(Location location) {
        return (locations & location.mask()) != 0;
    }
}
