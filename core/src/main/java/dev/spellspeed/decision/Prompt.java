package dev.spellspeed.decision;

/** A question the engine asks one player; every prompt lists its legal answers. */
public sealed interface Prompt permits ChoicePrompt, SelectPrompt {
    int player();

    PromptKind kind();

    /** A short question, e.g. "Main Phase 1: choose an action". */
    String question();

    /** The prompt with its legal answers, one per line, as shown in error messages. */
    String describe();
}
