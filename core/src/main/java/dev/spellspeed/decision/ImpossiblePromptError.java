package dev.spellspeed.decision;

/**
 * An engine error: a prompt was built that no answer can satisfy (fewer candidates than its minimum,
 * no option at all). The rules must check that an action is still possible before asking (an action
 * whose requirements vanished does nothing), so this is a bug of the engine, raised where the prompt
 * is built. It is an {@link Error} so that it crosses Lua untouched (a script's pcall or the callback
 * boundary would otherwise report it as the error of whichever card's callback was running) and
 * reaches the caller of the duel: the fuzz tests fail on it, naming the seed.
 */
public final class ImpossiblePromptError extends Error {
    public ImpossiblePromptError(String message) {
        super("engine error: " + message);
    }
}
