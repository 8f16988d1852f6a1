package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * Answers from a queue written in advance, in order. An answer that is not legal at its prompt, or a
 * prompt with no answer left, fails with the prompt and its legal answers. An optional fallback
 * decider answers once the queue is empty (for tests that script only the interesting part).
 */
public final class ScriptedDecider implements Decider {
    private final Deque<Object> answers = new ArrayDeque<>();
    private final Decider fallback;

    public ScriptedDecider() {
        this(null);
    }

    public ScriptedDecider(Decider fallback) {
        this.fallback = fallback;
    }

    /** Queues the answer to a choice prompt (compared with the options by equality). */
    public ScriptedDecider then(Object option) {
        answers.addLast(option);
        return this;
    }

    /** Queues the answer to a card selection. */
    public ScriptedDecider thenSelect(Card... cards) {
        answers.addLast(new Selection(List.of(cards)));
        return this;
    }

    public int remaining() {
        return answers.size();
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        if (answers.isEmpty() && fallback != null) {
            return fallback.choose(prompt);
        }
        Object answer = next(prompt);
        int index = prompt.indexOf(answer);
        if (index < 0) {
            throw new IllegalDecisionException("scripted answer '" + answer + "' is not legal here", prompt);
        }
        return prompt.options().get(index);
    }

    @Override
    public List<Card> select(SelectPrompt prompt) {
        if (answers.isEmpty() && fallback != null) {
            return fallback.select(prompt);
        }
        Object answer = next(prompt);
        if (!(answer instanceof Selection selection)) {
            throw new IllegalDecisionException("scripted answer '" + answer + "' is not a card selection", prompt);
        }
        return selection.cards();
    }

    private Object next(Prompt prompt) {
        if (answers.isEmpty()) {
            throw new IllegalDecisionException("no scripted answer left", prompt);
        }
        return answers.removeFirst();
    }

    private record Selection(List<Card> cards) {
        @Override
        public String toString() {
            return "select " + Arrays.toString(cards.toArray());
        }
    }
}
