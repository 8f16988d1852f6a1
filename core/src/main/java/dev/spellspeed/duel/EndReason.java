package dev.spellspeed.duel;

/** Why a duel ended. */
public enum EndReason {
    LP_ZERO("LP reached 0"),
    DECK_OUT("could not draw"),
    TURN_LIMIT("turn limit reached"),
    CARD_EFFECT("won by a card's effect"),
    /** Stopped before its end: its work budget ran out or it was cancelled; the result's detail says where. */
    ABORTED("aborted");

    private final String label;

    EndReason(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
