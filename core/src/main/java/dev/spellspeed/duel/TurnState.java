package dev.spellspeed.duel;

import java.util.HashMap;
import java.util.Map;

/**
 * Where the duel is in its turns: the turn number and player, the phase, whether anything was done
 * in it, and what resets each turn (once-per-turn uses, activity counts). The duel advances it
 * ({@link Duel#beginTurn}, {@link Duel#enterPhase}).
 */
public final class TurnState {
    private int number;
    private int player;
    private Phase phase = Phase.DRAW;
    /** Whether anything was done in the current phase (Duel.CheckPhaseActivity). */
    private boolean phaseActivity;
    private final Map<String, Integer> countLimitUses = new HashMap<>();
    private final Map<String, CountUse> lastCountLimitUse = new HashMap<>();
    private final ActivityCounters activity = new ActivityCounters();

    TurnState() {
    }

    /** The turn number, 1 for the first turn; 0 before the duel starts. */
    public int number() {
        return number;
    }

    /** The turn player. */
    public int player() {
        return player;
    }

    public Phase phase() {
        return phase;
    }

    /** Something was done in this phase: a summon, an attack, a position change, a Set, a chain resolving. */
    public void markPhaseActivity() {
        phaseActivity = true;
    }

    public boolean phaseActivity() {
        return phaseActivity;
    }

    /** How many times a count-limit key was used (keys name the effect or the card code and the period). */
    public int countLimitUses(String key) {
        return countLimitUses.getOrDefault(key, 0);
    }

    public void useCountLimit(String key) {
        countLimitUses.merge(key, 1, Integer::sum);
    }

    /** A use of a count limit by an activation of {@code card}, remembered for "why is it not offered?". */
    public void useCountLimit(String key, Card card) {
        useCountLimit(key);
        lastCountLimitUse.put(key, new CountUse(card, number));
    }

    /** The last activation that used the key, while the key's uses count; null if none did (or not by an activation). */
    public CountUse lastCountLimitUse(String key) {
        return countLimitUses.containsKey(key) ? lastCountLimitUse.get(key) : null;
    }

    /** Which card used a count limit, and in which turn. */
    public record CountUse(Card card, int turn) {
    }

    /** Gives back one use of a count limit (an activation that was negated, R108). */
    public void refundCountLimit(String key) {
        countLimitUses.computeIfPresent(key, (k, uses) -> uses > 1 ? uses - 1 : null);
    }

    /** The chain is over: once-per-chain count limits are free again. */
    public void chainEnded() {
        countLimitUses.keySet().removeIf(key -> key.startsWith("chain:"));
        lastCountLimitUse.keySet().retainAll(countLimitUses.keySet());
    }

    /** Summons, attacks and activations this turn per player (Duel.GetActivityCount, custom counters). */
    public ActivityCounters activity() {
        return activity;
    }

    void begin(int player, int number) {
        this.number = number;
        this.player = player;
        // once-per-turn counts start again each turn; once-per-duel keys are kept
        countLimitUses.keySet().removeIf(key -> !key.startsWith("duel:"));
        lastCountLimitUse.keySet().retainAll(countLimitUses.keySet());
        activity.newTurn();
    }

    void enter(Phase next) {
        phase = next;
        phaseActivity = false;
    }

    void setPhaseQuietly(Phase next) {
        phase = next;
    }
}
