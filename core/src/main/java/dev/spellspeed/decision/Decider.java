package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;

import java.util.List;

/**
 * One player's decision maker. Every choice in a duel is one synchronous call here; the engine
 * checks the answer against the prompt's legal answers and refuses anything else.
 */
public interface Decider {
    /** Returns one of {@code prompt.options()}. */
    <T> T choose(ChoicePrompt<T> prompt);

    /** Returns between {@code prompt.min()} and {@code prompt.max()} distinct candidates. */
    List<Card> select(SelectPrompt prompt);
}
