package dev.spellspeed.rules.continuous;

import dev.spellspeed.rules.chain.Activations;
import dev.spellspeed.rules.chain.Callbacks;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.PendingDestruction;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.effect.GameEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Replacement effects that are not chain links: "if a card would be destroyed, you can do this
 * instead" (EFFECT_DESTROY_REPLACE, a continuous effect). They are asked while the cards are about
 * to be destroyed and have not moved yet.
 */
public final class Replacements {
    private final Duel duel;
    private final Callbacks callbacks;
    private final Prohibitions prohibitions;

    public Replacements(Duel duel, Callbacks callbacks, Prohibitions prohibitions) {
        this.duel = duel;
        this.callbacks = callbacks;
        this.prohibitions = prohibitions;
    }

    /**
     * The cards about to be destroyed (each already carrying its {@link PendingDestruction}) meet the
     * EFFECT_DESTROY_REPLACE effects, as ygopro asks them:
     * <ol>
     * <li>the field ones ({@code CONTINUOUS+FIELD}, their card face-up and not negated in their range),
     * the turn player's first, then the opponent's, each in registration order: with eg = the cards
     * still about to be destroyed, ep = the effect's player and re, r, rp those of the first of them,
     * the effect is asked if its condition holds, its count limit has a use left and it has a value:
     * target(chk=0), then target(chk=1), where the script asks its player; a true answer spares every
     * card of eg its value(e, c) accepts, spends a use and performs its operation (the replacement);</li>
     * <li>then, for each card still about to be destroyed, its own {@code CONTINUOUS+SINGLE} ones in
     * registration order, the same way (re, r, rp the card's), the first to answer true sparing it.</li>
     * </ol>
     * An operation is performed at once, while the others are still about to be destroyed; with
     * {@code deferOperations} (destruction by battle, decided at damage calculation) the operations are
     * performed once every effect has been asked. Returns the cards spared: they are not destroyed and
     * stay where they are.
     */
    public CardGroup replaceDestruction(CardGroup destroying, boolean deferOperations) {
        CardGroup spared = new CardGroup();
        List<Effect> replacements = duel.effects().withCode(EffectCode.DESTROY_REPLACE);
        if (replacements.isEmpty() || destroying.isEmpty()) {
            return spared;
        }
        replacements = List.copyOf(replacements);
        CardGroup remaining = destroying.copy();
        List<Runnable> deferred = new ArrayList<>();
        for (Effect replacement : fieldReplacementsInTurnOrder(replacements)) {
            if (remaining.isEmpty()) {
                break;
            }
            int player = replacement.handlerPlayer();
            GameEvent event = destructionEvent(remaining, remaining.first(), player);
            ChainLink own = ownLink(replacement, player, event);
            if (!fieldReplacementActive(replacement) || !hasValue(replacement) || !usable(replacement, player, event)
                    || !decide(replacement, player, event, own)) {
                continue;
            }
            for (Card card : remaining.toList()) {
                if (Prohibitions.valueAccepts(replacement, replacement, card)) {
                    remaining.remove(card);
                    spared.add(card);
                }
            }
            replace(replacement, player, event, own, deferOperations, deferred);
        }
        for (Card card : remaining.toList()) {
            for (Effect replacement : replacements) {
                if (!remaining.contains(card) || !singleReplacementActive(replacement, card)) {
                    continue;
                }
                int player = replacement.handlerPlayer();
                GameEvent event = destructionEvent(remaining, card, player);
                ChainLink own = ownLink(replacement, player, event);
                if (!usable(replacement, player, event) || !decide(replacement, player, event, own)) {
                    continue;
                }
                remaining.remove(card);
                spared.add(card);
                replace(replacement, player, event, own, deferOperations, deferred);
                break;
            }
        }
        deferred.forEach(Runnable::run);
        return spared;
    }

    /** The field replacements, the turn player's before the opponent's (ygopro's order of asking). */
    private List<Effect> fieldReplacementsInTurnOrder(List<Effect> replacements) {
        List<Effect> ordered = new ArrayList<>();
        List<Effect> opponents = new ArrayList<>();
        for (Effect effect : replacements) {
            if (!effect.hasType(EffectType.CONTINUOUS) || !effect.hasType(EffectType.FIELD)) {
                continue;
            }
            (effect.handlerPlayer() == duel.turn().player() ? ordered : opponents).add(effect);
        }
        ordered.addAll(opponents);
        return ordered;
    }

    /** A field replacement applies while its card is in its range (face-up and not negated on the field). */
    private boolean fieldReplacementActive(Effect effect) {
        if (!effect.isRegistered()) {
            return false;
        }
        Card handler = effect.handler();
        return handler == null || handler.location().in(effect.range()) && handlerInForce(effect, handler);
    }

    /** A card's own replacement applies to it where its range says (anywhere without EFFECT_FLAG_SINGLE_RANGE). */
    private boolean singleReplacementActive(Effect effect, Card card) {
        return effect.isRegistered() && effect.hasType(EffectType.CONTINUOUS) && effect.hasType(EffectType.SINGLE)
                && effect.handler() == card
                && (!effect.hasProperty(EffectFlag.SINGLE_RANGE) || card.location().in(effect.range()))
                && handlerInForce(effect, card);
    }

    private boolean handlerInForce(Effect effect, Card handler) {
        if (!handler.location().isOnField()) {
            return true;
        }
        return handler.isFaceUp()
                && (effect.hasProperty(EffectFlag.CANNOT_DISABLE) || !prohibitions.isDisabled(handler));
    }

    /** ygopro asks a field replacement only if it has a value (which cards it spares). */
    private static boolean hasValue(Effect effect) {
        return !(effect.value() instanceof EffectValue.Constant constant) || constant.value() != 0;
    }

    /** Count limit left, condition, and target(chk=0). */
    private boolean usable(Effect effect, int player, GameEvent event) {
        return countLimitLeft(effect, player) && callbacks.condition(effect, player, event)
                && callbacks.canTarget(effect, player, event);
    }

    private boolean countLimitLeft(Effect effect, int player) {
        return Activations.countLimitLeft(duel, effect, player);
    }

    /** The replacement is used: a use of its count limit is spent and its operation performed (now or later). */
    private void replace(Effect effect, int player, GameEvent event, ChainLink own, boolean defer,
                         List<Runnable> deferred) {
        if (effect.countLimit() > 0) {
            duel.turn().useCountLimit(Activations.countKey(effect, player));
        }
        Runnable operation = () -> {
            duel.chain().enterContinuous(own);
            try {
                callbacks.operate(effect, player, event);
            } finally {
                duel.chain().exitContinuous();
            }
        };
        if (defer) {
            deferred.add(operation);
        } else {
            operation.run();
        }
    }

    /**
     * The replacement's own link outside the chain (ygopro's continuous chain): what its target sets with
     * Duel.SetTargetCard is there for its operation (Duel.GetChainInfo(0, CHAININFO_TARGET_CARDS)).
     */
    private static ChainLink ownLink(Effect effect, int player, GameEvent event) {
        return new ChainLink(0, effect, player, effect.handler(), event, 0, false, null, 0);
    }

    /** target(chk=1), run with the replacement's own link: true when the player replaces. */
    private boolean decide(Effect effect, int player, GameEvent event, ChainLink own) {
        duel.chain().enterContinuous(own);
        try {
            return callbacks.decide(effect, player, event);
        } finally {
            duel.chain().exitContinuous();
        }
    }

    /** eg = the cards about to be destroyed, ep = the replacement's player, re/r/rp = why {@code card} is. */
    private GameEvent destructionEvent(CardGroup destroying, Card card, int player) {
        PendingDestruction why = duel.operation().pendingDestruction(card);
        long reason = why == null ? Reason.DESTROY : why.reason();
        Effect reasonEffect = why == null ? null : why.reasonEffect();
        int reasonPlayer = why == null ? player : why.reasonPlayer();
        return new GameEvent(EffectCode.DESTROY_REPLACE, destroying, reasonEffect, reason, reasonPlayer, player, 0);
    }
}
