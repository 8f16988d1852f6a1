package dev.spellspeed.rules.summon;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;

/**
 * What a player may Tribute for something other than a summon: {@code cards}, any number of them,
 * and {@code oneOf}, the opponent's monsters of which at most one may be used
 * (EFFECT_EXTRA_RELEASE_NONSUM, "you can Tribute 1 monster your opponent controls instead").
 */
public record ReleaseCandidates(CardGroup cards, CardGroup oneOf) {

    /** How many Tributes can be made: all of {@code cards} and one of {@code oneOf} (ygopro's get_release_list count). */
    public int count() {
        return cards.size() + (oneOf.isEmpty() ? 0 : 1);
    }

    /** Every candidate in one group, as Duel.GetReleaseGroup lists them. */
    public CardGroup all() {
        CardGroup all = cards.copy();
        all.addAll(oneOf);
        return all;
    }

    /** Only the candidates that are also in {@code kept} (what passed a script's filter). */
    public ReleaseCandidates within(CardGroup kept) {
        CardGroup own = new CardGroup();
        CardGroup others = new CardGroup();
        for (Card card : kept) {
            if (cards.contains(card)) {
                own.add(card);
            } else if (oneOf.contains(card)) {
                others.add(card);
            }
        }
        return new ReleaseCandidates(own, others);
    }
}
