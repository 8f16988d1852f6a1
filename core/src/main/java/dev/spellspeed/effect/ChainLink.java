package dev.spellspeed.effect;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Location;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One link of the chain: the activated effect, who activated it, the event it responds to, its
 * targets and declared operations, and whether its activation or its effect was negated.
 */
public final class ChainLink {
    private final int number;
    private final Effect effect;
    private final int player;
    private final Card handler;
    private final GameEvent event;
    private final int speed;
    private final boolean cardActivation;
    private final Location activatedFrom;
    private final int activatedSequence;
    private final CardGroup targets = new CardGroup();
    private final Map<Card, Integer> related = new IdentityHashMap<>();
    private final Map<Long, OperationInfo> operations = new LinkedHashMap<>();
    private int targetPlayer;
    private long targetParam;
    private boolean activationNegated;
    private String countKey;
    private boolean effectNegated;
    private EffectFunction replacementOperation;
    private TriggeringState triggeringState = TriggeringState.NONE;
    private Effect negatedBy;
    private int negatingPlayer = 2;

    public ChainLink(int number, Effect effect, int player, Card handler, GameEvent event, int speed,
                     boolean cardActivation, Location activatedFrom, int activatedSequence) {
        this.number = number;
        this.effect = effect;
        this.player = player;
        this.handler = handler;
        this.event = event;
        this.speed = speed;
        this.cardActivation = cardActivation;
        this.activatedFrom = activatedFrom;
        this.activatedSequence = activatedSequence;
    }

    /** Its card as it was when the link was put on the chain. */
    public TriggeringState triggeringState() {
        return triggeringState;
    }

    public void setTriggeringState(TriggeringState state) {
        this.triggeringState = state;
    }

    /** Chain link number, from 1. */
    public int number() {
        return number;
    }

    public Effect effect() {
        return effect;
    }

    /** The player who activated it; "you" in its resolution (R051). */
    public int player() {
        return player;
    }

    public Card handler() {
        return handler;
    }

    public GameEvent event() {
        return event;
    }

    public int speed() {
        return speed;
    }

    /** True when a Spell or Trap Card itself was activated (it is sent to the GY after the chain if it is not continuous). */
    public boolean isCardActivation() {
        return cardActivation;
    }

    public Location activatedFrom() {
        return activatedFrom;
    }

    public int activatedSequence() {
        return activatedSequence;
    }

    public CardGroup targets() {
        return targets;
    }

    /** Duel.ClearTargetCard: the link targets nothing any more; the cards stay related to it. */
    public void clearTargets() {
        targets.clear();
    }

    /** Duel.ChangeChainOperation: this function resolves instead of the effect's operation. */
    public void replaceOperation(EffectFunction operation) {
        this.replacementOperation = operation;
    }

    /** The operation that replaced the effect's own, or null. */
    public EffectFunction replacementOperation() {
        return replacementOperation;
    }

    /** Targets are fixed at activation (R064): each is remembered together with its place at that moment. */
    public void addTarget(Card card) {
        targets.add(card);
        relate(card);
    }

    /** Makes a card "related" to this link while it stays where it is now. */
    public void relate(Card card) {
        related.put(card, card.moveCount());
    }

    /** Card.ReleaseEffectRelation: the card is no longer related to this link (moved or not). */
    public void unrelate(dev.spellspeed.duel.Card card) {
        related.remove(card);
    }

    /** A card is still related when it was related and has not moved since (ygopro's IsRelateToEffect). */
    public boolean isRelated(Card card) {
        Integer moves = related.get(card);
        return moves != null && moves == card.moveCount();
    }

    public int targetPlayer() {
        return targetPlayer;
    }

    public void setTargetPlayer(int targetPlayer) {
        this.targetPlayer = targetPlayer;
    }

    public long targetParam() {
        return targetParam;
    }

    public void setTargetParam(long targetParam) {
        this.targetParam = targetParam;
    }

    public void setOperationInfo(OperationInfo info) {
        operations.put(info.category(), info);
    }

    public OperationInfo operationInfo(long category) {
        return operations.get(category);
    }

    /** How many categories the link declared an operation for (Duel.GetOperationCount). */
    public int operationInfoCount() {
        return operations.size();
    }

    /** Forgets every operation the link declared (Duel.ClearOperationInfo). */
    public void clearOperationInfo() {
        operations.clear();
    }

    /**
     * The link now targets these cards instead (Duel.ChangeTargetCard, e.g. a redirected target): the
     * old targets stop being related to it and the new ones are related from where they are now.
     */
    public void replaceTargets(CardGroup newTargets) {
        for (Card old : targets) {
            related.remove(old);
        }
        targets.clear();
        for (Card card : newTargets) {
            addTarget(card);
        }
    }

    /** The count-limit key this activation used, or null. */
    public String countKey() {
        return countKey;
    }

    public void setCountKey(String countKey) {
        this.countKey = countKey;
    }

    public boolean isActivationNegated() {
        return activationNegated;
    }

    public void negateActivation() {
        this.activationNegated = true;
    }

    public boolean isEffectNegated() {
        return effectNegated;
    }

    public void negateEffect() {
        this.effectNegated = true;
    }

    /** The effect and player that negated the link's activation or effect last (ygopro's disable_reason/_player). */
    public void recordNegation(Effect by, int player) {
        this.negatedBy = by;
        this.negatingPlayer = player;
    }

    /** The effect that negated it, or null. */
    public Effect negatedBy() {
        return negatedBy;
    }

    /** The player who negated it, or PLAYER_NONE (2). */
    public int negatingPlayer() {
        return negatingPlayer;
    }

    @Override
    public String toString() {
        return "chain link " + number + ": " + (handler != null ? handler : effect) + " (player " + player + ")";
    }
}
