package dev.spellspeed.rules.continuous;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Reach;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;


/**
 * Does a continuous effect apply (ygopro's is_available / is_target): to a face-up card on the field
 * through its range, target filter and condition, or to a player through {@code SetTargetRange}.
 * A card's effects stop while it is negated (R082), once its destruction by battle is determined
 * (R039), and until its summon has succeeded.
 */
public final class EffectReach implements Reach {
    private final Duel duel;

    public EffectReach(Duel duel) {
        this.duel = duel;
    }

    @Override
    public boolean isAffectedBy(Card card, long code) {
        if (!card.location().isOnField() || !card.isFaceUp()) {
            return false;
        }
        for (Effect effect : duel.effects().withCode(code)) {
            if (applies(effect, card)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A card's own effects stop while EFFECT_DISABLE applies to it (R082); changes other cards made to
     * it stay.
     */
    private boolean isNegated(Effect effect) {
        Card owner = effect.owner();
        if (owner == null || effect.hasProperty(EffectFlag.CANNOT_DISABLE)
                || owner != effect.handler() && !effect.hasType(EffectType.FIELD | EffectType.EQUIP)
                        && !effect.hasProperty(EffectFlag.OWNER_RELATE)) {
            return false;
        }
        if (effect.code() == EffectCode.DISABLE) {
            // a negating card can be negated in turn (Royal Decree on Royal Command); looked at one level
            // deep, so two cards that negate each other are both negated instead of looping
            return !checkingNegators && isNegatedKept(owner, true);
        }
        if (checkingNegators) {
            return isAffectedBy(owner, EffectCode.DISABLE); // inside a negator's question: not the plain answer
        }
        return isNegatedKept(owner, false);
    }

    /** Whether EFFECT_DISABLE applies to the card, kept while the state is held when its making asked no cycle guard. */
    private boolean isNegatedKept(Card card, boolean asNegator) {
        int known = held.answer(card, asNegator);
        if (known != NegationHold.UNKNOWN) {
            return known == NegationHold.YES;
        }
        long before = guardsAsked;
        checkingNegators = asNegator;
        boolean negated;
        try {
            negated = isAffectedBy(card, EffectCode.DISABLE);
        } finally {
            checkingNegators = false;
        }
        if (guardsAsked == before) {
            held.keep(card, asNegator, negated);
        }
        return negated;
    }

    private boolean checkingNegators;

    /**
     * How many times a question asked whether it was already being asked (an effect's condition, a stat
     * being computed): an answer whose making asked none is the same whatever is being asked around it,
     * so it may be kept while the state is held; one that asked may have been cut short by a cycle.
     */
    private long guardsAsked;

    /** A question asks whether it is already in progress (here, and a stat's computation in {@link StatCalculator}); true. */
    boolean guardAsked() {
        guardsAsked++;
        return true;
    }

    /** Answers to "is this card negated?" kept while the caller holds the state still ({@link #hold}). */
    private final NegationHold held = new NegationHold();

    /**
     * From now until {@link #release}, the caller changes nothing (no card moves or turns, no effect
     * comes or goes): whether a card is negated is then asked of the EFFECT_DISABLE effects once per card
     * and kept. The rules check's scans and the stat log's looks ask it for every effect they judge.
     */
    public void hold() {
        held.start();
    }

    /** The state may change again: nothing kept is used any more. */
    public void release() {
        held.stop();
    }

    /** Whether a registered effect applies to a face-up monster on the field now. */
    @Override
    public boolean applies(Effect effect, Card card) {
        if (!effect.isRegistered()) {
            return false;
        }
        Card handler = effect.handler();
        boolean reaches;
        if (effect.hasType(EffectType.SINGLE)) {
            reaches = handler == card && (!effect.hasProperty(EffectFlag.SINGLE_RANGE) || card.inRange(effect.range()));
        } else if (effect.hasType(EffectType.EQUIP)) {
            reaches = handler != null && handler.equipTarget() == card && handler.location().isOnField()
                    && handler.isFaceUp();
        } else if (effect.hasType(EffectType.FIELD)) {
            reaches = fieldEffectReaches(effect, card);
        } else if (effect.hasType(EffectType.TARGET)) {
            // an EFFECT_TYPE_TARGET effect applies from its face-up card to the cards it keeps as targets
            reaches = handler != null && handler.isFaceUp() && handler.inRange(effect.range())
                    && duel.field().targets().has(handler, card);
        } else {
            return false;
        }
        // negation asked only of an effect that reaches the card: the reach is Java, the negation asks every
        // EFFECT_DISABLE effect's Lua target (a self-destruction rule of one card is judged for every card)
        if (!reaches || handler != null && !inForce(handler) || isNegated(effect)) {
            return false;
        }
        if (effect.condition() != null && guardAsked() && !deciding.add(effect)) {
            // its condition asks, through other effects, whether it applies itself (Jinzo's "unless it has
            // Amplifier's effect", with Amplifier asking whether Jinzo negates it): the inner question
            // answers no, which cuts the cycle as ygopro's status flags do
            return false;
        }
        boolean holds;
        try {
            holds = holds(effect.condition(), effect);
        } finally {
            deciding.remove(effect);
        }
        return holds && (!effect.hasType(EffectType.FIELD) || effect.target() == null || holds(effect.target(), effect, card));
    }

    /**
     * Whether some registered effect with this code may apply to a card on the field now, judged without
     * Lua from where its card is: false means {@link #applies} answers no for every such card without
     * asking any script (a rule whose effects all sit in the Deck or face-down has nothing to do).
     */
    public boolean mayApplyOnField(long code) {
        for (Effect effect : duel.effects().withCode(code)) {
            if (mayApplyOnField(effect)) {
                return true;
            }
        }
        return false;
    }

    /** The same for one effect: false means {@link #applies} answers no for it and every card, asking no script. */
    public static boolean mayApplyOnField(Effect effect) {
        if (!effect.isRegistered()) {
            return false;
        }
        Card handler = effect.handler();
        // every kind of reach needs a face-up card on the field or in the effect's range (or no card)
        return handler == null || handler.isFaceUp() && (handler.location().isOnField() || handler.inRange(effect.range()));
    }

    /** The effects whose condition is being asked right now. */
    private final InProgress<Effect> deciding = new InProgress<>();

    /**
     * Whether a player is affected by a field effect aimed at players: registered to a player, or
     * to a face-up card in its range, reaching the player through {@code SetTargetRange(self, opponent)}
     * (as 0/1), with its condition holding. Returns the effect, or null.
     */
    @Override
    public Effect playerEffect(int player, long code) {
        for (Effect effect : duel.effects().withCode(code)) {
            if (reachesPlayer(effect, player)) {
                return effect;
            }
        }
        return null;
    }

    /**
     * Whether a registered field effect is in force now, whoever it is for (ygopro's is_available for
     * the effects a rule looks up by code): its card face-up in its range and not negated, its
     * condition holding.
     */
    @Override
    public boolean isInForce(Effect effect) {
        if (!effect.isRegistered()) {
            return false;
        }
        Card handler = effect.handler();
        if (handler != null && (!handler.isFaceUp() || !handler.inRange(effect.range()) || !inForce(handler)
                || isNegated(effect))) {
            return false;
        }
        return holds(effect.condition(), effect);
    }

    /**
     * Whether a player-aimed effect reaches a player now: registered to a player, or to a face-up card
     * in its range (not destroyed by battle), with {@code SetTargetRange(self, opponent)} (as 0/1)
     * covering the player and its condition holding.
     */
    @Override
    public boolean reachesPlayer(Effect effect, int player) {
        if (!effect.isRegistered()) {
            return false;
        }
        Card handler = effect.handler();
        boolean mine = player == effect.handlerPlayer();
        if ((mine ? effect.targetRangeSelf() : effect.targetRangeOpponent()) == 0) {
            return false; // not this player's: whether its card is negated need not be asked
        }
        if (handler != null && (!handler.isFaceUp() || !handler.inRange(effect.range()) || !inForce(handler)
                || isNegated(effect))) {
            return false;
        }
        return holds(effect.condition(), effect);
    }

    /**
     * A card's effects stop once its destruction by battle is determined (R039), and a monster's start
     * only once its summon has succeeded (not during its summon-negation window).
     */
    private boolean inForce(Card handler) {
        return !duel.battle().isBattleDestroyed(handler) && !duel.summons().isBeingSummoned(handler);
    }

    private boolean fieldEffectReaches(Effect effect, Card card) {
        Card handler = effect.handler();
        int controller;
        if (handler != null) {
            if (!handler.isFaceUp() || !handler.inRange(effect.range())) {
                return false;
            }
            controller = handler.controller();
        } else {
            controller = effect.handlerPlayer();
        }
        if (effect.hasProperty(EffectFlag.ABSOLUTE_TARGET)) {
            controller = 0;
        }
        int range = card.controller() == controller ? effect.targetRangeSelf() : effect.targetRangeOpponent();
        return card.location().in(range);
    }

    private static boolean holds(EffectFunction function, Object... args) {
        if (function == null) {
            return true;
        }
        try {
            Object result = function.invoke(args);
            return result != null && !Boolean.FALSE.equals(result);
        } catch (RuntimeException failure) {
            return false; // a failing script applies nothing; the chain procedures report script errors
        }
    }
}
