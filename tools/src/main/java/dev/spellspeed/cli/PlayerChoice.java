package dev.spellspeed.cli;

import dev.spellspeed.ai.Players;
import dev.spellspeed.ai.SearchDecider;
import dev.spellspeed.decision.Decider;
import picocli.CommandLine.Option;

import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Who plays: {@code --player0 NAME --player1 NAME}, or {@code --player NAME} for both seats, with
 * {@code --plugin JAR} for player classes outside Spellspeed and {@code --think N} for the search
 * player (docs/ai.md). Every command that plays duels mixes it in and names its own default.
 */
final class PlayerChoice {
    @Option(names = "--player0", paramLabel = "NAME",
            description = "Player 0: random, heuristic, search, or the fully qualified name of a Decider class with a public (long seed) constructor.")
    String player0;

    @Option(names = "--player1", paramLabel = "NAME", description = "Player 1 (the same names as --player0).")
    String player1;

    @Option(names = "--player", paramLabel = "NAME", description = "Both players (instead of --player0 and --player1).")
    String both;

    @Option(names = "--plugin", paramLabel = "JAR", description = "A jar holding player classes (repeatable).")
    List<Path> plugins = new ArrayList<>();

    @Option(names = "--think", paramLabel = "N", defaultValue = "" + SearchDecider.DEFAULT_THINK,
            description = "The search player's budget: rollouts per decision (default: ${DEFAULT-VALUE}).")
    int think = SearchDecider.DEFAULT_THINK;

    /** The players of both seats; {@code defaultName} sits where no option names one. */
    Seats seats(String defaultName) {
        if (both != null && (player0 != null || player1 != null)) {
            throw new UserError("--player sets both seats: drop it or drop --player0/--player1");
        }
        if (think < 1) {
            throw new UserError("--think must be at least 1, got " + think);
        }
        String first = both != null ? both : player0 != null ? player0 : defaultName;
        String second = both != null ? both : player1 != null ? player1 : defaultName;
        ClassLoader loader = loader();
        return new Seats(kind(first, loader), kind(second, loader));
    }

    private Players.Kind kind(String name, ClassLoader loader) {
        try {
            return Players.named(name, loader, think);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
    }

    private ClassLoader loader() {
        ClassLoader parent = PlayerChoice.class.getClassLoader();
        if (plugins.isEmpty()) {
            return parent;
        }
        List<URL> urls = new ArrayList<>();
        for (Path jar : plugins) {
            if (!Files.isRegularFile(jar)) {
                throw new UserError("--plugin " + jar + ": no such file");
            }
            try {
                urls.add(jar.toAbsolutePath().toUri().toURL());
            } catch (MalformedURLException e) {
                throw new UserError("--plugin " + jar + ": " + e.getMessage());
            }
        }
        // lives as long as the command: its classes are in use until the last duel ends
        return new URLClassLoader(urls.toArray(URL[]::new), parent);
    }

    /** The kinds of player in both seats of a command's duels. */
    record Seats(Players.Kind player0, Players.Kind player1) {
        /** The players' names, seat 0 first, as the replay and the JSON report give them. */
        List<String> names() {
            return List.of(player0.name(), player1.name());
        }

        Decider create(long duelSeed, int player) {
            return (player == 0 ? player0 : player1).create(duelSeed, player);
        }

        /** True when a seat is the search player, which needs to fork the duel it plays. */
        boolean forks() {
            return player0.name().equals(Players.SEARCH) || player1.name().equals(Players.SEARCH);
        }
    }
}
