package dev.spellspeed.duel;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Summons in progress and the per-turn summon counts: the monsters being summoned (their
 * summon-negation window), summons negated, the summon an effect reserved, Special Summons made
 * step by step, Normal Summons and Sets this turn, the Pendulum Summon and Card.SetSPSummonOnce.
 */
public final class SummonState {
    private final Duel duel;
    private final int[] normalSummonsThisTurn = new int[2];
    /** Summons this turn per player: [normal summons and sets, flip summons, special summons]. */
    private final int[][] summonsThisTurn = new int[2][3];
    /** The turn in which each player last Pendulum Summoned (once per turn). */
    private final int[] pendulumSummonTurn = {-1, -1};
    /** Per player, the Card.SetSPSummonOnce codes already Special Summoned this turn. */
    private final List<Set<Long>> specialSummonedOnce = List.of(new HashSet<>(), new HashSet<>());
    private final CardGroup beingSummoned = new CardGroup();
    private final CardGroup negatedSummons = new CardGroup();
    private final SummonsInSteps summonsInSteps = new SummonsInSteps();
    /** The summon an effect asked for and the chain has not performed yet; ygopro keeps one, the latest. */
    private ReservedSummon reservedSummon;
    /** Whether the summon in progress is the player's own (may be backed out of), not an effect's (ygopro's summon_cancelable). */
    private boolean cancelable;

    SummonState(Duel duel) {
        this.duel = duel;
    }

    /** Duel.IsSummonCancelable: the summon in progress is the player's own choice, which they may still back out of. */
    public boolean isCancelable() {
        return cancelable;
    }

    public void setCancelable(boolean cancelable) {
        this.cancelable = cancelable;
    }

    public int normalSummonsThisTurn(int player) {
        return normalSummonsThisTurn[player];
    }

    public void countNormalSummon(int player) {
        normalSummonsThisTurn[player]++;
    }

    /** Counts a summon for Duel.GetActivityCount: 0 normal summon or set, 1 flip summon, 2 special summon. */
    public void countSummon(int player, int kind) {
        summonsThisTurn[player][kind]++;
        duel.turn().markPhaseActivity();
    }

    public int summonsThisTurn(int player, int kind) {
        return summonsThisTurn[player][kind];
    }

    /** A monster was Special Summoned by the player: custom activity counters and Card.SetSPSummonOnce see it. */
    public void noteSpecialSummon(int player, Card card) {
        duel.turn().activity().record(Activity.SPSUMMON, player, card);
        if (card.specialSummonOnceCode() != 0) {
            markSpecialSummonedOnce(player, card.specialSummonOnceCode());
        }
    }

    /** A monster with a Card.SetSPSummonOnce code was Special Summoned by the player: no other of that code this turn. */
    public void markSpecialSummonedOnce(int player, long code) {
        specialSummonedOnce.get(player).add(code);
    }

    public boolean specialSummonedOnce(int player, long code) {
        return specialSummonedOnce.get(player).contains(code);
    }

    public boolean pendulumSummonedThisTurn(int player) {
        return pendulumSummonTurn[player] == duel.turn().number();
    }

    public void markPendulumSummon(int player) {
        pendulumSummonTurn[player] = duel.turn().number();
    }

    /** The card is on the field but its summon has not succeeded yet (its summon-negation window). */
    public void beginSummoning(Card card) {
        beingSummoned.add(card);
    }

    public void endSummoning(Card card) {
        beingSummoned.remove(card);
    }

    /** A monster being summoned is not yet in force: its continuous effects wait for the summon to succeed. */
    public boolean isBeingSummoned(Card card) {
        return beingSummoned.contains(card);
    }

    /** Marks a summon in progress as negated ({@code Duel.NegateSummon}). */
    public void negateSummon(Card card) {
        negatedSummons.add(card);
    }

    /** Whether the card's summon was negated; the mark is cleared. */
    public boolean takeNegatedSummon(Card card) {
        return negatedSummons.remove(card);
    }

    public void reserveSummon(ReservedSummon summon) {
        this.reservedSummon = summon;
    }

    /** The reserved summon, now no longer reserved; null if there is none. */
    public ReservedSummon takeReservedSummon() {
        ReservedSummon summon = reservedSummon;
        reservedSummon = null;
        return summon;
    }

    /** Monsters Special Summoned step by step whose summon has not completed yet. */
    public SummonsInSteps inSteps() {
        return summonsInSteps;
    }

    void newTurn() {
        normalSummonsThisTurn[0] = 0;
        normalSummonsThisTurn[1] = 0;
        summonsThisTurn[0] = new int[3];
        summonsThisTurn[1] = new int[3];
        specialSummonedOnce.forEach(Set::clear);
    }
}
