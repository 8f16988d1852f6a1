package dev.spellspeed.simulate;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The results of a simulation as rows, counted from its games in pair and game order:
 * {@code matchups.csv}, {@code cards.csv}, {@code errors.csv} and {@code games.csv} (docs/simulation.md gives their
 * columns and order). Rates are computed from the integer counts beside them.
 */
public final class SimulationTables {
    static final String MATCHUPS_HEADER = "deck_a,deck_b,games,wins_a,wins_b,draws,unfinished,win_rate_a,"
            + "win_rate_a_low,win_rate_a_high,mean_turns";
    static final String CARDS_HEADER = "deck,code,name,games,wins,drawn,wins_drawn,activated,wins_activated,"
            + "win_rate_drawn,win_rate_not_drawn,drawn_difference,drawn_difference_low,drawn_difference_high,"
            + "win_rate_activated,win_rate_not_activated,activated_difference,activated_difference_low,"
            + "activated_difference_high";
    static final String ERRORS_HEADER = "deck_a,deck_b,game,seed,turn,kind,card,name,count,message";
    static final String GAMES_HEADER = "deck_a,deck_b,game,seed,winner,turns,end";

    /** One ordered pair's figures. */
    record Matchup(String deckA, String deckB, int games, int winsA, int winsB, int draws, int unfinished, long turns) {
        int finished() {
            return games - unfinished;
        }
    }

    /** One card of one deck over every finished game the deck played (in either seat). */
    static final class CardRow {
        final String deck;
        final int code;
        final String name;
        int games;
        int wins;
        int drawn;
        int winsDrawn;
        int activated;
        int winsActivated;

        CardRow(String deck, int code, String name) {
            this.deck = deck;
            this.code = code;
            this.name = name;
        }

        /** [difference, low, high] of the win rate when drawn minus when not, or null when either side has no game. */
        double[] drawnDifference() {
            return difference(drawn, winsDrawn);
        }

        double[] activatedDifference() {
            return difference(activated, winsActivated);
        }

        private double[] difference(int with, int winsWith) {
            Proportion yes = new Proportion(winsWith, with);
            Proportion no = new Proportion(wins - winsWith, games - with);
            return yes.defined() && no.defined() ? yes.minus(no) : null;
        }
    }

    private final Simulation simulation;
    private final List<Matchup> matchups = new ArrayList<>();
    private final List<CardRow> cards = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();
    private final StringBuilder games = new StringBuilder(GAMES_HEADER).append('\n');
    private final int[][] failures;

    private final List<Simulation.Pair> pairs;
    private final List<Map<Integer, CardRow>> perDeck = new ArrayList<>();
    private final int[][] tally;
    private final long[] turns;
    private int added;

    /** Empty tables for the simulation's games, which {@link #add} counts one by one. */
    public SimulationTables(Simulation simulation, CardDatabase database) {
        this.simulation = simulation;
        this.failures = new int[simulation.decks().size()][3];
        this.pairs = simulation.pairs();
        this.tally = new int[pairs.size()][5];
        this.turns = new long[pairs.size()];
        // per deck, its distinct cards in code order
        for (int deck = 0; deck < simulation.decks().size(); deck++) {
            Map<Integer, CardRow> rows = new TreeMap<>();
            for (int code : simulation.cardCodes(deck)) {
                String name = database.find(code).map(CardData::name).orElse("?");
                rows.put(code, new CardRow(simulation.decks().get(deck).name(), code, name));
            }
            perDeck.add(rows);
        }
    }

    /** Tables of the games, which must be in pair and game order (as {@link Simulation#runAll} returns them). */
    public static SimulationTables of(Simulation simulation, List<GameOutcome> outcomes, CardDatabase database) {
        SimulationTables tables = new SimulationTables(simulation, database);
        outcomes.forEach(tables::add);
        return tables;
    }

    /** Counts the next game; games come in pair and game order, whatever thread played them. */
    public void add(GameOutcome outcome) {
        add(PairResults.of(simulation, outcome));
    }

    /**
     * Adds the next games: ranges come in pair and game order, however the games were cut into
     * ranges and wherever they were played.
     */
    public void add(PairResults results) {
        if (results.pair() * simulation.games() + results.from() != added) {
            throw new IllegalArgumentException("games must be added in pair and game order: expected game "
                    + added % simulation.games() + " of pair " + added / simulation.games() + ", got game "
                    + results.from() + " of pair " + results.pair());
        }
        added += results.games();
        Simulation.Pair pair = pairs.get(results.pair());
        int[] t = tally[results.pair()];
        t[0] += results.games();
        for (int i = 0; i < 4; i++) {
            t[1 + i] += results.ends()[i];
        }
        turns[results.pair()] += results.turns();
        int[] sideDeck = {pair.a(), pair.b()};
        for (int side = 0; side < 2; side++) {
            int[] counts = results.cards(side);
            int i = 0;
            for (CardRow row : perDeck.get(sideDeck[side]).values()) {
                row.games += counts[i * PairResults.COUNTS + PairResults.GAMES];
                row.wins += counts[i * PairResults.COUNTS + PairResults.WINS];
                row.drawn += counts[i * PairResults.COUNTS + PairResults.DRAWN];
                row.winsDrawn += counts[i * PairResults.COUNTS + PairResults.WINS_DRAWN];
                row.activated += counts[i * PairResults.COUNTS + PairResults.ACTIVATED];
                row.winsActivated += counts[i * PairResults.COUNTS + PairResults.WINS_ACTIVATED];
                i++;
            }
            for (int kind = 0; kind < 3; kind++) {
                failures[sideDeck[side]][kind] += results.failures(side)[kind];
            }
        }
        errors.addAll(results.errorRows());
        games.append(results.gameRows());
        matchups.clear();
        cards.clear();
    }

    /** The rows of matchups.csv and cards.csv, made from the counts when first asked for after a game was added. */
    private void rows() {
        if (!matchups.isEmpty()) {
            return;
        }
        List<NamedDeck> decks = simulation.decks();
        for (int p = 0; p < pairs.size(); p++) {
            int[] t = tally[p];
            matchups.add(new Matchup(decks.get(pairs.get(p).a()).name(), decks.get(pairs.get(p).b()).name(),
                    t[0], t[1], t[2], t[3], t[4], turns[p]));
        }
        perDeck.forEach(rows -> cards.addAll(rows.values()));
    }

    public List<Matchup> matchups() {
        rows();
        return List.copyOf(matchups);
    }

    List<CardRow> cards() {
        rows();
        return List.copyOf(cards);
    }

    /** Per deck (in the run's order): Lua errors in its cards, engine exceptions and aborts in its games. */
    int[][] failures() {
        return failures;
    }

    Simulation simulation() {
        return simulation;
    }

    public int errorRows() {
        return errors.size();
    }

    public String matchupsCsv() {
        StringBuilder out = new StringBuilder(MATCHUPS_HEADER).append('\n');
        for (Matchup m : matchups()) {
            Proportion rate = new Proportion(m.winsA(), m.finished());
            out.append(csv(m.deckA())).append(',').append(csv(m.deckB())).append(',').append(m.games()).append(',')
                    .append(m.winsA()).append(',').append(m.winsB()).append(',').append(m.draws()).append(',')
                    .append(m.unfinished()).append(',');
            appendRate(out, rate);
            out.append(',').append(m.finished() == 0 ? "" : String.format(java.util.Locale.ROOT, "%.2f",
                    (double) m.turns() / m.finished())).append('\n');
        }
        return out.toString();
    }

    public String cardsCsv() {
        StringBuilder out = new StringBuilder(CARDS_HEADER).append('\n');
        for (CardRow row : cards()) {
            out.append(csv(row.deck)).append(',').append(row.code).append(',').append(csv(row.name)).append(',')
                    .append(row.games).append(',').append(row.wins).append(',').append(row.drawn).append(',')
                    .append(row.winsDrawn).append(',').append(row.activated).append(',').append(row.winsActivated);
            appendSplit(out, row, row.drawn, row.winsDrawn, row.drawnDifference());
            appendSplit(out, row, row.activated, row.winsActivated, row.activatedDifference());
            out.append('\n');
        }
        return out.toString();
    }

    public String errorsCsv() {
        StringBuilder out = new StringBuilder(ERRORS_HEADER).append('\n');
        errors.forEach(line -> out.append(line).append('\n'));
        return out.toString();
    }

    public String gamesCsv() {
        return games.toString();
    }

    private static void appendSplit(StringBuilder out, CardRow row, int with, int winsWith, double[] difference) {
        Proportion yes = new Proportion(winsWith, with);
        Proportion no = new Proportion(row.wins - winsWith, row.games - with);
        out.append(',').append(yes.defined() ? Proportion.format(yes.rate()) : "");
        out.append(',').append(no.defined() ? Proportion.format(no.rate()) : "");
        for (int i = 0; i < 3; i++) {
            out.append(',').append(difference == null ? "" : Proportion.format(difference[i]));
        }
    }

    private static void appendRate(StringBuilder out, Proportion rate) {
        if (!rate.defined()) {
            out.append(",,");
            return;
        }
        double[] interval = rate.interval();
        out.append(Proportion.format(rate.rate())).append(',').append(Proportion.format(interval[0])).append(',')
                .append(Proportion.format(interval[1]));
    }

    /** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
    static String csv(String field) {
        if (field == null) {
            return "";
        }
        if (field.contains(",") || field.contains("\"") || field.contains("\n") || field.contains("\r")) {
            return "\"" + field.replace("\"", "\"\"") + "\"";
        }
        return field;
    }

    /** Writes matchups.csv, cards.csv, errors.csv, games.csv and report.html into {@code dir} (created if need be). */
    public void write(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("matchups.csv"), matchupsCsv(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("cards.csv"), cardsCsv(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("errors.csv"), errorsCsv(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("games.csv"), gamesCsv(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("report.html"), HtmlReport.of(this), StandardCharsets.UTF_8);
    }
}
