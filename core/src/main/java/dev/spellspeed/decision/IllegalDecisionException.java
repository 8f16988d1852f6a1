package dev.spellspeed.decision;

/**
 * An answer that is not among a prompt's legal answers, or a decider with no answer left. An
 * {@link Error} so that it crosses Lua's {@code pcall} untouched and aborts the duel.
 */
public final class IllegalDecisionException extends Error {
    private final transient Prompt prompt;

    public IllegalDecisionException(String problem, Prompt prompt) {
        super(problem + "\n" + prompt.describe());
        this.prompt = prompt;
    }

    public Prompt prompt() {
        return prompt;
    }
}
