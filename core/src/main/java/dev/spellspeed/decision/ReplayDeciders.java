package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;

import java.util.ArrayList;
import java.util.List;

/** Two deciders that answer from one recorded decision sequence, checking that the duel asks the same questions. */
public final class ReplayDeciders {
    private final List<RecordedDecision> decisions;
    private int next;

    public ReplayDeciders(List<RecordedDecision> decisions) {
        this.decisions = List.copyOf(decisions);
    }

    public Decider forPlayer(int player) {
        return new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                RecordedDecision d = take(prompt, player);
                int index = d.choice().size() == 1 ? d.choice().get(0) : -1;
                if (index < 0 || index >= prompt.options().size()) {
                    throw diverged(prompt, "recorded choice " + d.choice() + " does not fit");
                }
                return prompt.options().get(index);
            }

            @Override
            public List<Card> select(SelectPrompt prompt) {
                RecordedDecision d = take(prompt, player);
                List<Card> cards = new ArrayList<>();
                for (int index : d.choice()) {
                    if (index < 0 || index >= prompt.candidates().size()) {
                        throw diverged(prompt, "recorded selection " + d.choice() + " does not fit");
                    }
                    cards.add(prompt.candidates().get(index));
                }
                return cards;
            }
        };
    }

    /** True when every recorded decision has been used. */
    public boolean finished() {
        return next == decisions.size();
    }

    private RecordedDecision take(Prompt prompt, int player) {
        if (next >= decisions.size()) {
            throw diverged(prompt, "the replay has no decision left");
        }
        RecordedDecision d = decisions.get(next);
        if (d.player() != player || d.player() != prompt.player() || d.kind() != prompt.kind()) {
            throw diverged(prompt, "recorded a " + d.kind() + " prompt for player " + d.player());
        }
        next++;
        return d;
    }

    private IllegalDecisionException diverged(Prompt prompt, String why) {
        return new IllegalDecisionException("replay diverged at decision " + (next + 1) + ": " + why, prompt);
    }
}
