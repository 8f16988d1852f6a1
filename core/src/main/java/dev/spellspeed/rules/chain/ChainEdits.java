package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Players;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;

/** Changes an effect makes to links already on the chain: their targets, their effects negated. */
public final class ChainEdits {
    private final Duel duel;
    private final Prohibitions prohibitions;
    private final Callbacks callbacks;
    private final ChainLinks links;

    public ChainEdits(Duel duel, Prohibitions prohibitions, Callbacks callbacks, ChainLinks links) {
        this.duel = duel;
        this.prohibitions = prohibitions;
        this.callbacks = callbacks;
        this.links = links;
    }

    /**
     * The link a chain number names for these edits: 0 or a number past the chain means the last link
     * still on it (the one resolving, while the chain resolves). Null when there is no chain.
     */
    private ChainLink link(int number) {
        return links.link(number);
    }

    /**
     * Whether the activation of link {@code number} (0: the last) can be negated (ygopro's
     * is_chain_negatable): not past the chain, not if its effect says it cannot be
     * (EFFECT_FLAG_CANNOT_INACTIVATE), and not while a field effect EFFECT_CANNOT_INACTIVATE in force
     * protects it (its value(e, number) says so).
     */
    public boolean isActivationNegatable(int number) {
        ChainLink link = existing(number);
        return link != null && !link.effect().hasProperty(EffectFlag.CANNOT_INACTIVATE)
                && !protectedBy(EffectCode.CANNOT_INACTIVATE, number);
    }

    /**
     * Whether the effect of link {@code number} (0: the last) can be negated (ygopro's
     * is_chain_disablable): not if it is "cannot be negated" (EFFECT_FLAG_CANNOT_DISABLE), nor while
     * a field effect EFFECT_CANNOT_DISEFFECT in force protects it.
     */
    public boolean isEffectNegatable(int number) {
        ChainLink link = existing(number);
        return link != null && !link.effect().hasProperty(EffectFlag.CANNOT_DISABLE)
                && !protectedBy(EffectCode.CANNOT_DISEFFECT, number);
    }

    /**
     * Duel.NegateActivation (ygopro's negate_chain): link {@code number} (0 or past the chain: the last)
     * resolves as a negated activation, unless it already does, cannot be negated, or its card, still
     * on the chain, is unaffected by the effect negating it. True when it was negated now.
     */
    public boolean negateActivation(int number) {
        ChainLink link = link(number);
        if (link == null || link.isActivationNegated() || !isActivationNegatable(link.number())
                || unaffectedHandler(link)) {
            return false;
        }
        link.negateActivation();
        recordNegation(link);
        return true;
    }

    /**
     * Duel.NegateEffect (ygopro's disable_chain): link {@code number} (0 or past the chain: the last)
     * resolves with its effect negated, with the same exceptions as {@link #negateActivation}.
     */
    public boolean negateEffect(int number) {
        ChainLink link = link(number);
        if (link == null || link.isEffectNegated() || !isEffectNegatable(link.number()) || unaffectedHandler(link)) {
            return false;
        }
        link.negateEffect();
        recordNegation(link);
        return true;
    }

    /** The running effect and its player negated the link (CHAININFO_DISABLE_REASON, _DISABLE_PLAYER). */
    private void recordNegation(ChainLink link) {
        int player = duel.chain().runningPlayer();
        link.recordNegation(duel.chain().runningEffect(), player >= 0 ? player : Players.NONE);
    }

    /** The link {@code number} names for a question about it (0: the last); null past the chain. */
    private ChainLink existing(int number) {
        int size = duel.chain().current() != null ? duel.chain().current().number() : duel.chain().size();
        if (number < 0 || number > size || size == 0) {
            return null;
        }
        return duel.chain().get(number == 0 ? size : number);
    }

    /** A field effect with this code in force whose value(e, number) protects link {@code number}. */
    private boolean protectedBy(long code, int number) {
        for (Effect protection : duel.effects().withCode(code)) {
            if (duel.reach().isInForce(protection) && Prohibitions.valueAccepts(protection, protection, number)) {
                return true;
            }
        }
        return false;
    }

    /** The negating effect does not reach a card that is still on the chain with its link but unaffected by it. */
    private boolean unaffectedHandler(ChainLink link) {
        Card handler = link.handler();
        Effect by = duel.chain().runningEffect();
        return handler != null && by != null && link.isRelated(handler) && prohibitions.isImmuneTo(handler, by);
    }

    /** Duel.ChangeTargetCard: link {@code number} targets these cards instead; false when there is no such link. */
    public boolean changeTargets(int number, CardGroup targets) {
        ChainLink link = link(number);
        if (link == null) {
            return false;
        }
        link.replaceTargets(targets);
        return true;
    }

    /**
     * Duel.NegateRelatedChain: the effects of {@code card} already activated on the chain, whose link the
     * card is still related to, resolve negated ("negate the effects of that monster", which also reaches
     * the effects it activated earlier in the chain). Only while the chain has 2 links or more, and not
     * if the card is unaffected by the effect doing it. ygopro does this with an EFFECT_DISABLE_CHAIN on
     * the card that ends if the card leaves; here the links are negated directly. Returns how many.
     */
    public int negateRelatedLinks(Card card, Effect reasonEffect) {
        if (duel.chain().size() < 2 || reasonEffect != null && prohibitions.isImmuneTo(card, reasonEffect)) {
            return 0;
        }
        int negated = 0;
        for (ChainLink link : duel.chain().links()) {
            if (link.handler() == card && link.isRelated(card)) {
                link.negateEffect();
                negated++;
            }
        }
        return negated;
    }

    /**
     * Duel.CheckChainTarget: whether {@code card} would be a legal target for link {@code number} (0: the
     * last link), asking the link's target function with chkc as ygopro does (chk 0, the link's event
     * and player). False for a link that does not exist or whose effect does not target cards
     * (EFFECT_FLAG_CARD_TARGET) or has no target function. Shift, Fairy's Hand Mirror: "redirect to this card".
     */
    public boolean isLegalTarget(int number, Card card) {
        if (number < 0 || number > duel.chain().size()) {
            return false;
        }
        ChainLink link = number == 0 ? duel.chain().top() : duel.chain().get(number);
        if (link == null) {
            return false;
        }
        Effect effect = link.effect();
        if (!effect.hasProperty(dev.spellspeed.effect.EffectFlag.CARD_TARGET) || effect.target() == null) {
            return false;
        }
        return callbacks.isLegalTarget(effect, link.player(), link.event(), card);
    }

    /**
     * Duel.ChangeChainOperation: link {@code number} resolves with {@code operation} instead of its
     * effect's; a number that names no link means the last one. Nothing if there is no chain.
     */
    public void replaceOperation(int number, dev.spellspeed.effect.EffectFunction operation) {
        if (duel.chain().isEmpty()) {
            return;
        }
        ChainLink link = duel.chain().get(number);
        (link != null ? link : duel.chain().top()).replaceOperation(operation);
    }
}
