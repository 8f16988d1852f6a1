package dev.spellspeed.duel;

/**
 * How a duel ended.
 *
 * @param winner 0 or 1, or {@link #DRAW}
 * @param reason why it ended
 * @param turn the turn in which it ended
 */
public record DuelResult(int winner, EndReason reason, int turn) {
    public static final int DRAW = -1;

    public boolean isDraw() {
        return winner == DRAW;
    }

    @Override
    public String toString() {
        return isDraw()
                ? "The duel is a draw (" + reason + ") on turn " + turn + "."
                : "Player " + winner + " wins (" + reason + ") on turn " + turn + ".";
    }
}
