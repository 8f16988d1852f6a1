package dev.spellspeed.effect;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardMap;
import dev.spellspeed.duel.ReadOnlyList;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

/**
 * The effects of one duel: every effect registered to a card or a player, in registration order,
 * and each card's own list. Effects are numbered here, so their order is the duel's creation order.
 */
public final class EffectRegistry {
    private final ArrayList<Effect> registered = new ArrayList<>();
    private final List<Effect> registeredView = new ReadOnlyList<>(registered);
    // asked for every card of several locations at every prompt: a CardMap, not an identity hash map
    private final CardMap<Indexed> byCard = new CardMap<>();
    /**
     * Effects by code: the codes below {@link #SMALL_CODES} (every EFFECT_* code and the EVENT_* codes
     * of moves, summons, battle and the chain) in a table indexed by the code itself, the rest
     * (phase events, custom events) in a map. The rules ask for a code hundreds of times per
     * prompt (every continuous-effect look-up, every "is its owner negated?"): a table entry is one
     * load where the map's probe was a hash and two arrays.
     */
    private final Indexed[] bySmallCode = new Indexed[SMALL_CODES];
    private final LongKeyedMap<Indexed> byCode = new LongKeyedMap<>();
    private static final int SMALL_CODES = 0x500;
    /**
     * The registered effects that end with a phase (RESET_PHASE), in registration order: every phase's
     * end walked every effect of the duel for the few that do (1% of a bench duel's samples). Made again
     * from {@link #registered} when a registered effect's reset flags change ({@link #resetChanged}).
     */
    private final ArrayList<Effect> phaseTimed = new ArrayList<>();
    private final List<Effect> phaseTimedView = new ReadOnlyList<>(phaseTimed);
    private boolean phaseTimedStale;
    /** Counts changes of which cards have effects activated on demand, of their types and of their ranges. */
    private int onDemandChanges;
    /** How many times a registered effect came, went, or changed as {@link #changes} says. */
    private long changes;
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

    /**
     * How many times an effect was registered or removed, a card's effects were stamped anew
     * ({@link #startApplying}), or a registered effect's reset flags changed: whoever reads the same count
     * again knows the lists by code and by card, the timestamps and reset flags are as it saw them (the
     * rules check's stat log and its look for changes ending on negation skip their work then; rules/checks).
     */
    public long changes() {
        return changes;
    }

    private void changed() {
        changes++;
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
    static final class Indexed {
        final ArrayList<Effect> effects = new ArrayList<>();
        final List<Effect> view = new ReadOnlyList<>(effects);
        /** Of a card's list: the positions of its effects activated on demand, null until asked or after a change. */
        int[] onDemand;
        /** Of a card's list: how many times it changed, so a listing notices a change made while it judges. */
        int changes;

        void add(Effect effect) {
            effects.add(effect);
            onDemand = null;
            changes++;
        }

        void remove(Effect effect) {
            if (effects.remove(effect)) {
                onDemand = null;
                changes++;
            }
        }

        /** One of its effects' types changed. */
        void typeChanged() {
            onDemand = null;
        }
    }

    private static final int[] NONE = new int[0];
    /**
     * The answer for a card or code without effects: a list of the same class as the others, so that
     * the loops over these lists at every prompt see one class and the compiler can inline their
     * iterators and allocate none (List.of() made those call sites see two; ReadOnlyList says why
     * not Collections.unmodifiableList).
     */
    private static final List<Effect> EMPTY = new ReadOnlyList<>(new ArrayList<>(0));

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
        changed();
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
        changed();
        effect.stamp(nextTimestamp++);
        registered.add(effect);
        notePhaseTimed(effect);
        Indexed own = byCard.computeIfAbsent(card, c -> new Indexed());
        own.add(effect);
        if (activatedOnDemand(effect)) {
            onDemandMayHaveChanged();
        }
        effect.indexedIn(own);
        indexedWithCode(indexCode(effect)).effects.add(effect);
    }

    /** Registers an effect to a player (ygopro's {@code Duel.RegisterEffect}). */
    public void register(Effect effect, int player) {
        effect.registerTo(player);
        changed();
        effect.stamp(nextTimestamp++);
        registered.add(effect);
        notePhaseTimed(effect);
        indexedWithCode(indexCode(effect)).effects.add(effect);
    }

    private void notePhaseTimed(Effect effect) {
        effect.keptBy(this);
        if (!phaseTimedStale && endsWithPhase(effect)) {
            phaseTimed.add(effect);
        }
    }

    private static boolean endsWithPhase(Effect effect) {
        return (effect.reset() & ResetFlag.PHASE) != 0;
    }

    /** A registered effect's reset flags changed: which effects end with a phase is read again when next asked. */
    void resetChanged() {
        changed();
        phaseTimedStale = true;
    }

    /**
     * The registered effects with RESET_PHASE, in registration order: the only ones a phase's end can
     * end (the others' reset flags say so). The list is live: copy it to change effects while walking.
     */
    public List<Effect> endingWithPhases() {
        if (phaseTimedStale) {
            phaseTimed.clear();
            for (Effect effect : registered) {
                if (endsWithPhase(effect)) {
                    phaseTimed.add(effect);
                }
            }
            phaseTimedStale = false;
        }
        return phaseTimedView;
    }

    private Indexed indexedWithCode(long code) {
        if (code >= 0 && code < SMALL_CODES) {
            Indexed indexed = bySmallCode[(int) code];
            if (indexed == null) {
                indexed = new Indexed();
                bySmallCode[(int) code] = indexed;
            }
            return indexed;
        }
        return byCode.computeIfAbsent(code, c -> new Indexed());
    }

    /** Removes an effect (ygopro's {@code Effect.Reset}). */
    public void remove(Effect effect) {
        if (registered.remove(effect)) {
            changed();
            // unchanged since it was registered, else the list is stale: its flags say whether it is there
            if (!phaseTimedStale && endsWithPhase(effect)) {
                phaseTimed.remove(effect);
            }
            effect.keptBy(null);
            Indexed sameCode = indexed(indexCode(effect));
            if (sameCode != null) {
                sameCode.effects.remove(effect);
            }
            Card handler = effect.handler();
            if (handler != null) {
                Indexed own = byCard.get(handler);
                if (own != null) {
                    own.remove(effect);
                }
                if (activatedOnDemand(effect)) {
                    onDemandMayHaveChanged();
                }
            }
            effect.indexedIn(null);
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
        return own == null ? EMPTY : own.view;
    }

    /**
     * The positions in {@link #of} of the card's effects that are activated on demand: a card's
     * activation ({@code EFFECT_TYPE_ACTIVATE}), ignition and optional quick effects, the only ones a
     * listing of the activations open to a player can offer (a forced quick effect activates by itself,
     * triggers are offered when their event happens, continuous effects simply apply). Kept until the
     * card's list or one of its effects' types changes (a new array then, so one in hand stays as it
     * was): a listing at every prompt then judges these instead of walking every effect of every card
     * in five locations.
     */
    public int[] onDemand(Card card) {
        Indexed own = byCard.get(card);
        if (own == null) {
            return NONE;
        }
        int[] positions = own.onDemand;
        if (positions == null) {
            positions = onDemandIn(own.effects);
            own.onDemand = positions;
        }
        return positions;
    }

    private static int[] onDemandIn(List<Effect> effects) {
        int count = 0;
        for (Effect effect : effects) {
            if (activatedOnDemand(effect)) {
                count++;
            }
        }
        if (count == 0) {
            return NONE;
        }
        int[] positions = new int[count];
        int next = 0;
        for (int i = 0; i < effects.size(); i++) {
            if (activatedOnDemand(effects.get(i))) {
                positions[next++] = i;
            }
        }
        return positions;
    }

    private static boolean activatedOnDemand(Effect effect) {
        return effect.hasType(EffectType.ACTIVATE | EffectType.IGNITION | EffectType.QUICK_O)
                && !effect.hasType(EffectType.QUICK_F);
    }

    /**
     * A count that differs whenever an effect activated on demand has been registered to a card or removed,
     * or the type or range of an effect registered to a card has changed since it was read: what {@link #onDemand}
     * gives for any card, and where those effects may be used from, are as they were while it is the same
     * (the listing of activations keeps which cards to judge until then).
     */
    public int onDemandChanges() {
        return onDemandChanges;
    }

    /** An effect activated on demand came or went, or the type or range of an effect registered to a card changed. */
    void onDemandMayHaveChanged() {
        onDemandChanges++;
    }

    /**
     * How many times the card's list of effects has changed (not counting changes of their types):
     * a listing that judges by {@link #onDemand} positions notices a script changing it under it.
     */
    public int changesOf(Card card) {
        Indexed own = byCard.get(card);
        return own == null ? 0 : own.changes;
    }

    /**
     * The registered effects with a code, in registration order: the index continuous effects are
     * looked up by (a stat query reads only the few effects of its codes, not every effect).
     */
    public List<Effect> withCode(long code) {
        Indexed effects = indexed(code);
        return effects == null ? EMPTY : effects.view;
    }

    private Indexed indexed(long code) {
        return code >= 0 && code < SMALL_CODES ? bySmallCode[(int) code] : byCode.get(code);
    }

    /** Every registered effect, in registration order. */
    public List<Effect> all() {
        return registeredView;
    }
}
