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

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A duel played one answer at a time, with undo, rewind and fork: what a playtest board or a
 * person at a prompt needs. The duel runs on its own thread and waits at each prompt for
 * {@link #answer}; the caller reads the board ({@link #duel()}) while it waits.
 *
 * <p>{@link #rewind(int)} and {@link #undo()} start a fresh duel that replays the recorded
 * decisions quietly up to the target one ({@link DuelLine}); {@link #fork()} does the same in a new,
 * independent session. Methods are called from one thread (the caller's); each returns once the
 * duel is waiting at its next prompt or over.
 */
public final class DuelSession implements AutoCloseable {
    /** Unwinds a discarded duel's thread from the prompt it waits at. */
    private static final class Discarded extends Error {
        Discarded() {
            super("duel discarded", null, false, false);
        }
    }

    private sealed interface Signal permits Waiting, Over {
    }

    private record Waiting(Prompt prompt) implements Signal {
    }

    private record Over(DuelResult result, Throwable failure) implements Signal {
    }

    private static final Object DISCARD = new Object();

    private final DuelRecipe recipe;
    private DuelLine line;
    private Thread thread;
    private BlockingQueue<Signal> toSession;
    private BlockingQueue<Object> toDuel;
    private Prompt pending;
    private DuelResult result;

    private DuelSession(DuelRecipe recipe) {
        this.recipe = Objects.requireNonNull(recipe, "recipe");
    }

    /** A new duel from the recipe, waiting at its first prompt. */
    public static DuelSession start(DuelRecipe recipe) {
        DuelSession session = new DuelSession(recipe);
        session.run(handoff -> DuelLine.start(recipe, handoff, handoff));
        return session;
    }

    /**
     * A session at decision {@code decisions.size()} of a recorded duel (a replay file's decisions,
     * or a prefix of them), replayed with its log on.
     *
     * @throws IllegalDecisionException when the recorded decisions do not fit the recipe's duel
     */
    public static DuelSession replaying(DuelRecipe recipe, List<RecordedDecision> decisions) {
        DuelSession session = new DuelSession(recipe);
        session.run(handoff -> DuelLine.replaying(recipe, decisions, handoff, handoff));
        return session;
    }

    /** The prompt waiting for an answer; null once the duel is over. */
    public Prompt pending() {
        return pending;
    }

    /** The duel's result, null while it goes on. */
    public DuelResult result() {
        return result;
    }

    /** The live duel. Read it only while this session's methods are not running (its thread is waiting then). */
    public Duel duel() {
        return line.duel();
    }

    /** The decisions made so far; their count is the number of the pending decision (0 = the first). */
    public List<RecordedDecision> history() {
        return line.decisions();
    }

    public int position() {
        return line.position();
    }

    /**
     * The line being played (it changes at each undo, rewind or restart): what a search player
     * seated at this session forks. Read it only while this session's methods are not running.
     */
    public DuelLine line() {
        return line;
    }

    /**
     * Answers the pending prompt by index: one option index for a choice, the candidates' indexes
     * for a selection (as in a replay file).
     *
     * @throws IllegalDecisionException when the answer is not legal; the prompt stays pending
     */
    public void answer(List<Integer> indexes) {
        Prompt prompt = requirePending();
        Object answer;
        if (prompt instanceof ChoicePrompt<?> choice) {
            if (indexes.size() != 1 || indexes.get(0) < 0 || indexes.get(0) >= choice.options().size()) {
                throw new IllegalDecisionException("answer with one option number between 0 and "
                        + (choice.options().size() - 1), prompt);
            }
            answer = choice.options().get(indexes.get(0));
        } else {
            SelectPrompt select = (SelectPrompt) prompt;
            List<Card> cards = new ArrayList<>();
            for (int index : indexes) {
                if (index < 0 || index >= select.candidates().size()) {
                    throw new IllegalDecisionException("no candidate number " + index, prompt);
                }
                cards.add(select.candidates().get(index));
            }
            String problem = select.problemWith(cards);
            if (problem != null) {
                throw new IllegalDecisionException(problem, prompt);
            }
            answer = cards;
        }
        toDuel.add(answer);
        await();
    }

    /** Answers a choice prompt by its option number. */
    public void answer(int index) {
        answer(List.of(index));
    }

    /** Takes back the last decision: the previous prompt is pending again. */
    public void undo() {
        rewind(1);
    }

    /** Takes back the last {@code k} decisions. */
    public void rewind(int k) {
        if (k < 0 || k > position()) {
            throw new IllegalArgumentException("cannot rewind " + k + " decisions from decision " + position());
        }
        goTo(position() - k);
    }

    /** Goes back to decision {@code at} (0 = the first prompt); the decisions after it are forgotten. */
    public void goTo(int at) {
        DuelLine from = line;
        if (at < 0 || at > from.position()) {
            throw new IllegalArgumentException("decision " + at + " is not between 0 and " + from.position());
        }
        discard();
        run(handoff -> from.branch(at, handoff, handoff));
    }

    /** An independent session at the same decision: same state, same pending prompt. */
    public DuelSession fork() {
        DuelLine from = line;
        DuelSession fork = new DuelSession(recipe);
        fork.run(handoff -> from.fork(handoff, handoff));
        return fork;
    }

    /**
     * A line at the pending decision answered by the given deciders, to be played on the caller's
     * thread ({@link DuelLine#play()}): what a search player uses to try each answer.
     */
    public DuelLine forkWith(Decider decider0, Decider decider1) {
        return line.fork(decider0, decider1);
    }

    /** Stops the duel thread. */
    @Override
    public void close() {
        discard();
    }

    private interface LineFactory {
        DuelLine create(Decider handoff);
    }

    private void run(LineFactory factory) {
        BlockingQueue<Signal> out = new LinkedBlockingQueue<>();
        BlockingQueue<Object> in = new LinkedBlockingQueue<>();
        Handoff handoff = new Handoff(out, in);
        DuelLine created = factory.create(handoff);
        this.line = created;
        this.toSession = out;
        this.toDuel = in;
        this.thread = new Thread(() -> {
            try {
                out.add(new Over(created.play(), null));
            } catch (Discarded discarded) {
                // undone, rewound or closed: nothing to report
            } catch (Throwable t) {
                out.add(new Over(null, t));
            }
        }, "duel-session");
        thread.setDaemon(true);
        thread.start();
        await();
    }

    private void await() {
        Signal signal;
        try {
            signal = toSession.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the duel was playing", e);
        }
        if (signal instanceof Waiting waiting) {
            pending = waiting.prompt();
            return;
        }
        Over over = (Over) signal;
        pending = null;
        result = over.result();
        thread = null;
        if (over.failure() instanceof Error error) {
            throw error;
        }
        if (over.failure() instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (over.failure() != null) {
            throw new IllegalStateException(over.failure());
        }
    }

    private void discard() {
        if (thread != null) {
            toDuel.add(DISCARD);
            try {
                thread.join(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            thread = null;
        }
        pending = null;
        result = null;
    }

    private Prompt requirePending() {
        if (pending == null) {
            throw new IllegalStateException("the duel is over: nothing to answer");
        }
        return pending;
    }

    /** The live players of the session's duel: each prompt goes to the session, each answer comes back. */
    private static final class Handoff implements Decider {
        private final BlockingQueue<Signal> out;
        private final BlockingQueue<Object> in;

        Handoff(BlockingQueue<Signal> out, BlockingQueue<Object> in) {
            this.out = out;
            this.in = in;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T choose(ChoicePrompt<T> prompt) {
            return (T) await(prompt);
        }

        @Override
        @SuppressWarnings("unchecked")
        public List<Card> select(SelectPrompt prompt) {
            return (List<Card>) await(prompt);
        }

        private Object await(Prompt prompt) {
            out.add(new Waiting(prompt));
            Object answer;
            try {
                answer = in.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new Discarded();
            }
            if (answer == DISCARD) {
                throw new Discarded();
            }
            return answer;
        }
    }
}
