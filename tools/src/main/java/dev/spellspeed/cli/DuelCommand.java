package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.ReplayFiles;
import dev.spellspeed.script.ScriptHost;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** Plays one or many duels between two decks with random players. */
@Command(name = "duel", mixinStandardHelpOptions = true,
        description = "Play duels between two decks with seeded random players. One game prints its log; "
                + "several show a progress bar and a summary.")
final class DuelCommand implements Callable<Integer> {
    private static final int BAR_WIDTH = 30;

    @Spec
    CommandSpec spec;

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

    @Option(names = "--random-decks", description = "Instead of --deck0/--deck1, give each game two legal random "
            + "40-card decks from the Main Deck cards of the loaded databases, and report engine exceptions and Lua "
            + "errors per card.")
    boolean randomDecks;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new UserError("--games must be at least 1, got " + games);
        }
        if (replayOut != null && games != 1) {
            throw new UserError("--replay-out records one game; drop it or use --games 1");
        }
        CardDatabase cards = sources.cards();
        PrintWriter out = spec.commandLine().getOut();
        ScriptHost host = sources.scriptHost();
        if (randomDecks) {
            if (deck0 != null || deck1 != null || replayOut != null) {
                throw new UserError("--random-decks deals its own decks: drop --deck0, --deck1 and --replay-out");
            }
            return new RandomDeckDuels(host, cards, seed, games).play(out, spec.commandLine().getErr());
        }
        if (deck0 == null || deck1 == null) {
            throw new UserError("give both --deck0 and --deck1, or --random-decks");
        }
        Deck first = DuelSetup.loadDeck(deck0, cards);
        Deck second = DuelSetup.loadDeck(deck1, cards);
        if (games == 1) {
            List<Duel> played = new ArrayList<>(1);
            Replay replay = DuelSetup.playRandom(host, cards, first, second, DuelOptions.standard(seed), played);
            out.print(played.get(0).log().text());
            if (replayOut != null) {
                try {
                    ReplayFiles.write(replay, replayOut);
                } catch (IOException e) {
                    throw new UserError(replayOut + ": cannot write the replay: " + e.getMessage());
                }
            }
            return 0;
        }
        playMany(host, cards, first, second, out, spec.commandLine().getErr());
        return 0;
    }

    private void playMany(ScriptHost host, CardDatabase cards, Deck first, Deck second, PrintWriter out, PrintWriter err) {
        int[] wins = new int[2];
        int draws = 0;
        long turns = 0;
        long start = System.nanoTime();
        List<Duel> played = new ArrayList<>(1);
        for (int i = 0; i < games; i++) {
            played.clear();
            DuelSetup.playRandom(host, cards, first, second, DuelOptions.standard(seed + i), played);
            DuelResult result = played.get(0).result();
            if (result.isDraw()) {
                draws++;
            } else {
                wins[result.winner()]++;
            }
            turns += result.turn();
            progress(err, i + 1);
        }
        err.println();
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "%d games: player 0 won %d, player 1 won %d, %d draws%n", games, wins[0], wins[1], draws);
        out.printf(Locale.ROOT, "average %.1f turns per duel, %.1f duels per second%n",
                (double) turns / games, games / Math.max(seconds, 1e-9));
    }

    private void progress(PrintWriter err, int done) {
        if (done != games && done % Math.max(1, games / 100) != 0) {
            return;
        }
        int filled = (int) ((long) BAR_WIDTH * done / games);
        err.print("\r[" + "#".repeat(filled) + " ".repeat(BAR_WIDTH - filled) + "] " + done + "/" + games);
        err.flush();
    }
}
