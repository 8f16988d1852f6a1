package dev.spellspeed.duel;

/**
 * ygopro's shuffle check: a Deck that a card left (or was shuffled into) while an effect's cost,
 * target or operation ran is shuffled when that function returns — "add 1 card from your Deck to your
 * hand" leaves a shuffled Deck without the script saying so. Duel.DisableShuffleCheck turns it off
 * for the rest of that function.
 */
public final class ShuffleChecks {
    private int depth;
    private final boolean[] due = new boolean[2];
    private boolean disabled;
    private boolean disabledOutside;

    /** A callback starts; the outermost one starts with nothing due. */
    public void enter() {
        if (depth++ == 0) {
            due[0] = false;
            due[1] = false;
            disabledOutside = disabled;
            disabled = false;
        }
    }

    /** A callback ended; for the outermost one, which players' Decks to shuffle now (bit 0 and bit 1). */
    public int exit() {
        if (--depth > 0) {
            return 0;
        }
        int players = (due[0] ? 1 : 0) | (due[1] ? 2 : 0);
        due[0] = false;
        due[1] = false;
        disabled = disabledOutside;
        return players;
    }

    /** A card left this player's Deck or was shuffled into it. */
    public void deckChanged(int player) {
        if (depth > 0 && !disabled && player >= 0 && player < 2) {
            due[player] = true;
        }
    }

    public void disable(boolean disable) {
        disabled = disable;
    }
}
