package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;

import java.util.ArrayList;
import java.util.List;

/** Passes every prompt to another decider and appends its answer to a shared record (both players share one). */
public final class RecordingDecider implements Decider {
    private final Decider inner;
    private final List<RecordedDecision> record;

    public RecordingDecider(Decider inner, List<RecordedDecision> record) {
        this.inner = inner;
        this.record = record;
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        T answer = inner.choose(prompt);
        int index = prompt.indexOf(answer);
        if (index < 0) {
            throw new IllegalDecisionException("'" + answer + "' is not a legal answer", prompt);
        }
        record.add(new RecordedDecision(prompt.player(), prompt.kind(), List.of(index), String.valueOf(answer)));
        return answer;
    }

    @Override
    public List<Card> select(SelectPrompt prompt) {
        List<Card> answer = inner.select(prompt);
        String problem = prompt.problemWith(answer);
        if (problem != null) {
            throw new IllegalDecisionException(problem, prompt);
        }
        List<Integer> indexes = new ArrayList<>(answer.size());
        for (Card card : answer) {
            indexes.add(prompt.candidates().indexOf(card));
        }
        record.add(new RecordedDecision(prompt.player(), prompt.kind(), indexes, answer.toString()));
        return answer;
    }
}
