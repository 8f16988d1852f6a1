package dev.spellspeed.cli;

import dev.spellspeed.ai.Players;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.RandomDecks;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.replay.ReplayFiles;
import dev.spellspeed.replay.SourceFiles;
import dev.spellspeed.run.RunSummary;
import dev.spellspeed.script.ScriptHost;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Plays one or many duels with the chosen players (random by default), between two decks or between random decks of the
 * loaded databases, and reports them with the run contract: wins, Lua errors per card, engine
 * exceptions, aborts and coverage (docs/json.md).
 */
@Command(name = "duel", mixinStandardHelpOptions = true,
        description = "Play duels between two decks, or random decks, with seeded players (random unless --player0/--player1 "
                + "say otherwise). One game prints its log; "
                + "several print a summary with Lua errors per card, engine exceptions and coverage. Exit status 1 when "
                + "anything failed, unless --allow-errors.")
final class DuelCommand implements Callable<Integer> {
    /** A random-deck duel that has not ended by then is a draw: random players can stall for a long time. */
    static final int RANDOM_DECK_TURN_LIMIT = 200;

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Option(names = "--deck0", paramLabel = "A.ydk", description = "Deck of player 0.")
    Path deck0;

    @Option(names = "--deck1", paramLabel = "B.ydk", description = "Deck of player 1.")
    Path deck1;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the first game; game i uses seed + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--games", defaultValue = "1", paramLabel = "K", description = "Number of games (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--replay-out", paramLabel = "FILE", description = "Write the replay of the game to FILE (one game only).")
    Path replayOut;

    @Mixin
    CardSources sources = new CardSources();

    @Mixin
    RunOptions run = new RunOptions();

    @Mixin
    PlayerChoice players = new PlayerChoice();

    @Option(names = "--random-decks", description = "Instead of --deck0/--deck1, give each game two legal random "
            + "decks from the loaded databases: 40 Main Deck cards and 15 Extra Deck monsters, drawn uniformly.")
    boolean randomDecks;

    @Option(names = "--no-extra", description = "With --random-decks: deal no Extra Decks.")
    boolean noExtra;

    /** The decks of one game. */
    interface Dealer {
        Deck[] deal(long gameSeed);
    }

    /** Two legal random decks per game from the loaded databases: game seed s deals decks 2s and 2s + 1. */
    static Dealer randomDealer(CardDatabase cards, boolean extra) {
        RandomDecks decks;
        try {
            decks = new RandomDecks(cards, extra);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        return gameSeed -> new Deck[] {decks.deal(gameSeed * 2), decks.deal(gameSeed * 2 + 1)};
    }

    @Override
    public Integer call() {
        if (games < 1) {
            throw new UserError("--games must be at least 1, got " + games);
        }
        if (replayOut != null && games != 1) {
            throw new UserError("--replay-out records one game; drop it or use --games 1");
        }
        if (noExtra && !randomDecks) {
            throw new UserError("--no-extra goes with --random-decks");
        }
        // random players unless told otherwise, so figures stay comparable
        PlayerChoice.Seats seats = players.seats(Players.RANDOM);
        CardDatabase cards = sources.cards();
        ScriptHost host = sources.scriptHost();
        Dealer dealer;
        RandomDecks random = null;
        if (randomDecks) {
            if (deck0 != null || deck1 != null) {
                throw new UserError("--random-decks deals its own decks: drop --deck0 and --deck1");
            }
            try {
                random = new RandomDecks(cards, !noExtra);
            } catch (IllegalArgumentException e) {
                throw new UserError(e.getMessage());
            }
            RandomDecks decks = random;
            // the same seeds as ever: game seed s deals decks 2s and 2s + 1
            dealer = gameSeed -> new Deck[] {decks.deal(gameSeed * 2), decks.deal(gameSeed * 2 + 1)};
        } else {
            if (deck0 == null || deck1 == null) {
                throw new UserError("give both --deck0 and --deck1, or --random-decks");
            }
            Deck[] given = {DuelSetup.loadDeck(deck0, cards), DuelSetup.loadDeck(deck1, cards)};
            dealer = gameSeed -> given;
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        RunSummary summary = new RunSummary(seats.names());
        long start = System.nanoTime();
        if (games == 1) {
            Deck[] decks = dealer.deal(seed);
            DuelSetup.Played played = DuelSetup.play(host, cards, decks[0], decks[1], options(seed), seats);
            summary.add(played.game());
            if (replayOut != null) {
                try {
                    List<Path> loaded = new ArrayList<>(played.scriptFiles());
                    loaded.addAll(sources.databaseFiles());
                    ReplayFiles.write(played.replay().withFiles(SourceFiles.hashes(loaded)), replayOut);
                } catch (IOException e) {
                    throw new UserError(replayOut + ": cannot write the replay: " + e.getMessage());
                }
            }
            if (run.json) {
                out.println(json(summary, start, random));
            } else {
                out.print(played.duel().log().text());
            }
            return RunOutput.finishSingle(summary, run, err);
        }
        Progress progress = new Progress(err, main != null && main.errIsTerminal(), games);
        for (int i = 0; i < games; i++) {
            Deck[] decks = dealer.deal(seed + i);
            summary.add(DuelSetup.play(host, cards, decks[0], decks[1], options(seed + i), seats).game());
            progress.advance(i + 1);
        }
        progress.finish();
        double perSecond = perSecond(start);
        if (run.json) {
            out.println(json(summary, start, random));
        } else {
            if (random != null) {
                out.printf(Locale.ROOT, "%d games with random decks from %d Main Deck cards and %d Extra Deck monsters "
                                + "(seeds %d to %d): player 0 won %d, player 1 won %d, %d draws%n", games,
                        random.pool().size(), random.extraPool().size(), seed, seed + games - 1, summary.wins(0),
                        summary.wins(1), summary.draws());
            } else {
                out.printf(Locale.ROOT, "%d games: player 0 won %d, player 1 won %d, %d draws%n", games, summary.wins(0),
                        summary.wins(1), summary.draws());
            }
            out.printf(Locale.ROOT, "average %.1f turns per duel, %.1f duels per second%n", summary.averageTurns(), perSecond);
            summary.printFailures(out, RunOutput.SHOWN);
            if (!summary.engineExceptions().isEmpty()) {
                out.println("(replay one game: spellspeed duel … --games 1 --seed N, with the same decks or --random-decks)");
            }
            summary.printCoverage(out);
        }
        return RunOutput.exit(summary, run, err);
    }

    /** The run's keys between the duel command's own (docs/json.md): the same keys for one game or many. */
    private String json(RunSummary summary, long start, RandomDecks random) {
        Map<String, Object> head = new LinkedHashMap<>();
        head.put("seed", seed);
        Map<String, Object> tail = new LinkedHashMap<>();
        tail.put("turnsPerDuel", Math.round(summary.averageTurns() * 10) / 10.0);
        tail.put("duelsPerSecond", Math.round(perSecond(start) * 10) / 10.0);
        tail.put("mainDeckPool", random == null ? null : random.pool().size());
        tail.put("extraDeckPool", random == null ? null : random.extraPool().size());
        return RunOutput.json(head, summary, tail);
    }

    private double perSecond(long start) {
        return games / Math.max((System.nanoTime() - start) / 1e9, 1e-9);
    }

    private DuelOptions options(long gameSeed) {
        DuelOptions options = run.budgets(DuelOptions.standard(gameSeed));
        return randomDecks ? options.withTurnLimit(RANDOM_DECK_TURN_LIMIT) : options;
    }
}
