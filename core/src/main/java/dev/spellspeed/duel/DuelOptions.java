package dev.spellspeed.duel;

/**
 * The settings a duel is played under; with the seed, the decks and the players' decisions they
 * determine the whole duel.
 *
 * @param seed seeds the duel's random generator (shuffles, coins, dice, first player)
 * @param startingLp life points of each player at the start
 * @param openingHand cards each player draws before turn 1
 * @param handLimit the most cards the turn player may keep at the end of the End Phase
 * @param firstPlayer 0 or 1 to fix who goes first, -1 to decide it with the generator
 * @param turnLimit 0 for none; otherwise the duel is a draw when this turn ends without a winner
 * @param workBudget 0 for none; otherwise the duel is aborted once it has done this many units of
 *                   work (Lua instructions, callbacks, decisions, steps of card-sum searches; see
 *                   {@link WorkBudget}), at the same point on every machine and in every replay
 * @param memoryBudget 0 for none; otherwise the duel is aborted once its scripts have built this many
 *                   bytes of strings in all (counted where they are made; see {@link WorkBudget#chargeMemory})
 */
public record DuelOptions(long seed, int startingLp, int openingHand, int handLimit, int firstPlayer, int turnLimit,
                          long workBudget, long memoryBudget) {
    public static final int DEFAULT_LP = 8000;
    /**
     * The standard duel's work budget: thousands of times what the most expensive bundled-deck duel
     * measured uses (docs/reliability.md), and a few seconds of CPU for a script that only loops.
     */
    public static final long DEFAULT_WORK_BUDGET = 500_000_000L;
    /**
     * The standard duel's memory budget: 256 MiB of strings built. Real card scripts build a few
     * kilobytes in a whole duel (docs/reliability.md); 256 MiB kept is far below a server's heap.
     */
    public static final long DEFAULT_MEMORY_BUDGET = 256L << 20;
    public static final int DEFAULT_OPENING_HAND = 5;
    public static final int DEFAULT_HAND_LIMIT = 6;

    public DuelOptions {
        if (startingLp <= 0) {
            throw new IllegalArgumentException("starting LP must be positive: " + startingLp);
        }
        if (workBudget < 0 || memoryBudget < 0) {
            throw new IllegalArgumentException("the work and memory budgets cannot be negative: " + workBudget
                    + ", " + memoryBudget);
        }
        if (openingHand < 0 || handLimit < 0 || turnLimit < 0) {
            throw new IllegalArgumentException("opening hand, hand limit and turn limit cannot be negative");
        }
        if (firstPlayer < -1 || firstPlayer > 1) {
            throw new IllegalArgumentException("first player must be 0, 1 or -1 (random): " + firstPlayer);
        }
    }

    /** Without a work budget (as replays written before there was one). */
    public DuelOptions(long seed, int startingLp, int openingHand, int handLimit, int firstPlayer, int turnLimit) {
        this(seed, startingLp, openingHand, handLimit, firstPlayer, turnLimit, 0, 0);
    }

    /** The standard rules with the given seed, and the default work budget. */
    public static DuelOptions standard(long seed) {
        return new DuelOptions(seed, DEFAULT_LP, DEFAULT_OPENING_HAND, DEFAULT_HAND_LIMIT, -1, 0, DEFAULT_WORK_BUDGET,
                DEFAULT_MEMORY_BUDGET);
    }

    /** With another work budget; 0 for none. */
    public DuelOptions withWorkBudget(long units) {
        return new DuelOptions(seed, startingLp, openingHand, handLimit, firstPlayer, turnLimit, units, memoryBudget);
    }

    /** With another memory budget (bytes of strings built); 0 for none. */
    public DuelOptions withMemoryBudget(long bytes) {
        return new DuelOptions(seed, startingLp, openingHand, handLimit, firstPlayer, turnLimit, workBudget, bytes);
    }

    public DuelOptions withFirstPlayer(int player) {
        return new DuelOptions(seed, startingLp, openingHand, handLimit, player, turnLimit, workBudget, memoryBudget);
    }

    public DuelOptions withTurnLimit(int turns) {
        return new DuelOptions(seed, startingLp, openingHand, handLimit, firstPlayer, turns, workBudget, memoryBudget);
    }

    public DuelOptions withStartingLp(int lp) {
        return new DuelOptions(seed, lp, openingHand, handLimit, firstPlayer, turnLimit, workBudget, memoryBudget);
    }
}
