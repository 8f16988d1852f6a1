package dev.spellspeed.rules.chain;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;

/**
 * Registering effects, and copying another card's effects (Card.CopyEffect, ygopro's
 * card::copy_effect; R116 Phantom of Chaos): while the other card's {@code initial_effect} runs for
 * the copying card, every effect it registers is marked as that copy's and lasts as the copy says,
 * on top of its own resets.
 */
public final class EffectCopies {
    /** The terms a copy gives the effects registered while it is made. */
    private record Terms(int copyId, long reset, int count) {}

    private final Duel duel;
    /** While a copy is being made: its terms; else null. */
    private Terms copying;

    public EffectCopies(Duel duel) {
        this.duel = duel;
    }

    /** Card.RegisterEffect: the effect starts to exist on the card (a copy's terms added while one is made). */
    public void register(Effect effect, Card card) {
        if (copying != null) {
            effect.setReset(effect.reset() | copying.reset(), copying.count());
            effect.markCopied(copying.copyId());
        }
        duel.effects().register(effect, card);
    }

    /**
     * Card.CopyEffect: runs {@code initialEffect} (the other card's, for the copying card) so that the
     * effects it registers are the copy's, lasting as {@code reset} and {@code count} say.
     *
     * @return the copy's id (Card.ResetEffect of it ends them all)
     */
    public int copy(long reset, int count, Runnable initialEffect) {
        int copyId = duel.effects().nextCopyId();
        Terms outer = copying;
        copying = new Terms(copyId, reset, Math.max(1, count));
        try {
            initialEffect.run();
        } finally {
            copying = outer;
        }
        return copyId;
    }
}
