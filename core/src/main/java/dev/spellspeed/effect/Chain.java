package dev.spellspeed.effect;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The current chain: links in activation order; it resolves from the last to the first (R044). */
public final class Chain {
    private final List<ChainLink> links = new ArrayList<>();
    private ChainLink current;
    private EffectFunction limit;
    private boolean limitTillEnd;
    private boolean solving;
    private boolean targetsReady = true;
    private final java.util.ArrayDeque<Effect> runningEffects = new java.util.ArrayDeque<>();
    private final java.util.ArrayDeque<Integer> runningPlayers = new java.util.ArrayDeque<>();
    private final java.util.ArrayDeque<ChainLink> continuousLinks = new java.util.ArrayDeque<>();

    public int size() {
        return links.size();
    }

    public boolean isEmpty() {
        return links.isEmpty();
    }

    public void add(ChainLink link) {
        links.add(link);
        targetsReady = false;
    }

    /** The newest link's cost is paid and its targets chosen: it is complete. */
    public void targetsChosen() {
        targetsReady = true;
    }

    /**
     * Duel.GetReadyChain: the links whose activation is complete. While a link is being activated
     * (its cost paid, its targets chosen) it does not count yet; while the chain resolves, the links
     * up to the resolving one count (as for Duel.GetCurrentChain).
     */
    public int readyLinks() {
        int size = current != null ? current.number() : links.size();
        return size > 0 && !targetsReady && current == top() ? size - 1 : size;
    }

    /** Card.ClearEffectRelation: the card is no longer related to any link, nor to any effect off the chain. */
    public void unrelateEverywhere(dev.spellspeed.duel.Card card) {
        for (ChainLink link : links) {
            link.unrelate(card);
        }
        for (java.util.Map<dev.spellspeed.duel.Card, Integer> cards : looseRelations.values()) {
            cards.remove(card);
        }
    }

    /**
     * Relations of cards to effects that are not on the chain: ygopro's CreateEffectRelation relates a
     * card to any effect, also one whose function another effect calls as its own (Double Spell runs
     * the copied Spell's target and operation with that Spell's effect). Like a link's, such a
     * relation lasts while the card does not move; they are forgotten when the chain is cleared.
     */
    private final java.util.Map<Effect, java.util.Map<dev.spellspeed.duel.Card, Integer>> looseRelations =
            new java.util.IdentityHashMap<>();

    /** Card.CreateEffectRelation: the card is related to the effect's link, or to the effect itself when it has none. */
    public void relate(dev.spellspeed.duel.Card card, Effect effect) {
        ChainLink link = linkOf(effect);
        if (link != null) {
            link.relate(card);
        } else {
            looseRelations.computeIfAbsent(effect, e -> new java.util.IdentityHashMap<>()).put(card, card.moveCount());
        }
    }

    /** Card.IsRelateToEffect: related to the effect's link, or to the effect off the chain, and not moved since. */
    public boolean isRelated(dev.spellspeed.duel.Card card, Effect effect) {
        ChainLink link = linkOf(effect);
        if (link != null && link.isRelated(card)) {
            return true;
        }
        java.util.Map<dev.spellspeed.duel.Card, Integer> cards = looseRelations.get(effect);
        Integer moves = cards == null ? null : cards.get(card);
        return moves != null && moves == card.moveCount();
    }

    /** Card.ReleaseEffectRelation: the card is no longer related to the effect's link (or to the effect). */
    public void unrelate(dev.spellspeed.duel.Card card, Effect effect) {
        ChainLink link = linkOf(effect);
        if (link != null) {
            link.unrelate(card);
        } else {
            java.util.Map<dev.spellspeed.duel.Card, Integer> cards = looseRelations.get(effect);
            if (cards != null) {
                cards.remove(card);
            }
        }
    }

    /** Link {@code number} (from 1), or null. */
    public ChainLink get(int number) {
        return number >= 1 && number <= links.size() ? links.get(number - 1) : null;
    }

    public ChainLink top() {
        return links.isEmpty() ? null : links.get(links.size() - 1);
    }

    public List<ChainLink> links() {
        return Collections.unmodifiableList(links);
    }

    /** True from the moment the chain starts to resolve until its last link has resolved (ygopro's chain_solving). */
    public boolean isSolving() {
        return solving;
    }

    public void setSolving(boolean solving) {
        this.solving = solving;
    }

    /** The link whose callbacks are running (being activated or resolved), or null. */
    public ChainLink current() {
        return current;
    }

    public void setCurrent(ChainLink link) {
        this.current = link;
    }

    /**
     * A continuous effect that is not a chain link (a destroy replacement) runs its target and operation
     * with a link of its own, number 0, outside the chain (ygopro's continuous_chain): its targets, target
     * player and parameter are kept there between the two.
     */
    public void enterContinuous(ChainLink link) {
        continuousLinks.push(link);
    }

    public void exitContinuous() {
        continuousLinks.pop();
    }

    /**
     * The link that chain link 0 means to a running callback (ygopro's get_chain(0)): a continuous
     * effect's own link while one runs, else the link whose callbacks run; null when there is none.
     */
    public ChainLink runningLink() {
        Effect running = runningEffect();
        if (!continuousLinks.isEmpty() && running != null && running.hasType(EffectType.CONTINUOUS)) {
            return continuousLinks.peek();
        }
        return current;
    }

    /** The continuous effect's link while its callbacks run (see {@link #runningLink}), else null. */
    public ChainLink continuousLink() {
        ChainLink link = runningLink();
        return link != current ? link : null;
    }

    /** The link of an activated effect: the current one if it belongs to {@code effect}, else the latest such link. */
    public ChainLink linkOf(Effect effect) {
        if (current != null && current.effect() == effect) {
            return current;
        }
        for (int i = links.size() - 1; i >= 0; i--) {
            if (links.get(i).effect() == effect) {
                return links.get(i);
            }
        }
        return null;
    }

    /** Records that an effect's callback is running for a player (the reason for what it does). */
    public void enter(Effect effect, int player) {
        runningEffects.push(effect);
        runningPlayers.push(player);
    }

    public void exit() {
        runningEffects.pop();
        runningPlayers.pop();
    }

    /** The effect whose callback is running, or null. */
    public Effect runningEffect() {
        return runningEffects.peek();
    }

    /** The player whose effect is running, or -1. */
    public int runningPlayer() {
        Integer p = runningPlayers.peek();
        return p == null ? -1 : p;
    }

    /**
     * A chain limit ({@code Duel.SetChainLimit}): only effects it allows may be chained, to the next
     * link only, or until the chain ends when {@code tillEnd}.
     */
    public void setLimit(EffectFunction limit, boolean tillEnd) {
        this.limit = limit;
        this.limitTillEnd = tillEnd;
    }

    public EffectFunction limit() {
        return limit;
    }

    /** A new link was added: a limit for the next link only has done its work. */
    public void linkAdded() {
        if (!limitTillEnd) {
            limit = null;
        }
    }

    public void clear() {
        links.clear();
        current = null;
        limit = null;
        limitTillEnd = false;
        targetsReady = true;
        looseRelations.clear();
    }
}
