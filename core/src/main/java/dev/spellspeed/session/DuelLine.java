package dev.spellspeed.session;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.chain.ActivationTrace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One line of play: a duel built from a recipe, with every decision made in it recorded. A line may
 * begin with a recorded prefix, which it replays in its fresh duel before its own deciders take
 * over; that is how a line is forked, rewound or undone (DESIGN.md §7: a duel's state partly lives
 * on the Java stack of the rule procedures, so it is re-executed, never copied).
 *
 * <p>While the prefix replays, the duel is quiet: no log, no observers, no decision listeners, and
 * the answers are taken by index. When the prefix comes from a line that logged it, the new line's
 * log starts with that line's log up to the branch point, so a fork's log is its origin's log up to
 * the fork followed by its own continuation; counters and error reports of the origin are not
 * counted again by the fork.
 *
 * <p>A line is single-threaded, like its duel. Lines share nothing mutable: their recipe's card
 * data and compiled scripts are shared read-only, so lines run in parallel threads.
 */
public final class DuelLine {
    private final DuelRecipe recipe;
    private final List<RecordedDecision> prefix;
    /** The origin's log up to the branch point; null when the prefix replays with the log on. */
    private final List<String> logPrefix;
    private final Decider[] live;
    private final List<RecordedDecision> decisions = new ArrayList<>();
    /** Per recorded decision, the log's length when its prompt was asked (where a branch's log ends). */
    private int[] logSizes = new int[64];
    /**
     * What the duel's listings of activations found, for lines branched from this one to replay
     * without judging again what the rules alone refused ({@link ActivationTrace}).
     */
    private final ActivationTrace trace;
    /** Per recorded decision, the trace's size when its prompt was asked (where a branch's trace ends). */
    private int[] traceSizes = new int[64];
    private final Rules rules;
    private final Duel duel;

    private DuelLine(DuelRecipe recipe, List<RecordedDecision> prefix, int[] prefixLogSizes, List<String> logPrefix,
                     ActivationTrace trace, Decider decider0, Decider decider1) {
        this.recipe = Objects.requireNonNull(recipe, "recipe");
        this.prefix = List.copyOf(prefix);
        this.logPrefix = logPrefix == null ? null : List.copyOf(logPrefix);
        this.live = new Decider[] {Objects.requireNonNull(decider0), Objects.requireNonNull(decider1)};
        if (prefixLogSizes != null) {
            ensureCapacity(this.prefix.size());
            System.arraycopy(prefixLogSizes, 0, logSizes, 0, this.prefix.size());
        }
        this.rules = recipe.create(new Player(0), new Player(1));
        this.duel = rules.duel();
        this.trace = trace;
        rules.activations().traceTo(trace);
        rules.stateCheck().traceTo(trace);
        if (this.logPrefix != null) {
            duel.beQuiet();
        }
    }

    /** A new line from the recipe's start, played by the given deciders. */
    public static DuelLine start(DuelRecipe recipe, Decider decider0, Decider decider1) {
        return new DuelLine(recipe, List.of(), null, null, ActivationTrace.recording(), decider0, decider1);
    }

    /**
     * A line that first replays {@code prefix} (a replay file's decisions, say) with its log on, then
     * continues with the given deciders.
     */
    public static DuelLine replaying(DuelRecipe recipe, List<RecordedDecision> prefix, Decider decider0, Decider decider1) {
        return replaying(recipe, prefix, ActivationTrace.recording(), decider0, decider1);
    }

    /** The same with the log on, listing activations from {@code trace} (a recorded line's, branched). */
    static DuelLine replaying(DuelRecipe recipe, List<RecordedDecision> prefix, ActivationTrace trace,
                              Decider decider0, Decider decider1) {
        return new DuelLine(recipe, prefix, null, null, trace, decider0, decider1);
    }

    /**
     * A new line at this line's current decision (the prompt now pending, or the end): the same
     * state, the same pending prompt asked of its own deciders. Call it between decisions, for
     * example from a decider while it is asked.
     */
    public DuelLine fork(Decider decider0, Decider decider1) {
        return branch(position(), decider0, decider1);
    }

    /** A new line at decision {@code at} of this one (0 = the first prompt), continued by the given deciders. */
    public DuelLine branch(int at, Decider decider0, Decider decider1) {
        if (at < 0 || at > position()) {
            throw new IllegalArgumentException("decision " + at + " is not between 0 and " + position());
        }
        List<String> lines = duel.log().lines();
        int logEnd = at == position() ? lines.size() : logSizes[at];
        ActivationTrace upTo = trace.upTo(at == position() ? trace.size() : traceSizes[at]);
        return new DuelLine(recipe, decisions.subList(0, at), logSizes, lines.subList(0, logEnd),
                upTo, decider0, decider1);
    }

    /** Plays the duel to its result: the prefix quietly, then the line's own deciders. */
    public DuelResult play() {
        DuelResult result = recipe.play(rules);
        if (duel.isQuiet()) {
            // the branch point was the end of the duel: the result was reached inside the prefix
            resume(null);
        }
        return result;
    }

    public Duel duel() {
        return duel;
    }

    public Rules rules() {
        return rules;
    }

    public DuelRecipe recipe() {
        return recipe;
    }

    /** What the line's listings of activations found, and how many candidates they judged ({@link ActivationTrace}). */
    public ActivationTrace activationTrace() {
        return trace;
    }

    /** Decisions made so far in this line, its prefix included: the index of the decision now pending. */
    public int position() {
        return decisions.size();
    }

    /** Every decision made so far, the prefix first. */
    public List<RecordedDecision> decisions() {
        return List.copyOf(decisions);
    }

    /** The length of the log when decision {@code index}'s prompt was asked. */
    public int logSizeAt(int index) {
        Objects.checkIndex(index, decisions.size());
        return logSizes[index];
    }

    /** True while the recorded prefix is still being replayed. */
    public boolean replaying() {
        return decisions.size() < prefix.size();
    }

    private void resume(Prompt pending) {
        duel.log().append(logPrefix);
        duel.resumeAt(pending);
    }

    private void record(Prompt prompt, List<Integer> choice, String answer) {
        ensureCapacity(decisions.size() + 1);
        logSizes[decisions.size()] = duel.log().lines().size();
        traceSizes[decisions.size()] = trace.size();
        decisions.add(new RecordedDecision(prompt.player(), prompt.kind(), choice, answer));
    }

    private void replayed(RecordedDecision d) {
        ensureCapacity(decisions.size() + 1);
        if (logPrefix == null) {
            logSizes[decisions.size()] = duel.log().lines().size();
        }
        traceSizes[decisions.size()] = trace.size();
        decisions.add(d);
    }

    private void ensureCapacity(int size) {
        if (size > logSizes.length) {
            logSizes = Arrays.copyOf(logSizes, Math.max(size, logSizes.length * 2));
        }
        if (size > traceSizes.length) {
            traceSizes = Arrays.copyOf(traceSizes, Math.max(size, traceSizes.length * 2));
        }
    }

    /** The prefix's next answer, checked against the prompt the fresh duel asks. */
    private RecordedDecision nextRecorded(Prompt prompt) {
        RecordedDecision d = prefix.get(decisions.size());
        if (d.player() != prompt.player() || d.kind() != prompt.kind()) {
            throw diverged(prompt, "recorded a " + d.kind() + " prompt for player " + d.player());
        }
        return d;
    }

    private IllegalDecisionException diverged(Prompt prompt, String why) {
        return new IllegalDecisionException("replay diverged at decision " + (decisions.size() + 1) + ": " + why, prompt);
    }

    /** Answers the prefix's prompts from the record, then asks the line's own decider and records its answers. */
    private final class Player implements Decider {
        private final int player;

        Player(int player) {
            this.player = player;
        }

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            if (replaying()) {
                RecordedDecision d = nextRecorded(prompt);
                int index = d.choice().size() == 1 ? d.choice().get(0) : -1;
                if (index < 0 || index >= prompt.options().size()) {
                    throw diverged(prompt, "recorded choice " + d.choice() + " does not fit");
                }
                replayed(d);
                return prompt.options().get(index);
            }
            leavePrefix(prompt);
            T answer = live[player].choose(prompt);
            int index = prompt.indexOf(answer);
            if (index < 0) {
                throw new IllegalDecisionException("'" + answer + "' is not a legal answer", prompt);
            }
            record(prompt, List.of(index), String.valueOf(answer));
            return answer;
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            if (replaying()) {
                RecordedDecision d = nextRecorded(prompt);
                List<Card> cards = new ArrayList<>(d.choice().size());
                for (int index : d.choice()) {
                    if (index < 0 || index >= prompt.candidates().size()) {
                        throw diverged(prompt, "recorded selection " + d.choice() + " does not fit");
                    }
                    cards.add(prompt.candidates().get(index));
                }
                replayed(d);
                return cards;
            }
            leavePrefix(prompt);
            List<Card> answer = live[player].select(prompt);
            String problem = prompt.problemWith(answer);
            if (problem != null) {
                throw new IllegalDecisionException(problem, prompt);
            }
            List<Integer> indexes = new ArrayList<>(answer.size());
            for (Card card : answer) {
                indexes.add(prompt.candidates().indexOf(card));
            }
            record(prompt, indexes, answer.toString());
            return answer;
        }

        /** At the first prompt after the prefix: the log and the listeners come back on. */
        private void leavePrefix(Prompt prompt) {
            if (duel.isQuiet()) {
                resume(prompt);
            }
        }
    }
}
