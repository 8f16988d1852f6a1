package dev.spellspeed.session;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;

import java.util.List;

/**
 * A recorded duel replayed up to a decision and stopped there: the duel as it stood when that
 * decision's prompt was asked, and the prompt (null when the duel was over by then).
 *
 * @param line the replayed line; its duel's log holds everything up to the stop
 * @param pending the prompt that was being asked, or null when the duel ended within the decisions
 */
public record ReplayPoint(DuelLine line, Prompt pending) {
    /** Unwinds the replayed duel from the prompt where it stops. */
    private static final class Stop extends Error {
        private final transient Prompt prompt;

        Stop(Prompt prompt) {
            super("stopped", null, false, false);
            this.prompt = prompt;
        }
    }

    public Duel duel() {
        return line.duel();
    }

    /** The number of decisions replayed: the pending prompt is decision {@code replayed() + 1}, counting from 1. */
    public int replayed() {
        return line.position();
    }

    /**
     * Replays the first {@code count} decisions with the log on and stops at the next prompt.
     *
     * @throws IllegalDecisionException when the recorded decisions do not fit the duel's prompts
     * @throws IllegalStateException when the duel ends before {@code count} decisions
     * @throws IllegalArgumentException when there are fewer than {@code count} decisions
     */
    public static ReplayPoint of(DuelRecipe recipe, List<RecordedDecision> decisions, int count) {
        if (count < 0 || count > decisions.size()) {
            throw new IllegalArgumentException("decision " + count + " is not between 0 and " + decisions.size());
        }
        Decider stop = new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                throw new Stop(prompt);
            }

            @Override
            public List<Card> select(SelectPrompt prompt) {
                throw new Stop(prompt);
            }
        };
        DuelLine line = DuelLine.replaying(recipe, decisions.subList(0, count), stop, stop);
        try {
            line.play();
        } catch (Stop stopped) {
            return new ReplayPoint(line, stopped.prompt);
        }
        if (line.replaying()) {
            throw new IllegalStateException("replay diverged: the duel ended after decision " + line.position()
                    + " of " + count);
        }
        return new ReplayPoint(line, null);
    }
}
