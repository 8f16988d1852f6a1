package dev.spellspeed.cli;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.RandomDecks;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code duel --random-decks}: games between legal random decks of the loaded databases' Main Deck
 * cards, with random players, reporting engine exceptions (with the seed that reproduces them) and
 * Lua errors per card. Game i uses seed S + i for the duel and its two decks.
 */
final class RandomDeckDuels {
    /** A duel that has not ended by then is a draw: random players can stall for a long time. */
    private static final int TURN_LIMIT = 200;
    private static final int SHOWN = 30;

    private final ScriptHost host;
    private final CardDatabase cards;
    private final long seed;
    private final int games;

    /** Errors of one card's script: how many, in how many games, and the first message. */
    private static final class CardErrors {
        int errors;
        int games;
        long lastSeed = Long.MIN_VALUE;
        String first;
    }

    RandomDeckDuels(ScriptHost host, CardDatabase cards, long seed, int games) {
        this.host = host;
        this.cards = cards;
        this.seed = seed;
        this.games = games;
    }

    int play(PrintWriter out, PrintWriter err) {
        RandomDecks decks;
        try {
            decks = new RandomDecks(cards);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        int[] wins = new int[2];
        int draws = 0;
        List<String> exceptions = new ArrayList<>();
        Map<Integer, CardErrors> luaErrors = new TreeMap<>();
        long start = System.nanoTime();
        for (int i = 0; i < games; i++) {
            long gameSeed = seed + i;
            Deck deck0 = decks.deal(gameSeed * 2);
            Deck deck1 = decks.deal(gameSeed * 2 + 1);
            DuelOptions options = DuelOptions.standard(gameSeed).withTurnLimit(TURN_LIMIT);
            Duel duel = Duel.fromDecks(options, cards, deck0, deck1, RandomDecider.forPlayer(gameSeed, 0),
                    RandomDecider.forPlayer(gameSeed, 1));
            try {
                Rules rules = Rules.of(duel);
                ScriptedDuels.Prepared prepared = ScriptedDuels.prepare(rules, host);
                for (ScriptException failure : prepared.failures()) {
                    record(luaErrors, failure.error().cardCode(), failure.error().summary(), gameSeed);
                }
                duel.subscribe(event -> {
                    if (event instanceof DuelEvent.ScriptFailed failed) {
                        Card owner = failed.effect().owner();
                        record(luaErrors, owner == null ? 0 : owner.code(), failed.role() + ": " + failed.message(), gameSeed);
                    }
                });
                DuelResult result = new DuelRunner(rules).play();
                if (result.isDraw()) {
                    draws++;
                } else {
                    wins[result.winner()]++;
                }
            } catch (RuntimeException | StackOverflowError e) {
                exceptions.add("seed " + gameSeed + " (turn " + duel.turn().number() + "): " + describe(e));
            }
            progress(err, i + 1);
        }
        err.println();
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "%d games with random decks from %d Main Deck cards (seeds %d to %d): player 0 won %d, "
                + "player 1 won %d, %d draws; %.1f duels per second%n", games, decks.pool().size(), seed,
                seed + games - 1, wins[0], wins[1], draws, games / Math.max(seconds, 1e-9));
        out.println("engine exceptions: " + exceptions.size()
                + (exceptions.isEmpty() ? "" : " (replay one: spellspeed duel --random-decks --games 1 --seed N)"));
        exceptions.stream().limit(SHOWN).forEach(line -> out.println("  " + line));
        int total = luaErrors.values().stream().mapToInt(c -> c.errors).sum();
        out.println("Lua errors: " + total + " in " + luaErrors.size() + " cards");
        luaErrors.entrySet().stream()
                .sorted(Comparator.comparingInt((Map.Entry<Integer, CardErrors> e) -> e.getValue().errors).reversed()
                        .thenComparing(Map.Entry::getKey))
                .limit(SHOWN)
                .forEach(e -> out.printf(Locale.ROOT, "  c%d (%s): %d errors in %d games, first: %s%n", e.getKey(),
                        cards.find(e.getKey()).map(CardData::name).orElse("?"), e.getValue().errors, e.getValue().games,
                        e.getValue().first));
        if (luaErrors.size() > SHOWN) {
            out.println("  (" + (luaErrors.size() - SHOWN) + " more cards)");
        }
        Map<String, Integer> missing = new TreeMap<>();
        for (CardErrors card : luaErrors.values()) {
            String function = dev.spellspeed.script.api.NotImplemented.functionIn(card.first);
            if (function != null) {
                missing.merge(function, 1, Integer::sum);
            }
        }
        if (!missing.isEmpty()) {
            out.println("missing API functions behind them (cards whose first error it was):");
            missing.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry::getKey))
                    .limit(SHOWN)
                    .forEach(e -> out.printf(Locale.ROOT, "  %4d  %s%n", e.getValue(), e.getKey()));
        }
        return exceptions.isEmpty() && luaErrors.isEmpty() ? 0 : 1;
    }

    private static void record(Map<Integer, CardErrors> errors, int code, String message, long gameSeed) {
        CardErrors card = errors.computeIfAbsent(code, c -> new CardErrors());
        card.errors++;
        if (card.lastSeed != gameSeed) {
            card.games++;
            card.lastSeed = gameSeed;
        }
        if (card.first == null) {
            card.first = message.lines().findFirst().orElse(message);
        }
    }

    /** The exception and the engine frame it came from. */
    private static String describe(Throwable e) {
        String where = "";
        for (StackTraceElement frame : e.getStackTrace()) {
            if (frame.getClassName().startsWith("dev.spellspeed.")) {
                where = " at " + frame;
                break;
            }
        }
        return e + where;
    }

    private void progress(PrintWriter err, int done) {
        if (done != games && done % Math.max(1, games / 100) != 0) {
            return;
        }
        int filled = (int) (30L * done / games);
        err.print("\r[" + "#".repeat(filled) + " ".repeat(30 - filled) + "] " + done + "/" + games);
        err.flush();
    }
}
