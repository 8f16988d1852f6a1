package dev.spellspeed.simulate;

import dev.spellspeed.run.CardPlay;
import dev.spellspeed.run.GameRecord;
import dev.spellspeed.run.RunSummary;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The results of consecutive games of one ordered pair, counted game by game: what
 * {@link SimulationTables} adds up, and what a task of a distributed run (a Spark executor's) hands
 * back. Plain values only, so it travels between machines; the tables add ranges in pair and game
 * order, so the results do not depend on where or how the games were cut and played.
 */
public final class PairResults implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Per card of a deck, the six counts of its row in cards.csv, in this order. */
    static final int GAMES = 0;
    static final int WINS = 1;
    static final int DRAWN = 2;
    static final int WINS_DRAWN = 3;
    static final int ACTIVATED = 4;
    static final int WINS_ACTIVATED = 5;
    static final int COUNTS = 6;

    /** Per side's deck: Lua errors in its cards, engine exceptions and aborts in its games. */
    static final int LUA_ERRORS = 0;
    static final int EXCEPTIONS = 1;
    static final int ABORTS = 2;

    private final int pair;
    private final int from;
    private final String[] names;
    /** Whether deck A plays itself: its figures count once, on side A. */
    private final boolean mirror;
    /** Per side, the deck's distinct card codes ascending (its rows of cards.csv). */
    private final int[][] codes;
    private int games;
    /** Wins of A, wins of B, draws, unfinished. */
    private final int[] ends = new int[4];
    private long turns;
    /** Per side, {@link #COUNTS} counts per card of {@link #codes}. */
    private final int[][] cards;
    private final int[][] failures = new int[2][3];
    private final List<String> errors = new ArrayList<>();
    private final StringBuilder gameRows = new StringBuilder();
    private final RunSummary summary;

    private PairResults(Simulation simulation, int pair, int from) {
        Simulation.Pair decks = simulation.pairs().get(pair);
        this.pair = pair;
        this.from = from;
        this.names = new String[] {simulation.decks().get(decks.a()).name(), simulation.decks().get(decks.b()).name()};
        this.mirror = decks.a() == decks.b();
        this.codes = new int[][] {simulation.cardCodes(decks.a()), simulation.cardCodes(decks.b())};
        this.cards = new int[][] {new int[codes[0].length * COUNTS], new int[codes[1].length * COUNTS]};
        this.summary = new RunSummary(List.of(simulation.player0().name(), simulation.player1().name()));
    }

    /** No game yet of pair {@code pair}; the first added is game {@code from}. */
    public static PairResults start(Simulation simulation, int pair, int from) {
        return new PairResults(simulation, pair, from);
    }

    /** One game's results. */
    public static PairResults of(Simulation simulation, GameOutcome outcome) {
        PairResults results = start(simulation, outcome.pair(), outcome.game());
        results.add(outcome);
        return results;
    }

    /** Counts the next game of the pair. */
    public void add(GameOutcome outcome) {
        if (outcome.pair() != pair || outcome.game() != from + games) {
            throw new IllegalArgumentException("expected game " + (from + games) + " of pair " + pair + ", got game "
                    + outcome.game() + " of pair " + outcome.pair());
        }
        games++;
        GameRecord record = outcome.record();
        summary.add(record);
        int winner = outcome.winner();
        if (winner >= 0) {
            ends[winner]++;
        } else {
            ends[winner == -1 ? 2 : 3]++;
        }
        if (winner >= -1) {
            turns += record.result().turn();
            for (int seat = 0; seat < 2; seat++) {
                // a mirror game counts once for each seat, both on the one deck's rows
                int side = mirror ? 0 : seat;
                int[] counts = cards[side];
                for (int i = 0; i < codes[side].length; i++) {
                    int code = codes[side][i];
                    boolean won = winner == seat;
                    boolean drawn = outcome.drawn().get(seat).contains(code);
                    boolean activated = outcome.activated().get(seat).contains(code);
                    counts[i * COUNTS + GAMES]++;
                    counts[i * COUNTS + WINS] += won ? 1 : 0;
                    counts[i * COUNTS + DRAWN] += drawn ? 1 : 0;
                    counts[i * COUNTS + WINS_DRAWN] += drawn && won ? 1 : 0;
                    counts[i * COUNTS + ACTIVATED] += activated ? 1 : 0;
                    counts[i * COUNTS + WINS_ACTIVATED] += activated && won ? 1 : 0;
                }
            }
        }
        errors(outcome);
        gameRow(outcome);
    }

    private void errors(GameOutcome outcome) {
        GameRecord record = outcome.record();
        String prefix = SimulationTables.csv(names[0]) + "," + SimulationTables.csv(names[1]) + "," + outcome.game()
                + "," + record.seed() + "," + record.turn() + ",";
        int sides = mirror ? 1 : 2;
        if (record.exception() != null) {
            errors.add(prefix + "engine-exception,,,1," + SimulationTables.csv(record.exception()));
            for (int side = 0; side < sides; side++) {
                failures[side][EXCEPTIONS]++;
            }
        }
        if (record.abortCause() != null) {
            errors.add(prefix + "abort,,,1," + SimulationTables.csv(record.abortCause()));
            for (int side = 0; side < sides; side++) {
                failures[side][ABORTS]++;
            }
        }
        for (Map.Entry<Integer, CardPlay> entry : new TreeMap<>(record.cards()).entrySet()) {
            CardPlay play = entry.getValue();
            if (play.luaErrors() > 0) {
                errors.add(prefix + "lua-error," + entry.getKey() + "," + SimulationTables.csv(play.name()) + ","
                        + play.luaErrors() + "," + SimulationTables.csv(play.firstError()));
                // a Lua error counts against the deck (of the two) that holds the card
                for (int side = 0; side < sides; side++) {
                    if (Arrays.binarySearch(codes[side], entry.getKey()) >= 0) {
                        failures[side][LUA_ERRORS] += play.luaErrors();
                    }
                }
            }
        }
    }

    /** One row of games.csv: the seed that replays the game alone, and how it ended. */
    private void gameRow(GameOutcome outcome) {
        GameRecord record = outcome.record();
        int winner = outcome.winner();
        String who = winner == 0 ? "a" : winner == 1 ? "b" : winner == -1 ? "draw" : "";
        String end = record.result() != null ? record.result().reason().toString()
                : record.exception() != null ? "engine-exception" : "abort";
        gameRows.append(SimulationTables.csv(names[0])).append(',').append(SimulationTables.csv(names[1])).append(',')
                .append(outcome.game()).append(',').append(record.seed()).append(',').append(who).append(',')
                .append(record.turn()).append(',').append(SimulationTables.csv(end)).append('\n');
    }

    /** The pair's index in the simulation's pair order. */
    public int pair() {
        return pair;
    }

    /** The first game counted. */
    public int from() {
        return from;
    }

    /** How many games were counted (from {@link #from()} on). */
    public int games() {
        return games;
    }

    /** The run's summary of these games (what a command prints). */
    public RunSummary summary() {
        return summary;
    }

    /** Wins of A, wins of B, draws and unfinished games. */
    int[] ends() {
        return ends;
    }

    long turns() {
        return turns;
    }

    /** Side 0 (deck A) or 1 (deck B; nothing in a mirror pair): the counts per card, {@link #COUNTS} per card. */
    int[] cards(int side) {
        return cards[side];
    }

    int[] failures(int side) {
        return failures[side];
    }

    List<String> errorRows() {
        return errors;
    }

    CharSequence gameRows() {
        return gameRows;
    }
}
