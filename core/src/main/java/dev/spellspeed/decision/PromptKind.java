package dev.spellspeed.decision;

/** What a prompt asks; the words follow the script-test vocabulary (idle prompt, chain window, answer prompt). */
public enum PromptKind {
    /** The turn player's free choice in a Main Phase. */
    IDLE("idle"),
    /** The turn player's free choice in the Battle Step. */
    BATTLE("battle"),
    /** Activate something or pass. */
    CHAIN("chain"),
    ATTACK_TARGET("attack target"),
    /** An attack replay (R028): a new target for the same attacker, or stop attacking. */
    REPLAY("replay"),
    SELECT_CARDS("select cards"),
    YES_NO("yes/no"),
    OPTION("option"),
    POSITION("position"),
    ZONE("zone"),
    /** Declare a number or a card name. */
    ANNOUNCE("announce"),
    /** Which of a player's simultaneous triggers goes on the chain next. */
    ORDER("order");

    private final String label;

    PromptKind(String label) {
        this.label = label;
    }

    /** Idle prompts and chain windows are the places where actions happen; everything else is an answer prompt. */
    public boolean isAnswerPrompt() {
        return this != IDLE && this != BATTLE && this != CHAIN;
    }

    @Override
    public String toString() {
        return label;
    }
}
