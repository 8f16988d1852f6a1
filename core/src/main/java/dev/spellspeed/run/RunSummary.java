package dev.spellspeed.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import dev.spellspeed.script.api.NotImplemented;

import java.io.PrintWriter;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of a run of games, added up game by game: wins and draws, engine exceptions and
 * aborted duels with their seeds, Lua errors per card with the first message and the seed that
 * reproduces it, and coverage (cards dealt, activated, Extra Deck monsters Special Summoned). Add
 * games in seed order (whatever thread played them) and the summary is the same for the same games.
 * Every command that runs duels prints it the same way; docs/json.md documents its JSON keys. A
 * summary of consecutive games can be added to another ({@link #add(RunSummary)}), and travels
 * (it is serializable), so games counted elsewhere (a Spark task) add up to the same summary.
 */
public final class RunSummary implements Serializable {
    private static final long serialVersionUID = 1L;
    /** Exit status when nothing failed, or failures were allowed. */
    public static final int OK = 0;
    /** Exit status when a Lua error, an engine exception or an abort happened. */
    public static final int FAILED = 1;

    private final List<String> players;
    private int games;
    private final int[] wins = new int[2];
    private int draws;
    private long turns;
    private int ended;
    private int luaErrors;
    private int gamesWithLuaErrors;
    private final List<Stop> exceptions = new ArrayList<>();
    private final List<Stop> aborts = new ArrayList<>();
    private final Map<Integer, Tally> cards = new TreeMap<>();

    /** A game stopped before its end: by an engine exception or an abort. */
    public record Stop(long seed, int turn, String message) implements Serializable {}

    private static final class Tally implements Serializable {
        private static final long serialVersionUID = 1L;
        String name;
        boolean extraDeck;
        int dealt;
        long activations;
        long summons;
        long errors;
        int errorGames;
        String firstError;
        Long firstErrorSeed;
        String tolerated;
        Long toleratedSeed;
    }

    /** @param players the kind of player in each seat ("random", …) */
    public RunSummary(List<String> players) {
        this.players = List.copyOf(players);
    }

    /** Adds one game; call in seed order. */
    public void add(GameRecord game) {
        games++;
        if (game.result() != null) {
            ended++;
            turns += game.result().turn();
            if (game.result().isDraw()) {
                draws++;
            } else {
                wins[game.result().winner()]++;
            }
        }
        if (game.exception() != null) {
            exceptions.add(new Stop(game.seed(), game.turn(), game.exception()));
        }
        if (game.abortCause() != null) {
            aborts.add(new Stop(game.seed(), game.turn(), game.abortCause()));
        }
        boolean anyError = false;
        for (Map.Entry<Integer, CardPlay> entry : game.cards().entrySet()) {
            CardPlay play = entry.getValue();
            Tally tally = cards.computeIfAbsent(entry.getKey(), code -> new Tally());
            if (tally.name == null || "?".equals(tally.name)) {
                tally.name = play.name();
            }
            tally.extraDeck |= play.extraDeck();
            tally.dealt += play.dealt() ? 1 : 0;
            tally.activations += play.activations();
            tally.summons += play.extraDeckSummons();
            if (play.tolerated() != null && tally.tolerated == null) {
                tally.tolerated = play.tolerated();
                tally.toleratedSeed = game.seed();
            }
            if (play.luaErrors() > 0) {
                anyError = true;
                luaErrors += play.luaErrors();
                tally.errors += play.luaErrors();
                tally.errorGames++;
                if (tally.firstError == null) {
                    tally.firstError = play.firstError();
                    tally.firstErrorSeed = game.seed();
                }
            }
        }
        gamesWithLuaErrors += anyError ? 1 : 0;
    }

    /**
     * Adds the games of {@code later}, which come after this summary's games: the result is the
     * summary of all of them, as if they had been added one by one.
     */
    public void add(RunSummary later) {
        games += later.games;
        wins[0] += later.wins[0];
        wins[1] += later.wins[1];
        draws += later.draws;
        turns += later.turns;
        ended += later.ended;
        luaErrors += later.luaErrors;
        gamesWithLuaErrors += later.gamesWithLuaErrors;
        exceptions.addAll(later.exceptions);
        aborts.addAll(later.aborts);
        later.cards.forEach((code, next) -> {
            Tally tally = cards.computeIfAbsent(code, c -> new Tally());
            if (tally.name == null || "?".equals(tally.name)) {
                tally.name = next.name;
            }
            tally.extraDeck |= next.extraDeck;
            tally.dealt += next.dealt;
            tally.activations += next.activations;
            tally.summons += next.summons;
            tally.errors += next.errors;
            tally.errorGames += next.errorGames;
            if (tally.firstError == null) {
                tally.firstError = next.firstError;
                tally.firstErrorSeed = next.firstErrorSeed;
            }
        });
    }

    public int games() {
        return games;
    }

    public int wins(int player) {
        return wins[player];
    }

    public int draws() {
        return draws;
    }

    /** Average turns of the games that ended. */
    public double averageTurns() {
        return ended == 0 ? 0 : (double) turns / ended;
    }

    public int luaErrors() {
        return luaErrors;
    }

    public List<Stop> engineExceptions() {
        return List.copyOf(exceptions);
    }

    public List<Stop> aborts() {
        return List.copyOf(aborts);
    }

    /** Whether any Lua error, engine exception or abort happened. */
    public boolean failed() {
        return luaErrors > 0 || !exceptions.isEmpty() || !aborts.isEmpty();
    }

    /** 0 when nothing failed or failures are allowed ({@code --allow-errors}), else 1. */
    public int exitStatus(boolean allowErrors) {
        return failed() && !allowErrors ? FAILED : OK;
    }

    public int cardsDealt() {
        return count(t -> t.dealt > 0);
    }

    public int cardsActivated() {
        return count(t -> t.dealt > 0 && t.activations > 0);
    }

    public int cardsWithErrors() {
        return count(t -> t.errors > 0);
    }

    public int extraDeckDealt() {
        return count(t -> t.dealt > 0 && t.extraDeck);
    }

    public int extraDeckSummoned() {
        return count(t -> t.dealt > 0 && t.extraDeck && t.summons > 0);
    }

    private int count(java.util.function.Predicate<Tally> test) {
        return (int) cards.values().stream().filter(test).count();
    }

    /** "12 Lua errors in 2 cards, 1 engine exception, 0 aborted duels". */
    public String failureLine() {
        return plural(luaErrors, "Lua error") + " in " + plural(cardsWithErrors(), "card") + ", "
                + plural(exceptions.size(), "engine exception") + ", " + plural(aborts.size(), "aborted duel");
    }

    /**
     * The failures: engine exceptions and aborts with their seeds, Lua errors per card (most first,
     * at most {@code shown} cards) with the first message and its seed, and the missing API
     * functions behind them.
     */
    public void printFailures(PrintWriter out, int shown) {
        printFailures(out, shown, true);
    }

    /** As {@link #printFailures(PrintWriter, int)}; without {@code zeros}, a kind of failure that did not happen is left out. */
    public void printFailures(PrintWriter out, int shown, boolean zeros) {
        if (zeros || !exceptions.isEmpty()) {
            out.println("engine exceptions: " + exceptions.size());
            exceptions.stream().limit(shown).forEach(s -> out.println("  seed " + s.seed() + " (turn " + s.turn() + "): " + s.message()));
        }
        if (zeros || !aborts.isEmpty()) {
            out.println("aborted duels: " + aborts.size());
            aborts.stream().limit(shown).forEach(s -> out.println("  seed " + s.seed() + " (turn " + s.turn() + "): " + s.message()));
        }
        printTolerated(out, shown);
        if (!zeros && luaErrors == 0) {
            return;
        }
        out.println("Lua errors: " + luaErrors + " in " + plural(cardsWithErrors(), "card")
                + (luaErrors == 0 ? "" : " (" + gamesWithLuaErrors + " of " + games + " games)"));
        List<Map.Entry<Integer, Tally>> failing = cards.entrySet().stream().filter(e -> e.getValue().errors > 0)
                .sorted(Comparator.comparingLong((Map.Entry<Integer, Tally> e) -> e.getValue().errors).reversed()
                        .thenComparing(Map.Entry::getKey))
                .toList();
        failing.stream().limit(shown).forEach(e -> out.printf(Locale.ROOT, "  c%d (%s): %s in %s, first in seed %d: %s%n",
                e.getKey(), e.getValue().name, plural(e.getValue().errors, "error"), plural(e.getValue().errorGames, "game"),
                e.getValue().firstErrorSeed, e.getValue().firstError));
        if (failing.size() > shown) {
            out.println("  (" + (failing.size() - shown) + " more cards; --json lists them all)");
        }
        Map<String, Integer> missing = missingApi();
        if (!missing.isEmpty()) {
            out.println("missing API functions behind them (cards whose first error it was):");
            missing.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry::getKey))
                    .limit(shown)
                    .forEach(e -> out.printf(Locale.ROOT, "  %4d  %s%n", e.getValue(), e.getKey()));
        }
    }

    /** Cards whose scripts made a mistake that ygopro tolerates, as warnings (none: nothing printed). */
    private void printTolerated(PrintWriter out, int shown) {
        List<Map.Entry<Integer, Tally>> tolerated = cards.entrySet().stream()
                .filter(e -> e.getValue().tolerated != null).toList();
        if (tolerated.isEmpty()) {
            return;
        }
        out.println("warnings: " + plural(tolerated.size(), "card") + " made script mistakes that ygopro tolerates, "
                + "and so did this run (--strict makes them errors):");
        tolerated.stream().limit(shown).forEach(e -> out.printf(Locale.ROOT, "  c%d (%s), first in seed %d: %s%n",
                e.getKey(), e.getValue().name, e.getValue().toleratedSeed, e.getValue().tolerated));
        if (tolerated.size() > shown) {
            out.println("  (" + (tolerated.size() - shown) + " more cards; --json lists them all)");
        }
    }

    /** Cards with a tolerated script mistake (a warning each). */
    public int cardsTolerated() {
        return (int) cards.values().stream().filter(t -> t.tolerated != null).count();
    }

    /** One line: distinct cards dealt, activated, and Extra Deck monsters dealt and Special Summoned. */
    public void printCoverage(PrintWriter out) {
        int dealt = cardsDealt();
        int extra = extraDeckDealt();
        out.printf(Locale.ROOT, "coverage: %s dealt, %d had an effect activated (%s); %s dealt, %d Special Summoned (%s)%n",
                plural(dealt, "card"), cardsActivated(), percent(cardsActivated(), dealt),
                plural(extra, "Extra Deck monster"), extraDeckSummoned(), percent(extraDeckSummoned(), extra));
    }

    /** The run's keys of docs/json.md, in its order. */
    public JsonObject toJson() {
        JsonObject json = new JsonObject();
        json.addProperty("games", games);
        JsonArray winList = new JsonArray();
        winList.add(wins[0]);
        winList.add(wins[1]);
        json.add("wins", winList);
        json.addProperty("draws", draws);
        JsonArray seats = new JsonArray();
        players.forEach(seats::add);
        json.add("players", seats);
        json.addProperty("engineExceptions", exceptions.size());
        json.add("exceptions", stops(exceptions, "message"));
        json.addProperty("luaErrors", luaErrors);
        json.addProperty("gamesWithLuaErrors", gamesWithLuaErrors);
        json.addProperty("aborted", aborts.size());
        json.add("aborts", stops(aborts, "cause"));
        json.addProperty("cardsDealt", cardsDealt());
        json.addProperty("cardsWithErrors", cardsWithErrors());
        json.addProperty("cardsTolerated", cardsTolerated());
        json.addProperty("cardsActivated", cardsActivated());
        json.addProperty("extraDeckDealt", extraDeckDealt());
        json.addProperty("extraDeckSummoned", extraDeckSummoned());
        JsonArray missing = new JsonArray();
        missingApi().entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry::getKey))
                .forEach(e -> {
                    JsonObject function = new JsonObject();
                    function.addProperty("function", e.getKey());
                    function.addProperty("cards", e.getValue());
                    missing.add(function);
                });
        json.add("missingApi", missing);
        JsonArray table = new JsonArray();
        cards.forEach((code, tally) -> {
            JsonObject card = new JsonObject();
            card.addProperty("code", code);
            card.addProperty("name", tally.name);
            card.addProperty("extraDeck", tally.extraDeck);
            card.addProperty("dealt", tally.dealt);
            card.addProperty("activated", tally.activations);
            card.addProperty("summoned", tally.summons);
            card.addProperty("luaErrors", tally.errors);
            card.addProperty("errorGames", tally.errorGames);
            card.add("firstError", tally.firstError == null ? JsonNull.INSTANCE : new com.google.gson.JsonPrimitive(tally.firstError));
            card.add("firstErrorSeed", tally.firstErrorSeed == null ? JsonNull.INSTANCE : new com.google.gson.JsonPrimitive(tally.firstErrorSeed));
            card.add("tolerated", tally.tolerated == null ? JsonNull.INSTANCE : new com.google.gson.JsonPrimitive(tally.tolerated));
            table.add(card);
        });
        json.add("cards", table);
        return json;
    }

    /** Per missing API function, the cards whose first error was calling it. */
    private Map<String, Integer> missingApi() {
        Map<String, Integer> missing = new TreeMap<>();
        for (Tally tally : cards.values()) {
            String function = tally.firstError == null ? null : NotImplemented.functionIn(tally.firstError);
            if (function != null) {
                missing.merge(function, 1, Integer::sum);
            }
        }
        return missing;
    }

    private static JsonArray stops(List<Stop> stops, String what) {
        JsonArray list = new JsonArray();
        for (Stop stop : stops) {
            JsonObject item = new JsonObject();
            item.addProperty("seed", stop.seed());
            item.addProperty("turn", stop.turn());
            item.addProperty(what, stop.message());
            list.add(item);
        }
        return list;
    }

    private static String plural(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String percent(int part, int whole) {
        return whole == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }
}
