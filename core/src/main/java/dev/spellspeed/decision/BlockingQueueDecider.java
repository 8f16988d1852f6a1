package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/**
 * Lets a client on another thread (a UI, a network connection) answer for a player while the duel
 * runs on its own thread. The duel thread blocks in {@link #choose}/{@link #select} until the
 * client answers the {@link Pending} decision it took from {@link #next}; an illegal answer is
 * refused to the client, with the legal answers, and the duel keeps waiting.
 */
public final class BlockingQueueDecider implements Decider {
    private final BlockingQueue<Pending> outbox = new LinkedBlockingQueue<>();

    /** Waits for the duel's next question to this player. */
    public Pending next() throws InterruptedException {
        return outbox.take();
    }

    /** Waits up to a timeout for the duel's next question; null if none came. */
    public Pending next(long timeout, TimeUnit unit) throws InterruptedException {
        return outbox.poll(timeout, unit);
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        Object answer = await(prompt);
        return prompt.options().get(prompt.indexOf(answer));
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<Card> select(SelectPrompt prompt) {
        return (List<Card>) await(prompt);
    }

    private Object await(Prompt prompt) {
        Pending pending = new Pending(prompt);
        outbox.add(pending);
        try {
            return pending.answers.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalDecisionException("interrupted while waiting for an answer", prompt);
        }
    }

    /** One question waiting for the client's answer. */
    public static final class Pending {
        private final Prompt prompt;
        private final SynchronousQueue<Object> answers = new SynchronousQueue<>();
        private volatile boolean answered;

        private Pending(Prompt prompt) {
            this.prompt = prompt;
        }

        public Prompt prompt() {
            return prompt;
        }

        /**
         * Answers a choice prompt with one of its options, or a selection prompt with a list of
         * cards. Returns null when accepted, otherwise why it was refused and the legal answers.
         */
        public synchronized String answer(Object answer) throws InterruptedException {
            if (answered) {
                return "this prompt was already answered";
            }
            String problem;
            if (prompt instanceof ChoicePrompt<?> choice) {
                problem = choice.indexOf(answer) >= 0 ? null : "'" + answer + "' is not a legal answer";
            } else if (answer instanceof List<?> list && list.stream().allMatch(Card.class::isInstance)) {
                problem = ((SelectPrompt) prompt).problemWith(list.stream().map(Card.class::cast).toList());
            } else {
                problem = "a selection must be a list of cards";
            }
            if (problem != null) {
                return problem + "\n" + prompt.describe();
            }
            answered = true;
            answers.put(answer);
            return null;
        }
    }
}
