package dev.spellspeed.script.check;

import java.util.List;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;

/**
 * The players of the checker's duels. {@code initial_effect} only registers effects; a script
 * that asks a player anything while doing so is wrong, and the host reports the exception as a
 * failure of that card.
 */
final class NoDecisions implements Decider {

    static final NoDecisions INSTANCE = new NoDecisions();

    private NoDecisions() {
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        throw new IllegalStateException("a player was asked to decide during initial_effect: " + prompt.question());
    }

    @Override
    public List<Card> select(SelectPrompt prompt) {
        throw new IllegalStateException("a player was asked to select during initial_effect: " + prompt.question());
    }
}
