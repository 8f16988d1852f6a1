package dev.spellspeed.effect;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardMap;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

/**
 * The effects of one duel: every effect registered to a card or a player, in registration order,
 * and each card's own list. Effects are numbered here, so their order is the duel's creation order.
 */
public final class EffectRegistry {
    private final List<Effect> registered = new ArrayList<>();
    private final List<Effect> registeredView = Collections.unmodifiableList(registered);
    // asked for every card of several locations at every prompt: a CardMap, not an identity hash map
    private final CardMap<Indexed> byCard = new CardMap<>();
    private final LongKeyedMap<Indexed> byCode = new LongKeyedMap<>();
    private int nextId = 1;
    private int nextCopyId = 1;
    private long nextTimestamp = 1;
    /** The effect whose callback is running, if any: new effects remember it as their origin. */
    private final Supplier<Effect> running;

    public EffectRegistry() {
        this(() -> null);
    }

    public EffectRegistry(Supplier<Effect> running) {
        this.running = running;
    }

    /** A new id for a Card.CopyEffect, unique in the duel. */
    public int nextCopyId() {
        return nextCopyId++;
    }

    /**
     * One list of the index with its read-only view, made once: the views are asked for at every
     * prompt (every card's effects, the effects of a code), and a new wrapper each time was a large
     * share of a duel's allocation.
     */
    private static final class Indexed {
        final List<Effect> effects = new ArrayList<>();
        final List<Effect> view = Collections.unmodifiableList(effects);
    }

    /** A new, unregistered effect owned by a card's controller (or by {@code player} when card is null). */
    public Effect create(Card owner, int player) {
        Effect effect = new Effect(nextId++, owner, owner != null ? owner.controller() : player);
        effect.setOrigin(running.get());
        return effect;
    }

    public Effect copy(Effect effect) {
        Effect copy = effect.copy(nextId++);
        copy.setOrigin(running.get());
        return copy;
    }

    /**
     * The card's continuous effects (field, equip and single-range effects) start applying now: a card
     * placed or turned face-up on the field, an activated Spell or Trap whose activation resolved, an
     * Equip Card equipped. Their timestamps are renewed, in registration order, so that of two
     * contradicting continuous effects the one that started applying later wins.
     */
    public void startApplying(Card card) {
        Indexed indexed = byCard.get(card);
        if (indexed == null) {
            return;
        }
        for (Effect effect : indexed.effects) {
            if (effect.hasType(EffectType.FIELD | EffectType.EQUIP | EffectType.TARGET)
                    || effect.hasType(EffectType.SINGLE) && effect.hasProperty(EffectFlag.SINGLE_RANGE)) {
                effect.stamp(nextTimestamp++);
            }
        }
    }

    /** Registers an effect to a card (ygopro's {@code Card.RegisterEffect}). */
    public void register(Effect effect, Card card) {
        effect.registerTo(card);
        effect.stamp(nextTimestamp++);
        registered.add(effect);
        byCard.computeIfAbsent(card, c -> new Indexed()).effects.add(effect);
        byCode.computeIfAbsent(indexCode(effect), c -> new Indexed()).effects.add(effect);
    }

    /** Registers an effect to a player (ygopro's {@code Duel.RegisterEffect}). */
    public void register(Effect effect, int player) {
        effect.registerTo(player);
        effect.stamp(nextTimestamp++);
        registered.add(effect);
        byCode.computeIfAbsent(indexCode(effect), c -> new Indexed()).effects.add(effect);
    }

    /** Removes an effect (ygopro's {@code Effect.Reset}). */
    public void remove(Effect effect) {
        if (registered.remove(effect)) {
            Indexed sameCode = byCode.get(indexCode(effect));
            if (sameCode != null) {
                sameCode.effects.remove(effect);
            }
            Card handler = effect.handler();
            if (handler != null) {
                Indexed own = byCard.get(handler);
                if (own != null) {
                    own.effects.remove(effect);
                }
            }
            effect.unregister();
        }
    }

    /** A FLIP effect needs no code of its own: it reacts to EVENT_FLIP. */
    private static long indexCode(Effect effect) {
        long code = effect.indexedCode();
        return code == 0 && effect.hasType(EffectType.FLIP) ? EventCode.FLIP : code;
    }

    /** The effects registered to a card, in registration order. */
    public List<Effect> of(Card card) {
        Indexed own = byCard.get(card);
        return own == null ? List.of() : own.view;
    }

    /**
     * The registered effects with a code, in registration order: the index continuous effects are
     * looked up by (a stat query reads only the few effects of its codes, not every effect).
     */
    public List<Effect> withCode(long code) {
        Indexed effects = byCode.get(code);
        return effects == null ? List.of() : effects.view;
    }

    /** Every registered effect, in registration order. */
    public List<Effect> all() {
        return registeredView;
    }
}
