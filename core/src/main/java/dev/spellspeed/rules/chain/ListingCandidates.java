package dev.spellspeed.rules.chain;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectRegistry;
import dev.spellspeed.rules.checks.UniqueCards;

import java.util.Arrays;
import java.util.List;

/**
 * Which cards of a location a listing of activations judges: those with an effect activated on demand
 * that may be used from where the card is ({@link Activations#usableFromWhereItIs}). The others would be
 * refused by where they are before any script runs, so leaving them out changes nothing. What is found
 * is kept per player and location until the cards there change ({@code Field.changes}), an effect
 * activated on demand is registered to a card or removed, or a card's effect changes its type or range
 * ({@code EffectRegistry.onDemandChanges}), or a card first gets a "you can only control 1" rule
 * ({@link UniqueCards#mayBlock}): nineteen of twenty locations a bench duel's listings walk are as they
 * were at the last listing, and most of their cards (Spells and Traps in the GY) have nothing to judge.
 */
final class ListingCandidates {
    private static final int[] NONE = new int[0];

    private final Duel duel;
    private final UniqueCards uniqueCards;
    /** Per player and location: the positions found in its list of cards, or null before the first look. */
    private final int[][][] found = new int[2][Activations.SOURCES.length][];
    private final int[][] cardChanges = new int[2][Activations.SOURCES.length];
    private final int[][] effectChanges = new int[2][Activations.SOURCES.length];
    private final boolean[][] guarded = new boolean[2][Activations.SOURCES.length];

    ListingCandidates(Duel duel, UniqueCards uniqueCards) {
        this.duel = duel;
        this.uniqueCards = uniqueCards;
    }

    /**
     * The positions, in {@code cards} (the player's cards at {@code Activations.SOURCES[source]} now), of
     * the cards to judge, in order.
     */
    int[] of(int player, int source, List<Card> cards) {
        int[] positions = found[player][source];
        if (positions != null && holds(player, source)) {
            return positions;
        }
        boolean guard = uniqueCards.mayBlock();
        positions = find(cards, guard);
        found[player][source] = positions;
        cardChanges[player][source] = duel.field().changes(player, Activations.SOURCES[source]);
        effectChanges[player][source] = duel.effects().onDemandChanges();
        guarded[player][source] = guard;
        return positions;
    }

    /** Whether what was found for the location still holds: nothing it was found from has changed since. */
    boolean holds(int player, int source) {
        return cardChanges[player][source] == duel.field().changes(player, Activations.SOURCES[source])
                && effectChanges[player][source] == duel.effects().onDemandChanges()
                && guarded[player][source] == uniqueCards.mayBlock();
    }

    private int[] find(List<Card> cards, boolean guard) {
        EffectRegistry effects = duel.effects();
        int[] positions = null;
        int count = 0;
        for (int c = 0; c < cards.size(); c++) {
            Card card = cards.get(c);
            int[] onDemand = effects.onDemand(card);
            if (onDemand.length == 0) {
                continue;
            }
            List<Effect> own = effects.of(card);
            for (int e : onDemand) {
                if (Activations.usableFromWhereItIs(card, own.get(e), guard)) {
                    if (positions == null) {
                        positions = new int[cards.size() - c];
                    }
                    positions[count++] = c;
                    break;
                }
            }
        }
        return positions == null ? NONE : Arrays.copyOf(positions, count);
    }
}
