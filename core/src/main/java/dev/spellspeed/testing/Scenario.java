package dev.spellspeed.testing;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.rules.Rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * One scripted test duel: set-up, a queue of steps and answers, and {@link #run()}, which plays
 * until the queue is used up and the turn player is back at an idle prompt (or the duel ends).
 *
 * <p>The duel runs on its own thread so that it can stop at a prompt, hand control back to the
 * test for expectations and more steps, and continue from the same prompt on the next
 * {@code run()}. The two threads never run at the same time: each waits while the other works.
 */
public final class Scenario implements AutoCloseable {
    private enum Signal { PAUSED, FINISHED, FAILED, RESUME, ABORT }

    /** Ends the duel thread when the test is over before the duel. */
    private static final class Aborted extends Error {
        Aborted() {
            super("scenario closed", null, false, false);
        }
    }

    private final Duel duel;
    private final Rules rules;
    private final ScenarioDriver driver;
    private final DeferredDecider[] seats;
    /** The players a duel is handed over to, until they take over ({@link #handOver}); else null. */
    private Decider[] handedOver;
    private final BlockingQueue<Signal> toTest = new LinkedBlockingQueue<>();
    private final BlockingQueue<Signal> toDuel = new LinkedBlockingQueue<>();
    private int startPlayer = 0;
    private int startTurn = 3;
    private Phase startPhase = Phase.MAIN1;
    private boolean fromTurnOne;
    private Thread duelThread;
    private volatile Throwable failure;
    private boolean paused;
    private boolean finished;
    /** A duel from decks, played from its start ({@link #fromDecks}). */
    private boolean wholeDuel;
    private List<RecordedDecision> prefix = List.of();
    private IntConsumer beforeDecision = decision -> { };
    private boolean pauseAfterPrefix;
    private final List<RecordedDecision> decisions = new ArrayList<>();

    public Scenario(DuelOptions options) {
        this((d0, d1) -> Duel.empty(options, d0, d1));
    }

    private Scenario(java.util.function.BiFunction<Decider, Decider, Duel> create) {
        // the duel needs its deciders before the driver that stands behind them can see the duel
        DeferredDecider d0 = new DeferredDecider();
        DeferredDecider d1 = new DeferredDecider();
        this.duel = create.apply(d0, d1);
        this.rules = Rules.of(duel);
        this.driver = new ScenarioDriver(rules, this::pauseHere);
        d0.target = driver.forPlayer(0);
        d1.target = driver.forPlayer(1);
        this.seats = new DeferredDecider[] {d0, d1};
        duel.subscribe(event -> {
            if (event instanceof DuelEvent.TurnStarted) {
                driver.turnStarted();
            }
        });
    }

    /**
     * A duel between two decks as {@code spellspeed duel} plays it (cards numbered in loading
     * order, the first player drawn by the seed), so a replay's decisions fit it.
     */
    public static Scenario fromDecks(DuelOptions options, CardDatabase cards, Deck deck0, Deck deck1) {
        Scenario scenario = new Scenario((d0, d1) -> Duel.fromDecks(options, cards, deck0, deck1, d0, d1));
        scenario.wholeDuel = true;
        return scenario;
    }

    public Duel duel() {
        return duel;
    }

    /**
     * Before the duel starts: its first prompts are answered with these recorded decisions (by
     * index, checked like a replay's), and the duel stops at the prompt after them, where
     * {@link #startPaused()} returns. {@code beforeDecision} is called with each decision's number
     * (from 0) before it is answered, on the duel thread: a restored test re-applies there what it
     * did between runs.
     */
    public void replayFirst(List<RecordedDecision> decisions, IntConsumer beforeDecision) {
        if (duelThread != null) {
            throw new IllegalStateException("the duel has already started");
        }
        this.prefix = List.copyOf(decisions);
        this.beforeDecision = beforeDecision;
        this.pauseAfterPrefix = true;
    }

    /** Starts the duel and returns once it waits at the prompt after the replayed decisions (or has ended). */
    public void startPaused() {
        if (duelThread != null) {
            throw new IllegalStateException("the duel has already started");
        }
        duelThread = new Thread(this::playDuel, "scenario-duel");
        duelThread.setDaemon(true);
        duelThread.start();
        Signal signal = take(toTest);
        paused = signal == Signal.PAUSED;
        finished = signal == Signal.FINISHED || signal == Signal.FAILED;
        rethrowFailure();
    }

    /** Every answer given in this duel so far, replayed ones first, as a replay records them. */
    public List<RecordedDecision> decisions() {
        return List.copyOf(decisions);
    }

    /** The duel's rules context: the Lua bridge of a scripted scenario must be built on this one. */
    public Rules rules() {
        return rules;
    }

    /** Puts a card where the scenario needs it, before the duel starts (ygopro's {@code Debug.AddCard}). */
    public Card addCard(CardData data, int owner, int controller, Location location, int sequence, Position position) {
        if (duelThread != null) {
            throw new IllegalStateException("cards can only be added before the first run");
        }
        return duel.placeCard(data, owner, controller, location, sequence, position);
    }

    /** Whose turn, which turn and which phase the duel begins in (default: player 0, turn 3, Main Phase 1). */
    public void start(int player, int turn, Phase phase) {
        if (duelThread != null) {
            throw new IllegalStateException("the duel has already started");
        }
        if (player < 0 || player > 1 || turn < 1) {
            throw new IllegalArgumentException("start needs player 0 or 1 and a turn of at least 1");
        }
        this.startPlayer = player;
        this.startTurn = turn;
        this.startPhase = phase;
    }

    /**
     * Starts a real duel from turn 1 instead (ygopro's {@code StartDuel}): the cards go to the
     * Decks, which are shuffled, and both players draw their opening hands. The first player is
     * the one given to {@link #start}, player 0 by default.
     */
    public void startDuel(List<CardData> deck0, List<CardData> deck1) {
        if (duelThread != null) {
            throw new IllegalStateException("the duel has already started");
        }
        List<List<CardData>> decks = List.of(deck0, deck1);
        for (int player = 0; player < 2; player++) {
            for (CardData card : decks.get(player)) {
                duel.placeCard(card, player, player, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
            }
        }
        fromTurnOne = true;
    }

    public void queue(Step step) {
        driver.queue(step);
    }

    public void queue(int player, Answer answer) {
        driver.queue(player, answer);
    }

    /** True once the duel has a result. */
    public boolean isOver() {
        return finished || duel.isOver();
    }

    /**
     * Performs the queued steps, then returns at the turn player's next idle prompt or when the duel
     * ends. With nothing queued it returns at once. A failure in the duel (a failed check, an
     * unanswered prompt, an engine error) is rethrown here.
     */
    public void run() {
        rethrowFailure();
        if (finished || !driver.hasSteps()) {
            return;
        }
        if (duelThread == null) {
            duelThread = new Thread(this::playDuel, "scenario-duel");
            duelThread.setDaemon(true);
            duelThread.start();
        } else {
            driver.resumed();
            toDuel.add(Signal.RESUME);
        }
        Signal signal = take(toTest);
        paused = signal == Signal.PAUSED;
        finished = signal == Signal.FINISHED || signal == Signal.FAILED;
        rethrowFailure();
    }

    /** Steps and answers that were queued but never used, each with its test line. */
    public List<String> unused() {
        return driver.unused().stream().map(Unused::toString).toList();
    }

    /** The same as {@link #unused()}, with each item's test line apart from its description. */
    public List<Unused> unusedItems() {
        return driver.unused();
    }

    /** True once the first {@link #run()} has started the duel; set-up is over from then on. */
    public boolean hasStarted() {
        return duelThread != null;
    }

    /**
     * Hands the duel, before it starts, to other players (a playtest board's session): the steps
     * already queued are played first, as {@link #run} would, and at the turn player's idle prompt
     * where the queue is empty (where {@link #run} would return) the given players take over and
     * answer every prompt from then on. {@link #playFromStart} plays it.
     */
    public void handOver(Decider decider0, Decider decider1) {
        if (duelThread != null) {
            throw new IllegalStateException("the duel has already started");
        }
        handedOver = new Decider[] {java.util.Objects.requireNonNull(decider0), java.util.Objects.requireNonNull(decider1)};
        if (!driver.hasSteps()) {
            takeOver();
        }
    }

    /**
     * Hands the duel, before it starts, to other players at a later point of a test (a playtest
     * board opening where the test's runs stopped): its first prompts are answered with the recorded
     * {@code decisions} (checked like a replay's; {@code beforeDecision} as for {@link #replayFirst}),
     * and the given players answer every prompt after them. Nothing queued is played. {@link #playFromStart} plays it.
     */
    public void handOverAfter(List<RecordedDecision> decisions, IntConsumer beforeDecision, Decider decider0,
                              Decider decider1) {
        if (duelThread != null) {
            throw new IllegalStateException("the duel has already started");
        }
        this.prefix = List.copyOf(decisions);
        this.beforeDecision = beforeDecision;
        this.pauseAfterPrefix = false;
        handedOver = new Decider[] {java.util.Objects.requireNonNull(decider0), java.util.Objects.requireNonNull(decider1)};
        takeOver();
    }

    private void takeOver() {
        seats[0].target = handedOver[0];
        seats[1].target = handedOver[1];
        handedOver = null;
    }

    /** At each prompt of a handed-over duel: the new players take over once the queue is played. */
    private void maybeTakeOver(Prompt prompt) {
        if (handedOver != null && !driver.hasSteps() && driver.isTurnPlayersIdlePrompt(prompt)) {
            takeOver();
        }
    }

    /** Plays the duel from the position set up to its result, on the caller's thread (after {@link #handOver}). */
    public DuelResult playFromStart() {
        if (duelThread != null) {
            throw new IllegalStateException("the duel has already started");
        }
        if (wholeDuel) {
            return new DuelRunner(rules).play();
        }
        if (fromTurnOne) {
            return new DuelRunner(rules).playFromTurnOne(startPlayer);
        }
        return new DuelRunner(rules).playFrom(startPlayer, startTurn, startPhase);
    }

    /** Stops the duel thread if the duel is still waiting at a prompt. */
    @Override
    public void close() {
        if (duelThread != null && paused) {
            paused = false;
            toDuel.add(Signal.ABORT);
            try {
                duelThread.join(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void playDuel() {
        try {
            if (wholeDuel) {
                new DuelRunner(rules).play();
            } else if (fromTurnOne) {
                new DuelRunner(rules).playFromTurnOne(startPlayer);
            } else {
                new DuelRunner(rules).playFrom(startPlayer, startTurn, startPhase);
            }
            toTest.add(Signal.FINISHED);
        } catch (Aborted aborted) {
            // the test is over; nothing to report
        } catch (Throwable t) {
            failure = t;
            toTest.add(Signal.FAILED);
        }
    }

    /** Called on the duel thread at the turn player's idle prompt once the queue is empty. */
    private void pauseHere() {
        toTest.add(Signal.PAUSED);
        if (take(toDuel) == Signal.ABORT) {
            throw new Aborted();
        }
    }

    private void rethrowFailure() {
        Throwable t = failure;
        if (t == null) {
            return;
        }
        failure = null;
        if (t instanceof Error error) {
            throw error;
        }
        if (t instanceof RuntimeException runtime) {
            throw runtime;
        }
        throw new IllegalStateException(t);
    }

    private static Signal take(BlockingQueue<Signal> queue) {
        try {
            return queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the scenario was running", e);
        }
    }

    /**
     * Lets the duel be created before the driver that answers for it; answers the replayed prefix
     * first, and records every answer.
     */
    private final class DeferredDecider implements Decider {
        private Decider target;

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            beforeDecision.accept(decisions.size());
            if (decisions.size() < prefix.size()) {
                RecordedDecision d = recorded(prompt);
                int index = d.choice().size() == 1 ? d.choice().get(0) : -1;
                if (index < 0 || index >= prompt.options().size()) {
                    throw diverged(prompt, "recorded choice " + d.choice() + " does not fit");
                }
                decisions.add(d);
                return prompt.options().get(index);
            }
            pauseAfterPrefix();
            maybeTakeOver(prompt);
            T answer = target.choose(prompt);
            int index = prompt.indexOf(answer);
            decisions.add(new RecordedDecision(prompt.player(), prompt.kind(), List.of(Math.max(index, 0)),
                    String.valueOf(answer)));
            return answer;
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            beforeDecision.accept(decisions.size());
            if (decisions.size() < prefix.size()) {
                RecordedDecision d = recorded(prompt);
                List<Card> cards = new ArrayList<>();
                for (int index : d.choice()) {
                    if (index < 0 || index >= prompt.candidates().size()) {
                        throw diverged(prompt, "recorded selection " + d.choice() + " does not fit");
                    }
                    cards.add(prompt.candidates().get(index));
                }
                decisions.add(d);
                return cards;
            }
            pauseAfterPrefix();
            maybeTakeOver(prompt);
            List<Card> answer = target.select(prompt);
            List<Integer> indexes = new ArrayList<>();
            for (Card card : answer) {
                indexes.add(prompt.candidates().indexOf(card));
            }
            decisions.add(new RecordedDecision(prompt.player(), prompt.kind(), indexes, answer.toString()));
            return answer;
        }

        private RecordedDecision recorded(Prompt prompt) {
            RecordedDecision d = prefix.get(decisions.size());
            if (d.player() != prompt.player() || d.kind() != prompt.kind()) {
                throw diverged(prompt, "recorded a " + d.kind() + " prompt for player " + d.player());
            }
            return d;
        }

        private IllegalDecisionException diverged(Prompt prompt, String why) {
            return new IllegalDecisionException("replay diverged at decision " + (decisions.size() + 1) + ": " + why, prompt);
        }

        /** At the first prompt after a replayed prefix: the test takes over here. */
        private void pauseAfterPrefix() {
            if (pauseAfterPrefix) {
                pauseAfterPrefix = false;
                pauseHere();
            }
        }
    }
}
