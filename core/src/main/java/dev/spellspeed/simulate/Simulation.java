package dev.spellspeed.simulate;

import dev.spellspeed.ai.Players;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.run.GameRecord;
import dev.spellspeed.run.PlayedDuel;
import dev.spellspeed.script.ScriptHost;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A simulation run: every ordered pair of distinct decks (both seat orders; with {@code mirror} each
 * deck against itself too) plays {@code games} games, deck A in seat 0. Games are played on
 * {@code threads} threads, each with its own script host, and handed back in pair and game order,
 * so the results do not depend on the number of threads. An engine exception ends its game only:
 * it is recorded with the seed and the run goes on.
 *
 * @param decks   the decks, in the order their pairs are played and reported
 * @param games   games per ordered pair
 * @param seed    the run's seed, from which every game's seed is derived ({@link GameSeeds})
 * @param mirror  whether each deck also plays itself
 * @param player0 the player in seat 0 (deck A's)
 * @param player1 the player in seat 1
 * @param options the duel options of a game's seed (budgets and all)
 */
public record Simulation(List<NamedDeck> decks, int games, long seed, boolean mirror, Players.Kind player0,
                         Players.Kind player1, LongFunction<DuelOptions> options) {
    public Simulation {
        decks = List.copyOf(decks);
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1, got " + games);
        }
        if (decks.stream().map(NamedDeck::name).distinct().count() != decks.size()) {
            throw new IllegalArgumentException("two decks have the same file name: their games' seeds would clash");
        }
    }

    /** An ordered pair of decks: indexes into {@link #decks()}, deck {@code a} in seat 0. */
    public record Pair(int a, int b) {}

    /** The ordered pairs, deck A's order first, then deck B's. */
    public List<Pair> pairs() {
        List<Pair> pairs = new ArrayList<>();
        for (int a = 0; a < decks.size(); a++) {
            for (int b = 0; b < decks.size(); b++) {
                if (a != b || mirror) {
                    pairs.add(new Pair(a, b));
                }
            }
        }
        return pairs;
    }

    public int totalGames() {
        return pairs().size() * games;
    }

    /** The distinct cards of deck {@code deck}'s Main and Extra Deck, by ascending code: its rows of cards.csv. */
    public int[] cardCodes(int deck) {
        Deck of = decks.get(deck).deck();
        return java.util.stream.Stream.concat(of.main().stream(), of.extra().stream()).mapToInt(Integer::intValue)
                .distinct().sorted().toArray();
    }

    /** The seed of game {@code game} of an ordered pair. */
    public long gameSeed(Pair pair, int game) {
        return GameSeeds.of(seed, decks.get(pair.a()).name(), decks.get(pair.b()).name(), game);
    }

    /** Tasks queued ahead of the game being handed back, per thread: enough to keep every thread busy, few enough to hold. */
    private static final int AHEAD_PER_THREAD = 32;

    /**
     * Plays every game on {@code threads} threads and hands each to {@code sink} in pair and game
     * order, on the calling thread, as soon as it and every game before it are done: a run of any
     * size holds only the games in flight.
     */
    public void run(CardDatabase cards, Supplier<ScriptHost> hosts, int threads, Consumer<GameOutcome> sink)
            throws InterruptedException {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        List<Pair> pairs = pairs();
        // a host's caches are not shared between threads: one per worker thread, kept for all its games
        ThreadLocal<ScriptHost> host = ThreadLocal.withInitial(hosts);
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "simulate");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Deque<Future<GameOutcome>> inFlight = new ArrayDeque<>();
            int total = pairs.size() * games;
            int submitted = 0;
            for (int handed = 0; handed < total; handed++) {
                while (submitted < total && inFlight.size() < threads * AHEAD_PER_THREAD) {
                    int pair = submitted / games;
                    int game = submitted % games;
                    inFlight.add(pool.submit(() -> play(cards, host.get(), pair, pairs.get(pair), game)));
                    submitted++;
                }
                try {
                    sink.accept(inFlight.removeFirst().get());
                } catch (ExecutionException e) {
                    // play() records every failure of a game; this is a fault of the run itself
                    throw new IllegalStateException("a simulation task failed: " + e.getCause(), e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Plays every game and returns them in pair and game order (for small runs: they are all held). */
    public List<GameOutcome> runAll(CardDatabase cards, Supplier<ScriptHost> hosts, int threads)
            throws InterruptedException {
        List<GameOutcome> outcomes = new ArrayList<>();
        run(cards, hosts, threads, outcomes::add);
        return outcomes;
    }

    /** Game {@code game} of pair number {@code pair}, alone: the same as in a whole run. */
    public GameOutcome play(CardDatabase cards, ScriptHost host, int pair, int game) {
        return play(cards, host, pair, pairs().get(pair), game);
    }

    private GameOutcome play(CardDatabase cards, ScriptHost host, int pair, Pair decksOf, int game) {
        DuelOptions duelOptions = options.apply(gameSeed(decksOf, game));
        SideWatch sides = new SideWatch();
        // as `spellspeed duel` plays its duels, so `duel --games 1 --seed <seed>` replays the game
        GameRecord record = PlayedDuel.play(duelOptions, cards, decks.get(decksOf.a()).deck(), decks.get(decksOf.b()).deck(),
                host, player0.create(duelOptions.seed(), 0), player1.create(duelOptions.seed(), 1), sides::observe).record();
        return new GameOutcome(pair, game, record, List.of(Set.copyOf(sides.drawn[0]), Set.copyOf(sides.drawn[1])),
                List.of(Set.copyOf(sides.activated[0]), Set.copyOf(sides.activated[1])));
    }

    /**
     * The games cut into ranges of at most {@code size} consecutive games of one pair, in pair and
     * game order: the tasks of a distributed run.
     */
    public List<GameRange> ranges(int size) {
        if (size < 1) {
            throw new IllegalArgumentException("a range holds at least one game, got " + size);
        }
        List<GameRange> ranges = new ArrayList<>();
        for (int pair = 0; pair < pairs().size(); pair++) {
            for (int from = 0; from < games; from += size) {
                ranges.add(new GameRange(pair, from, Math.min(games, from + size)));
            }
        }
        return ranges;
    }

    /**
     * Plays the games of one range, one after the other with {@code host}, and counts them: the
     * same games, and so the same results, as in a whole run.
     */
    public PairResults play(CardDatabase cards, ScriptHost host, GameRange range) {
        return play(cards, host, range, UnaryOperator.identity());
    }

    /**
     * The same, each game's messages passed through {@code messages} before they are counted (an
     * executor names the script files where the driver has them: {@link GameRecord#withMessages}).
     */
    public PairResults play(CardDatabase cards, ScriptHost host, GameRange range, UnaryOperator<String> messages) {
        if (range.pair() < 0 || range.pair() >= pairs().size() || range.from() < 0 || range.to() > games
                || range.from() >= range.to()) {
            throw new IllegalArgumentException("no such range of games in this simulation: " + range);
        }
        List<Pair> pairs = pairs();
        PairResults results = PairResults.start(this, range.pair(), range.from());
        for (int game = range.from(); game < range.to(); game++) {
            GameOutcome outcome = play(cards, host, range.pair(), pairs.get(range.pair()), game);
            results.add(new GameOutcome(outcome.pair(), outcome.game(), outcome.record().withMessages(messages),
                    outcome.drawn(), outcome.activated()));
        }
        return results;
    }
}
