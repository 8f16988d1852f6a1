package dev.spellspeed.play;

import dev.spellspeed.ai.Players;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.session.DuelRecipe;

import java.nio.file.Path;

/** Tables of the sample decks for the board's tests: the repository's cards.db, decks and scripts. */
final class Boards {
    static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static CardDatabase cards;
    private static ScriptHost host;

    private Boards() {}

    static synchronized DuelRecipe sampleDecks(long seed) {
        if (cards == null) {
            try {
                cards = CardDatabase.load(REPO.resolve("cards.db"));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            host = new ScriptHost(ScriptDirectories.bundledOnly(REPO.resolve("scripts")), SandboxOptions.defaults());
        }
        return DuelRecipe.of(DuelOptions.standard(seed), cards, deck("sample-beatdown.ydk"), deck("sample-control.ydk"), host);
    }

    /** The runner puzzles and tests start from, over the repository's scripts and cards. */
    static synchronized dev.spellspeed.script.testing.ScriptTestRunner runner() {
        sampleDecks(1);
        return new dev.spellspeed.script.testing.ScriptTestRunner(ScriptDirectories.bundledOnly(REPO.resolve("scripts")), cards);
    }

    /** A started table of a person against {@code player1} from a recipe. */
    static PlayTable table(DuelRecipe recipe, String player1) {
        PlayTable table = new PlayTable(recipe, 1);
        table.seat(0, Players.human(table::person));
        table.seat(1, Players.named(player1, Boards.class.getClassLoader(), 1));
        return table.start();
    }

    private static Deck deck(String name) {
        try {
            return DeckReader.read(REPO.resolve("decks").resolve(name), cards, DeckRules.STANDARD);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** What a table of the sample decks needs to save replays and tests ({@code testsFolder} may be null). */
    static synchronized DuelExports exports(long seed, Path testsFolder) {
        sampleDecks(seed);
        return new DuelExports(DuelOptions.standard(seed), deck("sample-beatdown.ydk"), deck("sample-control.ydk"),
                duel -> java.util.List.of(REPO.resolve("cards.db")), testsFolder);
    }

    /** A started table of the sample decks that can save replays and tests: seat 0 a person, seat 1 {@code player1}. */
    static PlayTable exportingTable(long seed, String player1, Path testsFolder) {
        PlayTable table = new PlayTable(sampleDecks(seed), seed).exports(exports(seed, testsFolder));
        table.seat(0, Players.human(table::person));
        table.seat(1, Players.named(player1, Boards.class.getClassLoader(), 1));
        return table.start();
    }

    /**
     * A recipe of the sample decks whose scripts come from {@code scripts} first, then the bundled
     * ones; a host of its own, so an edit of a file there is seen by the next duel.
     */
    static synchronized DuelRecipe sampleDecksWithScripts(long seed, Path scripts) {
        sampleDecks(seed);
        ScriptHost own = new ScriptHost(ScriptDirectories.of(java.util.List.of(scripts), REPO.resolve("scripts")),
                SandboxOptions.defaults());
        return DuelRecipe.of(DuelOptions.standard(seed), cards, deck("sample-beatdown.ydk"), deck("sample-control.ydk"), own);
    }

    /** A started table: seat 0 a person, seat 1 {@code player1} ("human" for a second person). */
    static PlayTable table(long seed, String player1) {
        PlayTable table = new PlayTable(sampleDecks(seed), seed);
        table.seat(0, Players.human(table::person));
        table.seat(1, player1.equals(Players.HUMAN) ? Players.human(table::person)
                : Players.named(player1, Boards.class.getClassLoader(), 1));
        return table.start();
    }

    /**
     * A started table of the sample decks over the card database {@code db} (read when it starts and
     * again at each reload), seat 0 a person, seat 1 {@code player1}.
     */
    static synchronized PlayTable overDatabase(Path db, long seed, String player1) {
        sampleDecks(seed);
        CardReload reload = new CardReload() {
            @Override
            public CardDatabase read() {
                try {
                    return CardDatabase.load(db);
                } catch (Exception e) {
                    throw new IllegalArgumentException(e.getMessage(), e);
                }
            }

            @Override
            public DuelRecipe recipe(CardDatabase read) {
                try {
                    return DuelRecipe.of(DuelOptions.standard(seed), read,
                            DeckReader.read(REPO.resolve("decks").resolve("sample-beatdown.ydk"), read, DeckRules.STANDARD),
                            DeckReader.read(REPO.resolve("decks").resolve("sample-control.ydk"), read, DeckRules.STANDARD), host);
                } catch (Exception e) {
                    throw new IllegalArgumentException(e.getMessage(), e);
                }
            }
        };
        PlayTable table = new PlayTable(reload.recipe(reload.read()), seed).cardReload(reload);
        table.seat(0, Players.human(table::person));
        table.seat(1, player1.equals(Players.HUMAN) ? Players.human(table::person)
                : Players.named(player1, Boards.class.getClassLoader(), 1));
        return table.start();
    }

    /** Runs one SQL statement on a card database file (an author's edit of a card's row). */
    static void edit(Path db, String sql) {
        try (java.sql.Connection connection = java.sql.DriverManager.getConnection("jdbc:sqlite:" + db);
             java.sql.Statement statement = connection.createStatement()) {
            statement.executeUpdate(sql);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
