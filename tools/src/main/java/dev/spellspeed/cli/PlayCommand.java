package dev.spellspeed.cli;

import dev.spellspeed.ai.Players;
import dev.spellspeed.ai.SearchDecider;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.play.PlayServer;
import dev.spellspeed.play.PlayTable;
import dev.spellspeed.play.SourceWatch;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.testing.ScriptTestRunner;
import dev.spellspeed.script.testing.StartPositions;
import dev.spellspeed.testing.TestFailure;
import dev.spellspeed.session.DuelRecipe;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.play.CardReload;
import dev.spellspeed.play.DuelExports;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;

import java.io.PrintWriter;
import java.lang.ref.WeakReference;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** Serves a live duel on the browser board (docs/playtest.md, docs/protocol.md). */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play a duel by hand in the browser: starts a local web server (127.0.0.1, a random session "
                + "token in the address) and prints the address to open. You play the seats given as 'human' "
                + "(player 0 by default) against the heuristic player (docs/playtest.md).")
final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--deck0", paramLabel = "A.ydk", description = "Player 0's deck (default: the sample beatdown deck).")
    Path deck0;

    @Option(names = "--deck1", paramLabel = "B.ydk", description = "Player 1's deck (default: the sample control deck).")
    Path deck1;

    @Option(names = "--puzzle", paramLabel = "FILE",
            description = "Start from a ygopro puzzle file's position instead of two decks.")
    Path puzzle;

    @Option(names = "--test", paramLabel = "FILE",
            description = "Start where a test stops being right: after its last t:Run() before it fails (the failure is shown), "
                    + "or at its end when it passes; name the test with --filter.")
    Path test;

    @Option(names = "--filter", paramLabel = "NAME", description = "The test of --test FILE to start from (its exact name).")
    String filter;

    @Option(names = "--player0", paramLabel = "NAME", defaultValue = Players.HUMAN,
            description = "Player 0: human (you, on the page), heuristic, search, random or a Decider class (default: ${DEFAULT-VALUE}).")
    String player0;

    @Option(names = "--player1", paramLabel = "NAME", defaultValue = Players.HEURISTIC,
            description = "Player 1, the same names (default: ${DEFAULT-VALUE}); human for both seats on one page.")
    String player1;

    @Option(names = "--think", paramLabel = "N", defaultValue = "" + SearchDecider.DEFAULT_THINK,
            description = "The search player's rollouts per decision (default: ${DEFAULT-VALUE}).")
    int think;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the duel and of the AI players (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--set", paramLabel = "DIR",
            description = "Your card set's directory: Export as test also saves the test into DIR/tests (never over an existing file).")
    Path set;

    @Option(names = "--no-watch",
            description = "Do not reload the scripts when a file of the script directories changes (the Reload scripts button still does).")
    boolean noWatch;

    @Option(names = "--port", defaultValue = "0", description = "The port to listen on (default: a free one).")
    int port;

    @Option(names = "--host", defaultValue = PlayServer.LOOPBACK,
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only).")
    String host;

    @Mixin
    CardSources sources = new CardSources();

    @Mixin
    RunOptions run = new RunOptions();

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new UserError("--port must be between 0 and 65535, got " + port);
        }
        if (set != null && !Files.isDirectory(set)) {
            throw new UserError("--set " + set + ": no such directory (the card set's folder; its tests go into " + set
                    + "/" + NewCardCommand.SET_TESTS + ")");
        }
        if (set != null) {
            useSet();
        }
        CardDatabase cards = sources.cards();
        PrintWriter err = spec.commandLine().getErr();
        List<ScriptException> loadFailures = new ArrayList<>();
        DuelRecipe recipe = recipe(cards, loadFailures);
        PlayTable table = new PlayTable(recipe, seed);
        if (exports != null) {
            table.exports(exports);
        }
        // Reload reads the databases again and sets the duel up over them (a deck or a test that names a
        // card no longer there is refused with the reader's message; warnings about skipped rows are not repeated)
        table.cardReload(new CardReload() {
            @Override
            public CardDatabase read() {
                return DuelSetup.loadCards(Home.cardsDb(), sources.databases);
            }

            @Override
            public DuelRecipe recipe(CardDatabase again) {
                return PlayCommand.this.recipe(again, new ArrayList<>());
            }
        });
        if (startNote != null) {
            table.startNote(startNote);
        }
        table.seat(0, kind(player0, table)).seat(1, kind(player1, table));
        table.start();
        for (ScriptException failure : loadFailures) {
            err.println("script error: " + failure.error().summary());
        }
        if (table.failure() != null) {
            table.close();
            throw new UserError(table.failure());
        }
        PlayServer server;
        try {
            server = PlayServer.start(table, host, port);
        } catch (RuntimeException e) {
            table.close();
            throw new UserError("cannot listen on " + host + ":" + port + ": " + rootMessage(e));
        }
        SourceWatch watch = null;
        if (!noWatch) {
            try {
                watch = SourceWatch.start(sources.directories().searchOrder(), sources.databaseFiles(), table::reloadSources);
            } catch (java.io.IOException e) {
                err.println("spellspeed: cannot watch the script directories and card databases (" + e.getMessage()
                        + "): use the Reload button");
            }
        }
        SourceWatch watching = watch;
        PrintWriter out = spec.commandLine().getOut();
        if (startNote != null) {
            out.println(startNote);
        }
        out.println("Spellspeed board: open " + server.url());
        out.println("(player 0: " + player0 + ", player 1: " + player1 + ", seed " + seed + "; Ctrl-C stops the server)");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (watching != null) {
                watching.close();
            }
            server.close();
            table.close();
            stopped.countDown();
        }, "play-shutdown"));
        stopped.await();
        return 0;
    }

    /**
     * The set's database and scripts ({@code DIR/cards.cdb}, {@code DIR/script}, as {@code spellspeed new card}
     * makes them) are the author's: loaded, and watched, as if given with --db and --scripts.
     */
    private void useSet() {
        Path database = set.resolve(NewCardCommand.SET_DATABASE).toAbsolutePath().normalize();
        if (Files.isRegularFile(database)
                && sources.databases.stream().noneMatch(db -> db.toAbsolutePath().normalize().equals(database))) {
            sources.databases.add(database);
        }
        Path scripts = set.resolve(NewCardCommand.SET_SCRIPTS).toAbsolutePath().normalize();
        if (Files.isDirectory(scripts)
                && sources.scriptDirs.stream().noneMatch(dir -> dir.toAbsolutePath().normalize().equals(scripts))) {
            sources.scriptDirs.add(0, scripts);
        }
    }

    /** Two decks, a puzzle's position or a test's set-up. */
    private DuelRecipe recipe(CardDatabase cards, List<ScriptException> loadFailures) {
        int starts = (puzzle != null ? 1 : 0) + (test != null ? 1 : 0) + (deck0 != null || deck1 != null ? 1 : 0);
        if (starts > 1) {
            throw new UserError("start from two decks, --puzzle FILE or --test FILE --filter NAME: one of them");
        }
        if ((filter != null) != (test != null)) {
            throw new UserError("--test FILE and --filter NAME go together: the test file and the name of its test");
        }
        if (puzzle != null || test != null) {
            Path file = puzzle != null ? puzzle : test;
            if (!Files.isRegularFile(file)) {
                throw new UserError(file + ": no such file");
            }
            ScriptTestRunner runner = new ScriptTestRunner(sources.directories(), cards);
            try {
                if (puzzle != null) {
                    runner.loadPuzzle(puzzle); // a mistake of the puzzle file is refused here with its line
                    return StartPositions.puzzle(runner, puzzle);
                }
                StartPositions.TestStart start = StartPositions.test(runner, test, filter);
                if (startNote == null) {
                    startNote = start.description();
                }
                return start.recipe();
            } catch (ScriptException e) {
                throw new UserError(e.error().summary());
            } catch (TestFailure e) {
                throw new UserError(file + ": " + e.getMessage());
            } catch (IllegalArgumentException e) {
                throw new UserError(e.getMessage());
            }
        }
        Path home = Home.home();
        Deck first = DuelSetup.loadDeck(deck0 != null ? deck0 : home.resolve(DemoCommand.DECK0), cards);
        Deck second = DuelSetup.loadDeck(deck1 != null ? deck1 : home.resolve(DemoCommand.DECK1), cards);
        DuelOptions options = run.budgets(DuelOptions.standard(seed));
        if (scriptHost == null) {
            scriptHost = sources.scriptHost();
        }
        ScriptHost host = scriptHost;
        boolean[] firstDuel = {true};
        DuelRecipe recipe = (decider0, decider1) -> {
            Rules rules = Rules.of(Duel.fromDecks(options, cards, first, second, decider0, decider1));
            ScriptedDuels.Prepared prepared = ScriptedDuels.prepare(rules, host);
            if (firstDuel[0]) {
                firstDuel[0] = false;
                loadFailures.addAll(prepared.failures());
            }
            scriptsOf.put(rules.duel(), new WeakReference<>(prepared.bridge().scripts()));
            return rules;
        };
        if (exports != null) {
            return recipe; // a reload's recipe: the exports of the first stay (same decks, seed and files)
        }
        exports = new DuelExports(options, first, second, duel -> {
            List<Path> files = new ArrayList<>();
            WeakReference<DuelScripts> scripts = scriptsOf.get(duel);
            DuelScripts loaded = scripts == null ? null : scripts.get();
            if (loaded != null) {
                files.addAll(loaded.sourceFiles());
            }
            files.addAll(sources.databaseFiles());
            return files;
        }, set == null ? null : set.resolve(NewCardCommand.SET_TESTS));
        return recipe;
    }

    /** With --test: the test's outcome and where the board opens, for the page and the terminal; else null. */
    private String startNote;

    /** The scripts each duel loaded, for a saved replay's file hashes; weak: undo and the search player's forks discard duels. */
    private final Map<Duel, WeakReference<DuelScripts>> scriptsOf = Collections.synchronizedMap(new WeakHashMap<>());

    /** The scripts of every duel of this board (its compiled scripts shared), made with the first recipe. */
    private ScriptHost scriptHost;

    /** How the page saves a duel of two decks as a replay or a test; null for a puzzle's or a test's position. */
    private DuelExports exports;

    private Players.Kind kind(String name, PlayTable table) {
        if (name.equals(Players.HUMAN)) {
            return Players.human(table::person);
        }
        try {
            return Players.named(name, PlayCommand.class.getClassLoader(), think);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.toString() : root.getMessage();
    }
}
