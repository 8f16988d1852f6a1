package dev.spellspeed.effect;

import dev.spellspeed.duel.Card;

import java.util.Arrays;

/**
 * An effect in the ygopro model: built by a card script ({@code Effect.CreateEffect}, setters),
 * then registered to a card or a player. Types, codes, properties, categories and reset flags are
 * 64-bit. An effect is mutable until registered; the engine reads it from then on.
 */
public final class Effect {
    private final int id;
    private final Card owner;
    private int ownerPlayer;
    private Card handler;
    private int handlerPlayer = -1;
    private boolean registered;
    /** The code it was registered with, when SetCode changed it after registering (ygopro tolerates that). */
    private Long indexedCode;

    private long type;
    private long code;
    private long property;
    private long property2;
    private long category;
    private int range;
    private int targetRangeSelf;
    private int targetRangeOpponent;
    private int countLimit;
    private long countCode;
    private long description;
    private long reset;
    private int resetCount = 1;
    private long hintTiming0;
    private long hintTiming1;
    private long[] labels = new long[0];
    private Object labelObject;
    private EffectValue value = EffectValue.ZERO;
    private EffectFunction condition;
    private EffectFunction cost;
    private EffectFunction target;
    private EffectFunction operation;
    /** The effect whose callback created this one (null: created outside any callback, e.g. initial_effect). */
    private Effect origin;
    /** Non-zero for an effect gained from another card (Card.CopyEffect): the copy's id. */
    private int copyId;
    /** While its cost has been checked or paid and its target is being checked or chosen (Effect.IsCostChecked). */
    private boolean costChecked;
    /** Where its card was when it was last activated (LOCATION_* mask; 0 if never). */
    private int activateLocation;
    /**
     * When it began to apply, for conflicting continuous effects (the later one wins) and the order of
     * stat changes: set when it is registered and renewed when its card's effects start applying again
     * (ygopro renews the effect id in enable_field_effect).
     */
    private long timestamp;
    /** The registry it is registered in, while it is: told when its reset flags change. */
    private EffectRegistry registry;
    /** Its card's list in the registry while registered to a card: told when the type changes. */
    private EffectRegistry.Indexed indexedIn;

    /**
     * @param id the effect's number in its duel, in creation order (later effects have higher numbers)
     * @param owner the card whose script created it, or null for an effect created by the rules
     * @param ownerPlayer the player who owns it
     */
    public Effect(int id, Card owner, int ownerPlayer) {
        this.id = id;
        this.owner = owner;
        this.ownerPlayer = ownerPlayer;
    }

    /** A copy with a new id, not registered (ygopro's {@code Effect.Clone}). */
    public Effect copy(int newId) {
        Effect e = new Effect(newId, owner, ownerPlayer);
        e.type = type;
        e.code = code;
        e.property = property;
        e.property2 = property2;
        e.category = category;
        e.range = range;
        e.targetRangeSelf = targetRangeSelf;
        e.targetRangeOpponent = targetRangeOpponent;
        e.countLimit = countLimit;
        e.countCode = countCode;
        e.description = description;
        e.reset = reset;
        e.resetCount = resetCount;
        e.hintTiming0 = hintTiming0;
        e.hintTiming1 = hintTiming1;
        e.labels = labels.clone();
        e.labelObject = labelObject;
        e.value = value;
        e.condition = condition;
        e.cost = cost;
        e.target = target;
        e.operation = operation;
        return e;
    }

    public int id() {
        return id;
    }

    /** When the effect began to apply (a duel-wide counter): a higher number began later. */
    public long timestamp() {
        return timestamp;
    }

    void stamp(long timestamp) {
        this.timestamp = timestamp;
    }

    public Card owner() {
        return owner;
    }

    public int ownerPlayer() {
        return ownerPlayer;
    }

    public void setOwnerPlayer(int player) {
        this.ownerPlayer = player;
    }

    /** The card the effect is registered to, or null for a player's effect or an unregistered one. */
    public Card handler() {
        return handler;
    }

    /** The player the effect works for: its handler's controller, or the player it was registered to. */
    public int handlerPlayer() {
        if (handler != null) {
            return handler.controller();
        }
        return handlerPlayer >= 0 ? handlerPlayer : ownerPlayer;
    }

    public boolean isRegistered() {
        return registered;
    }

    /** Marks the effect as registered to a card (ygopro's {@code Card.RegisterEffect}). */
    void registerTo(Card card) {
        requireUnregistered();
        this.handler = card;
        this.registered = true;
    }

    /** Marks the effect as registered to a player (ygopro's {@code Duel.RegisterEffect}). */
    void registerTo(int player) {
        requireUnregistered();
        this.handlerPlayer = player;
        this.registered = true;
    }

    void unregister() {
        this.registered = false;
        this.indexedCode = null;
    }

    private void requireUnregistered() {
        if (registered) {
            throw new IllegalStateException("the effect is already registered");
        }
    }

    public long type() {
        return type;
    }

    public void setType(long type) {
        this.type = type;
        if (indexedIn != null) {
            // the registry keeps which of a card's effects are activated on demand (EffectRegistry.onDemand)
            indexedIn.typeChanged();
        }
    }

    void indexedIn(EffectRegistry.Indexed list) {
        this.indexedIn = list;
    }

    void keptBy(EffectRegistry registry) {
        this.registry = registry;
    }

    /** True if any of the type bits is set. */
    public boolean hasType(long bits) {
        return (type & bits) != 0;
    }

    public long code() {
        return code;
    }

    public void setCode(long code) {
        if (registered) {
            // registered effects are indexed by code
            throw new IllegalStateException("the code of a registered effect cannot change");
        }
        this.code = code;
    }

    /**
     * Changes the code of a registered effect as ygopro does when a script calls SetCode after
     * registering it: the effect reports the new code, but stays indexed (found by what looks up
     * its effects by code) under the code it was registered with, as ygopro's effect containers,
     * keyed at registration, keep it.
     */
    public void changeCodeAfterRegistering(long code) {
        if (registered && indexedCode == null) {
            indexedCode = this.code;
        }
        this.code = code;
    }

    /** The code the registry indexes the effect by: its code, unless it was changed after registering. */
    public long indexedCode() {
        return registered && indexedCode != null ? indexedCode : code;
    }

    public long property() {
        return property;
    }

    public void setProperty(long property) {
        this.property = property;
    }

    /** The second property word (ygopro's EFFECT_FLAG2_*), whose bit values overlap the first. */
    public long property2() {
        return property2;
    }

    public void setProperty2(long property2) {
        this.property2 = property2;
    }

    public boolean hasProperty(long bits) {
        return (property & bits) != 0;
    }

    public long category() {
        return category;
    }

    public void setCategory(long category) {
        this.category = category;
    }

    /** LOCATION_* mask where the handler must be for the effect to apply or be used. */
    public int range() {
        return range;
    }

    public void setRange(int range) {
        this.range = range;
    }

    public int targetRangeSelf() {
        return targetRangeSelf;
    }

    public int targetRangeOpponent() {
        return targetRangeOpponent;
    }

    public void setTargetRange(int self, int opponent) {
        this.targetRangeSelf = self;
        this.targetRangeOpponent = opponent;
    }

    /** Uses per count period; 0 means no count limit. */
    /** The effect whose callback created this one, or null (the banishment a "return it" effect belongs to). */
    public Effect origin() {
        return origin;
    }

    public void setOrigin(Effect origin) {
        this.origin = origin;
    }

    public int countLimit() {
        return countLimit;
    }

    /** The count-limit code: 0 for a per-card limit, else a card code plus EFFECT_COUNT_CODE_* flags. */
    public long countCode() {
        return countCode;
    }

    public void setCountLimit(int count, long code) {
        this.countLimit = count;
        this.countCode = code;
        this.property |= EffectFlag.COUNT_LIMIT;
    }

    public long description() {
        return description;
    }

    public void setDescription(long description) {
        this.description = description;
    }

    /**
     * True from the moment the game checks (or pays) the effect's cost until it has checked (or chosen)
     * its targets: a target function can tell whether the cost is part of this check (ygopro's
     * cost_checked; a copied effect's target called from another effect's sees false).
     */
    public boolean isCostChecked() {
        return costChecked;
    }

    public void setCostChecked(boolean costChecked) {
        this.costChecked = costChecked;
    }

    /** The location its card was activated from, as a LOCATION_* mask (Effect.GetActivateLocation); 0 if never activated. */
    public int activateLocation() {
        return activateLocation;
    }

    public void setActivateLocation(int locationMask) {
        this.activateLocation = locationMask;
    }

    /** Gained from another card by Card.CopyEffect (R116): it applies only while its card is on the field. */
    public boolean isCopied() {
        return copyId != 0;
    }

    public int copyId() {
        return copyId;
    }

    public void markCopied(int copyId) {
        this.copyId = copyId;
    }

    public long reset() {
        return reset;
    }

    public int resetCount() {
        return resetCount;
    }

    /** One of the phases that end this effect has ended; true when that was the last one (it ends now). */
    public boolean countDownReset() {
        resetCount--;
        return resetCount <= 0;
    }

    public void setReset(long flags, int count) {
        this.reset = flags;
        this.resetCount = count;
        if (registry != null) {
            // the registry keeps which effects end with a phase (EffectRegistry.endingWithPhases)
            registry.resetChanged();
        }
    }

    public long hintTiming0() {
        return hintTiming0;
    }

    public long hintTiming1() {
        return hintTiming1;
    }

    public void setHintTiming(long self, long opponent) {
        this.hintTiming0 = self;
        this.hintTiming1 = opponent;
    }

    /** The labels set with SetLabel, in order (ygopro allows several). */
    public long[] labels() {
        return labels.clone();
    }

    public long label() {
        return labels.length == 0 ? 0 : labels[0];
    }

    public void setLabels(long... values) {
        this.labels = values.clone();
    }

    public Object labelObject() {
        return labelObject;
    }

    public void setLabelObject(Object object) {
        this.labelObject = object;
    }

    public EffectValue value() {
        return value;
    }

    public void setValue(EffectValue value) {
        this.value = value;
        if (value instanceof EffectValue.Function) {
            property |= EffectFlag.FUNC_VALUE;
        } else {
            property &= ~EffectFlag.FUNC_VALUE;
        }
    }

    public EffectFunction condition() {
        return condition;
    }

    public void setCondition(EffectFunction condition) {
        this.condition = condition;
    }

    public EffectFunction cost() {
        return cost;
    }

    public void setCost(EffectFunction cost) {
        this.cost = cost;
    }

    public EffectFunction target() {
        return target;
    }

    public void setTarget(EffectFunction target) {
        this.target = target;
    }

    public EffectFunction operation() {
        return operation;
    }

    public void setOperation(EffectFunction operation) {
        this.operation = operation;
    }

    @Override
    public String toString() {
        return "effect #" + id + (owner != null ? " of " + owner : "") + " (type 0x" + Long.toHexString(type)
                + ", code " + code + (labels.length > 0 ? ", labels " + Arrays.toString(labels) : "") + ")";
    }
}
