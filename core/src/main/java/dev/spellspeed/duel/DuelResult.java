package dev.spellspeed.duel;

/**
 * How a duel ended.
 *
 * @param winner 0 or 1, or {@link #DRAW}
 * @param reason why it ended
 * @param turn the turn in which it ended
 * @param detail for an aborted duel, why and where ("work budget of … exceeded in Pot of Greed's
 *               operation, c55144522.lua"); otherwise null
 */
public record DuelResult(int winner, EndReason reason, int turn, String detail) {
    public static final int DRAW = -1;

    public DuelResult(int winner, EndReason reason, int turn) {
        this(winner, reason, turn, null);
    }

    /** A duel stopped before its end; it has no winner. */
    public static DuelResult aborted(int turn, String detail) {
        return new DuelResult(DRAW, EndReason.ABORTED, turn, detail);
    }

    public boolean isAborted() {
        return reason == EndReason.ABORTED;
    }

    public boolean isDraw() {
        return winner == DRAW;
    }

    @Override
    public String toString() {
        if (isAborted()) {
            return "The duel was aborted on turn " + turn + ": " + detail + ".";
        }
        return isDraw()
                ? "The duel is a draw (" + reason + ") on turn " + turn + "."
                : "Player " + winner + " wins (" + reason + ") on turn " + turn + ".";
    }
}
