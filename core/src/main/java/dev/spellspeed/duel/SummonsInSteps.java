package dev.spellspeed.duel;

/**
 * The monsters of a Special Summon done in steps (ygopro's SpecialSummonStep … SpecialSummonComplete):
 * already on the field, their summon not yet successful.
 */
public final class SummonsInSteps {
    private final CardGroup cards = new CardGroup();
    private int summoner;

    public void add(Card card, int summoner) {
        cards.add(card);
        this.summoner = summoner;
    }

    /** A copy of the monsters waiting for completion, in the order they were placed. */
    public CardGroup cards() {
        return cards.copy();
    }

    public int summoner() {
        return summoner;
    }

    public boolean isEmpty() {
        return cards.isEmpty();
    }

    public void clear() {
        cards.clear();
    }
}
