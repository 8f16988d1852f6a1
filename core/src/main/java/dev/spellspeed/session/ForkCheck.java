package dev.spellspeed.session;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The fork invariant on one random duel: a duel forked at a random decision and both copies played
 * on by equally seeded random players give the same log and decisions, and the fork is first asked
 * the very prompt the original was asked there. The fuzz test runs it on many seeds; so does
 * {@code spellspeed bench --fork --check}.
 */
public final class ForkCheck {
    /** One checked duel: where it was forked, how long it was, and what differed (null: nothing). */
    public record Outcome(long seed, int forkAt, int decisions, String problem) {
        public boolean passed() {
            return problem == null;
        }
    }

    private ForkCheck() {}

    /** Checks the duel of {@code seed}: random players, forked at a decision drawn from the seed. */
    public static Outcome check(DuelRecipe recipe, long seed) {
        // first, how long the duel is, so that any decision (or the end) can be the fork point
        DuelLine whole = DuelLine.start(recipe, RandomDecider.forPlayer(seed, 0), RandomDecider.forPlayer(seed, 1));
        whole.play();
        int forkAt = new SplittableRandom(seed).nextInt(whole.position() + 1);

        Decider[] continuation = {continuation(seed, 0), continuation(seed, 1)};
        Switch original = new Switch(seed, forkAt, continuation);
        DuelLine line = DuelLine.start(recipe, original.forPlayer(0), original.forPlayer(1));
        original.line = line;
        line.play();
        if (original.fork == null) { // the fork point is the end of the duel
            original.forkHere(null);
        }
        original.fork.play();

        String problem = compare(line, original);
        return new Outcome(seed, forkAt, line.position(), problem);
    }

    private static String compare(DuelLine line, Switch original) {
        DuelLine fork = original.fork;
        if (original.promptAtFork != null && !original.promptAtFork.equals(original.forkFirstPrompt[0])) {
            return "the fork was asked\n" + original.forkFirstPrompt[0] + "\ninstead of\n" + original.promptAtFork;
        }
        List<String> a = line.duel().log().lines();
        List<String> b = fork.duel().log().lines();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            String x = i < a.size() ? a.get(i) : "(end of log)";
            String y = i < b.size() ? b.get(i) : "(end of log)";
            if (!x.equals(y)) {
                return "logs differ at line " + (i + 1) + ": original '" + x + "', fork '" + y + "'";
            }
        }
        if (!line.decisions().equals(fork.decisions())) {
            return "the decisions differ";
        }
        return null;
    }

    private static Decider continuation(long seed, int player) {
        return RandomDecider.forPlayer(~seed, player);
    }

    /**
     * The original's players: random up to the fork point; there the line is forked (the fork gets
     * fresh continuation players) and the original goes on with its own continuation players,
     * seeded alike.
     */
    private static final class Switch {
        private final Decider[] random;
        private final Decider[] continuation;
        private final long seed;
        private final int forkAt;
        DuelLine line;
        DuelLine fork;
        String promptAtFork;
        final String[] forkFirstPrompt = new String[1];

        Switch(long seed, int forkAt, Decider[] continuation) {
            this.seed = seed;
            this.forkAt = forkAt;
            this.random = new Decider[] {RandomDecider.forPlayer(seed, 0), RandomDecider.forPlayer(seed, 1)};
            this.continuation = continuation;
        }

        void forkHere(Prompt prompt) {
            promptAtFork = prompt == null ? null : prompt.describe();
            fork = line.fork(firstPromptNoted(continuation(seed, 0)), firstPromptNoted(continuation(seed, 1)));
        }

        Decider forPlayer(int player) {
            return new Decider() {
                @Override
                public <T> T choose(ChoicePrompt<T> prompt) {
                    return current(prompt).choose(prompt);
                }

                @Override
                public List<Card> select(SelectPrompt prompt) {
                    return current(prompt).select(prompt);
                }

                private Decider current(Prompt prompt) {
                    if (line.position() < forkAt) {
                        return random[player];
                    }
                    if (fork == null) {
                        forkHere(prompt);
                    }
                    return continuation[player];
                }
            };
        }

        private Decider firstPromptNoted(Decider inner) {
            return new Decider() {
                @Override
                public <T> T choose(ChoicePrompt<T> prompt) {
                    note(prompt);
                    return inner.choose(prompt);
                }

                @Override
                public List<Card> select(SelectPrompt prompt) {
                    note(prompt);
                    return inner.select(prompt);
                }

                private void note(Prompt prompt) {
                    if (forkFirstPrompt[0] == null) {
                        forkFirstPrompt[0] = prompt.describe();
                    }
                }
            };
        }
    }
}
