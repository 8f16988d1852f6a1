package dev.spellspeed.session;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;

import java.util.List;

/** The players of a replayed prefix: a replay answers from its record, so any prompt it asks fails the test. */
final class PastThePrefix {
    static final Decider NONE = new Decider() {
        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            throw new AssertionError("the replay asked past its prefix: " + prompt.describe());
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            throw new AssertionError("the replay asked past its prefix: " + prompt.describe());
        }
    };

    private PastThePrefix() {}
}
