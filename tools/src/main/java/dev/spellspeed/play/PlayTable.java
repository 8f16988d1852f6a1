package dev.spellspeed.play;

import dev.spellspeed.ai.Players;
import dev.spellspeed.ai.SearchDecider;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.Explaining;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.SeatedDecider;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.play.Protocol.Answer;
import dev.spellspeed.play.Protocol.ErrorCode;
import dev.spellspeed.play.Protocol.ErrorReply;
import dev.spellspeed.play.Protocol.Inbound;
import dev.spellspeed.play.Protocol.ProtocolError;
import dev.spellspeed.play.Protocol.SeatView;
import dev.spellspeed.session.DuelRecipe;
import dev.spellspeed.session.DuelSession;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * One duel on the board, played through a {@link DuelSession} (so undo and restart are re-execution,
 * DESIGN.md §7) on the table's own thread, which alone touches the session. Every seat is a
 * {@link Decider}: an AI player, or a {@link HumanSeat} answered from the page. After each decision
 * the table publishes the board ({@link Protocol.State}) to every connected client whenever a human
 * must answer or the duel has ended.
 *
 * <p>Clients' messages arrive on the server's threads ({@link #receive}); malformed ones are refused
 * there, answers go to the table's thread, which checks them against the pending prompt: nothing
 * reaches the duel that is not a legal answer to its pending prompt.
 */
public final class PlayTable implements AutoCloseable {
    /** A connected client: where the table's messages for it go. */
    public interface Client {
        void send(String json);
    }

    /** A message and its client (null: the table's own, a watched file's change), and why it was sent (a reload's cause). */
    private record Envelope(Client from, Inbound message, String cause) {
        Envelope(Client from, Inbound message) {
            this(from, message, null);
        }
    }

    private static final Envelope CLOSE = new Envelope(null, null);

    /** How the duel is built; a reload that re-reads the card databases replaces it. */
    private DuelRecipe recipe;
    /** Where the duel started, for the page's hello (a test's outcome); null for a duel of two decks or a puzzle. */
    private String start;
    /** Re-reads the card databases on reload; null: only the scripts are reloaded. */
    private CardReload cardReload;
    private final Players.Kind[] kinds = new Players.Kind[2];
    private final long seed;
    private final Decider[] deciders = new Decider[2];
    private final Set<Integer> humans = new LinkedHashSet<>();
    private final Set<Client> clients = new CopyOnWriteArraySet<>();
    private final BlockingQueue<Envelope> inbox = new LinkedBlockingQueue<>();
    private final Thread thread;
    /** The last state published: what a connecting or syncing client is sent; read on the server's threads. */
    private volatile Snapshot published;
    private DuelSession session;
    /** The AI players' reasons, by decision number: shown in the log where each decision was taken. */
    private final java.util.TreeMap<Integer, Reason> reasons = new java.util.TreeMap<>();
    /** How to save the duel as a replay or a test; null for a duel started from a puzzle or a test. */
    private DuelExports exports;

    /** An AI's reason for a decision, and where in the duel's log it goes (the log's length when it was asked). */
    private record Reason(int logIndex, String text) {
    }

    /** What the server's threads know of the table: the state's JSON, and what answer it waits for. */
    private record Snapshot(String json, Integer decision, boolean humanPrompt, boolean over, String waitingFor,
                            String failure) {
    }

    /**
     * A table for a duel built by {@code recipe} with seed {@code seed}; {@link #seat} its players,
     * then {@link #start} it.
     */
    public PlayTable(DuelRecipe recipe, long seed) {
        this.recipe = Objects.requireNonNull(recipe, "recipe");
        this.seed = seed;
        this.thread = new Thread(this::run, "play-table");
        thread.setDaemon(true);
    }

    /**
     * Seats a player: an AI ({@link Players#named}) or a person answered from the page,
     * {@code Players.human(table::person)}.
     */
    public PlayTable seat(int player, Players.Kind kind) {
        Objects.checkIndex(player, 2);
        kinds[player] = Objects.requireNonNull(kind, "kind");
        if (kind.name().equals(Players.HUMAN)) {
            humans.add(player);
        } else {
            humans.remove(player);
        }
        return this;
    }

    /** Lets the page save the duel as a replay and export it as a test (a duel of two decks); before {@link #start}. */
    public PlayTable exports(DuelExports exports) {
        this.exports = exports;
        return this;
    }

    /**
     * Lets reload re-read the card databases too (the databases as they are on disk now, the recipe
     * over them); before {@link #start}.
     */
    public PlayTable cardReload(CardReload reload) {
        this.cardReload = reload;
        return this;
    }

    /** Says on the page where the duel started (a test's outcome and the point the board opens at); before {@link #start}. */
    public PlayTable startNote(String note) {
        this.start = note;
        return this;
    }

    /** The decider of a person at this table: it waits for the page's answers. */
    public Decider person(int player) {
        return new HumanSeat(this);
    }

    /** Starts the duel; returns once its first state is published. */
    public PlayTable start() {
        for (int p = 0; p < 2; p++) {
            if (kinds[p] == null) {
                throw new IllegalStateException("seat " + p + " has no player");
            }
            deciders[p] = kinds[p].create(seed, p);
        }
        thread.start();
        synchronized (this) {
            while (published == null) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while the duel started", e);
                }
            }
        }
        return this;
    }

    /** The seats: player number, the player's name, whether the page answers for it. */
    public List<SeatView> seats() {
        List<SeatView> seats = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            seats.add(new SeatView(p, kinds[p].name(), humans.contains(p)));
        }
        return seats;
    }

    /**
     * Reloads the scripts (and card databases) as a page's Reload button does, because {@code files}
     * changed on disk (the play command's watcher): taken as soon as the table waits for a person, or at the end.
     */
    public void reloadSources(java.util.Collection<String> files) {
        inbox.add(new Envelope(null, new Protocol.Reload(), String.join(", ", files) + " changed"));
    }

    /** A client connected: it is sent the seats and the current state. */
    public void connect(Client client) {
        // under the publishing lock: the client hears hello and the current state before any newer state
        synchronized (this) {
            clients.add(client);
            send(client, Protocol.json(new Protocol.Hello(seats(), start)));
            send(client, published.json());
        }
    }

    public void disconnect(Client client) {
        clients.remove(client);
    }

    /** A message from a client. Malformed and out-of-turn messages get their error reply here and go no further. */
    public void receive(Client from, String text) {
        Snapshot now = published;
        Inbound message;
        try {
            message = Protocol.parse(text);
        } catch (ProtocolError e) {
            reply(from, e.code(), e.getMessage(), now);
            return;
        }
        if (message instanceof Protocol.Sync) {
            send(from, now.json());
            return;
        }
        if (!(message instanceof Answer answer)) {
            // undo, rewind, restart: taken by the table's thread as soon as it waits for a person, or at the end
            inbox.add(new Envelope(from, message));
            return;
        }
        if (now.over()) {
            reply(from, ErrorCode.OVER, "the duel is over: there is nothing to answer", now);
        } else if (!now.humanPrompt()) {
            reply(from, ErrorCode.OUT_OF_TURN, "no prompt is waiting for this page: " + now.waitingFor() + " is deciding", now);
        } else if (answer.decision() != now.decision()) {
            reply(from, ErrorCode.OUT_OF_TURN, "decision " + answer.decision() + " is not the pending one: decision "
                    + now.decision() + " is", now);
        } else {
            inbox.add(new Envelope(from, answer));
        }
    }

    /** Why the duel stopped on an error (at its start, say: a puzzle that fails), or null. */
    public String failure() {
        return published.failure();
    }

    /** The JSON of the last state published (tests read it). */
    public String stateJson() {
        return published.json();
    }

    @Override
    public void close() {
        inbox.add(CLOSE);
        try {
            thread.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---- the table's thread ----

    /** Thrown through the duel's deciders when the table closes while a person is asked. */
    private static final class Closed extends Error {
        Closed() {
            super("table closed", null, false, false);
        }
    }

    /** An undo, rewind or restart taken while the table waited: unwinds to {@link #run}, which applies it. */
    private static final class Control extends RuntimeException {
        private final transient Envelope envelope;

        Control(Envelope envelope) {
            super("control", null, false, false);
            this.envelope = envelope;
        }
    }

    private void run() {
        try {
            session = DuelSession.start(recipe);
            seatPlayers();
        } catch (RuntimeException | Error e) {
            publishFailure(e);
            awaitControlAfterFailure();
            return;
        }
        try {
            Envelope control = null;
            while (true) {
                try {
                    if (control != null) {
                        Envelope taken = control;
                        control = null;
                        apply(taken);
                    }
                    step();
                } catch (Control next) {
                    control = next.envelope;
                }
            }
        } catch (Closed closed) {
            // the server stopped
        } finally {
            session.close();
        }
    }

    /** One decision, or the end: publishes, asks the seat's decider and answers the session. */
    private void step() {
        Prompt prompt = session.pending();
        if (prompt == null) {
            // over, or stopped on an engine error (then the failure's state stays published)
            if (session.result() != null) {
                publish(null);
            }
            awaitControl();
            return;
        }
        if (humans.contains(prompt.player())) {
            publish(prompt);
        }
        try {
            Decider decider = deciders[prompt.player()];
            List<Integer> answer = PromptAnswers.of(decider, prompt);
            if (decider instanceof Explaining explaining && !humans.contains(prompt.player())) {
                explain(prompt.player(), explaining.reason());
            }
            session.answer(answer);
        } catch (Control | Closed passOn) {
            throw passOn;
        } catch (RuntimeException | Error e) {
            publishFailure(e);
            awaitControl();
        }
    }

    /** Keeps an AI's reason for the pending decision, the cards hidden from this page's seats unnamed. */
    private void explain(int player, String reason) {
        if (reason == null) {
            return;
        }
        reasons.put(session.position(), new Reason(session.duel().log().lines().size(),
                LogView.AI_PREFIX + player + " " + LogView.unnamingHidden(reason, session.duel(), viewers())));
    }

    /** The log as this page reads it, with the AI players' reasons where they decided. */
    private List<String> log() {
        List<String> lines = LogView.of(session.duel().log().lines(), viewers());
        if (reasons.isEmpty()) {
            return lines;
        }
        List<String> merged = new ArrayList<>(lines.size() + reasons.size());
        int next = 0;
        for (Reason reason : reasons.values()) {
            int at = Math.min(reason.logIndex(), lines.size());
            while (next < at) {
                merged.add(lines.get(next++));
            }
            merged.add(reason.text());
        }
        while (next < lines.size()) {
            merged.add(lines.get(next++));
        }
        return merged;
    }

    /** At the end or after an engine error: waits for an undo, rewind or restart; answers are refused. */
    private void awaitControl() {
        while (true) {
            Envelope envelope = take();
            if (envelope == CLOSE) {
                throw new Closed();
            }
            if (envelope.message() instanceof Answer) {
                reply(envelope.from(), ErrorCode.OVER, "the duel is over: there is nothing to answer", published);
            } else if (!exported(envelope)) {
                throw new Control(envelope);
            }
        }
    }

    /** The duel could not even start: nothing to undo; every message is refused until the table closes. */
    private void awaitControlAfterFailure() {
        while (true) {
            Envelope envelope = take();
            if (envelope == CLOSE) {
                return;
            }
            reply(envelope.from(), ErrorCode.OVER, "the duel could not start: " + published.failure(), published);
        }
    }

    /** Undo, rewind or restart through the session (re-execution); the AI players take their seats at the new duel. */
    private void apply(Envelope envelope) {
        int target;
        Inbound message = envelope.message();
        if (message instanceof Protocol.Reload) {
            reload(envelope.cause());
            return;
        }
        if (message instanceof Protocol.Restart) {
            target = 0;
        } else if (message instanceof Protocol.Rewind rewind) {
            target = rewind.decision();
            if (target < 0 || target > session.position()) {
                reply(envelope.from(), ErrorCode.ILLEGAL, "cannot rewind to decision " + target
                        + ": decisions 0 to " + session.position() + " were reached", published);
                return;
            }
        } else {
            target = lastHumanDecision();
            if (target < 0) {
                reply(envelope.from(), ErrorCode.ILLEGAL, "nothing to undo: no person has answered yet", published);
                return;
            }
        }
        // the decisions from the target on are taken again: their reasons go
        reasons.tailMap(target, true).clear();
        try {
            session.goTo(target);
        } catch (RuntimeException | Error e) {
            publishFailure(e);
            awaitControl();
        }
        for (int p = 0; p < 2; p++) {
            deciders[p] = kinds[p].create(seed, p);
        }
        seatPlayers();
    }

    /**
     * Answers a save-replay or export-test request with a download (the duel so far), or refuses it;
     * false for any other message. The duel does not move.
     */
    private boolean exported(Envelope envelope) {
        Inbound message = envelope.message();
        if (!(message instanceof Protocol.SaveReplay) && !(message instanceof Protocol.ExportTest)) {
            return false;
        }
        if (exports == null) {
            reply(envelope.from(), ErrorCode.UNAVAILABLE, "this duel started from a puzzle or a test, not from two decks:"
                    + " it cannot be saved as a replay or a test", published);
            return true;
        }
        List<dev.spellspeed.decision.RecordedDecision> history = session.history();
        if (message instanceof Protocol.SaveReplay) {
            send(envelope.from(), Protocol.json(exports.replay(history, session.duel(),
                    List.of(kinds[0].name(), kinds[1].name()))));
            return true;
        }
        Protocol.Download test = exports.test(history, session.duel());
        if (exports.testsFolder() != null) {
            try {
                test = exports.saved(test);
            } catch (java.io.IOException | RuntimeException e) {
                send(envelope.from(), Protocol.json(test));
                reply(envelope.from(), ErrorCode.UNAVAILABLE, "the test was not saved into " + exports.testsFolder()
                        + ": " + e.getMessage() + " (it is offered as a download)", published);
                return true;
            }
        }
        send(envelope.from(), Protocol.json(test));
        return true;
    }

    /** Reload: the decisions again on a new duel with the scripts (and cards) on disk now ({@link SourceReload}). */
    private void reload(String cause) {
        String because = cause == null ? "" : cause + ": ";
        SourceReload.Result result = SourceReload.reload(recipe, cardReload, session);
        if (result.outcome() == null) {
            broadcastMessage(new Protocol.Reloaded(null, because + result.refusal()));
            return;
        }
        ScriptReload.Outcome outcome = result.outcome();
        recipe = result.recipe();
        session.close();
        session = outcome.session();
        if (outcome.divergedAt() != null) {
            reasons.tailMap(outcome.divergedAt(), true).clear();
        }
        for (int p = 0; p < 2; p++) {
            deciders[p] = kinds[p].create(seed, p);
        }
        seatPlayers();
        broadcastMessage(new Protocol.Reloaded(outcome.divergedAt(), because + outcome.message()));
        if (session.pending() != null && !humans.contains(session.pending().player())) {
            // an AI decides next: the page hears the new board once a person is asked; show it now
            publish(null);
        }
    }

    private void broadcastMessage(Object message) {
        String json = Protocol.json(message);
        synchronized (this) {
            for (Client client : clients) {
                send(client, json);
            }
        }
    }

    /** The number of the last decision a human seat made, or -1. */
    private int lastHumanDecision() {
        List<dev.spellspeed.decision.RecordedDecision> history = session.history();
        for (int i = history.size() - 1; i >= 0; i--) {
            if (humans.contains(history.get(i).player())) {
                return i;
            }
        }
        return -1;
    }

    /** AI players read the board of the session's current duel (a search player forks its line). */
    private void seatPlayers() {
        for (int p = 0; p < 2; p++) {
            if (deciders[p] instanceof SearchDecider search) {
                search.takeSeat(session.line(), p);
            } else if (deciders[p] instanceof SeatedDecider seated) {
                seated.takeSeat(session.duel(), p);
            }
        }
    }

    /** Called by a {@link HumanSeat} on the table's thread: waits for a legal answer to {@code prompt} from the page. */
    List<Integer> awaitAnswer(Prompt prompt) {
        while (true) {
            Envelope envelope = take();
            if (envelope == CLOSE) {
                throw new Closed();
            }
            if (exported(envelope)) {
                continue;
            }
            if (!(envelope.message() instanceof Answer answer)) {
                throw new Control(envelope);
            }
            int decision = session.position();
            if (answer.decision() != decision) {
                reply(envelope.from(), ErrorCode.OUT_OF_TURN, "decision " + answer.decision()
                        + " is not the pending one: decision " + decision + " is", published);
                continue;
            }
            String problem = PromptAnswers.problemWith(prompt, answer.choice());
            if (problem != null) {
                reply(envelope.from(), ErrorCode.ILLEGAL, problem, published);
                continue;
            }
            return answer.choice();
        }
    }

    private Envelope take() {
        try {
            return inbox.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Closed();
        }
    }

    private Set<Integer> viewers() {
        return humans.isEmpty() ? Set.of(0, 1) : humans;
    }

    private void publish(Prompt prompt) {
        int decision = session.position();
        DuelResult result = session.result();
        Protocol.ResultView resultView = result == null ? null
                : new Protocol.ResultView(result.winner(), String.valueOf(result.reason()), result.turn(), result.toString());
        Prompt pending = session.pending();
        Integer waitingFor = pending == null ? null : pending.player();
        PromptView.View view = prompt == null ? null : PromptView.of(prompt, decision, session.duel());
        Protocol.State state = new Protocol.State(decision, BoardView.of(session.duel(), viewers()), view, waitingFor,
                resultView, log());
        String who = pending == null ? "nobody" : "player " + pending.player() + " (" + kinds[pending.player()].name() + ")";
        broadcast(new Snapshot(Protocol.json(state), pending == null ? null : decision, prompt != null, pending == null, who,
                null));
    }

    private void publishFailure(Throwable failure) {
        Protocol.ResultView resultView = new Protocol.ResultView(DuelResult.DRAW, "ENGINE_ERROR", -1,
                "the duel stopped on an engine error: " + failure);
        List<String> log = new ArrayList<>();
        BoardView.Board board = null;
        try {
            log.addAll(log());
            board = BoardView.of(session.duel(), viewers());
        } catch (RuntimeException | Error unreadable) {
            // the board could not be read after the failure: the state says only why
        }
        log.add("engine error: " + failure);
        int decision = 0;
        try {
            decision = session.position();
        } catch (RuntimeException | Error unreadable) {
            // no duel yet: it failed to start
        }
        Protocol.State state = new Protocol.State(decision, board, null, null, resultView, log);
        broadcast(new Snapshot(Protocol.json(state), null, false, true, "nobody", resultView.text()));
    }

    private void broadcast(Snapshot snapshot) {
        synchronized (this) {
            published = snapshot;
            notifyAll();
            for (Client client : clients) {
                send(client, snapshot.json());
            }
        }
    }

    private void reply(Client to, ErrorCode code, String message, Snapshot now) {
        if (to == null) {
            return; // the table's own request (a watched file's change): nobody to answer
        }
        send(to, Protocol.json(new ErrorReply(code, message, now == null ? null : now.decision())));
    }

    private static void send(Client client, String json) {
        synchronized (client) {
            client.send(json);
        }
    }
}
