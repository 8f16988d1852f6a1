package dev.spellspeed.duel;

import dev.spellspeed.effect.Effect;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The bookkeeping of the card operation running now: the cards it acted on (Duel.GetOperatedGroup),
 * the cards about to be destroyed and why (ygopro's STATUS_DESTROY_CONFIRMED), the cards a following
 * selection must include (Duel.SetSelectedCard), and the Decks to shuffle when the effect returns.
 */
public final class OperationState {
    private CardGroup operated = new CardGroup();
    private final Map<Card, PendingDestruction> destructions = new HashMap<>();
    private final List<Card> mustSelect = new ArrayList<>();
    private final ShuffleChecks shuffleChecks = new ShuffleChecks();
    private final List<Effect> reservedCountUses = new ArrayList<>();

    OperationState() {
    }

    /**
     * The cards the latest card operation (destroy, send, banish, draw, summon, position change...)
     * acted on: ygopro keeps this "operated set" for Duel.GetOperatedGroup, so an effect can go on
     * with exactly the cards that moved ("then, if that card was sent to the GY...").
     */
    public CardGroup operatedGroup() {
        return operated.copy();
    }

    public void recordOperated(CardGroup cards) {
        operated = cards.copy();
    }

    /** The card is about to be destroyed for this reason (it stays where it is until it moves or is spared). */
    public void confirmDestruction(Card card, PendingDestruction why) {
        destructions.put(card, why);
    }

    /** Why the card is being destroyed right now, or null when it is not. */
    public PendingDestruction pendingDestruction(Card card) {
        return destructions.get(card);
    }

    /** The card is no longer about to be destroyed: it moved, or it was spared. */
    public void endDestruction(Card card) {
        destructions.remove(card);
    }

    /** Duel.SetSelectedCard: cards a following selection must include (kept until a selection takes them). */
    public void setMustSelect(Collection<Card> cards) {
        mustSelect.clear();
        mustSelect.addAll(cards);
    }

    /** Duel.GrabSelectedCard: the cards a selection must include, which are then forgotten. */
    public List<Card> takeMustSelect() {
        List<Card> cards = List.copyOf(mustSelect);
        mustSelect.clear();
        return cards;
    }

    /**
     * A count-limited effect was chosen for the next Tribute (an opponent's monster under
     * EFFECT_EXTRA_RELEASE_NONSUM): its use is counted when that Tribute is made, as ygopro's dec_count_reserve.
     */
    public void reserveCountUse(Effect effect) {
        reservedCountUses.add(effect);
    }

    /** The reserved count uses, which are then forgotten. */
    public List<Effect> takeReservedCountUses() {
        List<Effect> uses = List.copyOf(reservedCountUses);
        reservedCountUses.clear();
        return uses;
    }

    /** The Decks to shuffle once the running effect function returns (ygopro's shuffle check). */
    public ShuffleChecks shuffleChecks() {
        return shuffleChecks;
    }
}
