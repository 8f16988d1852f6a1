package dev.spellspeed.cli;

import dev.spellspeed.ai.Players;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDatabaseException;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.DeckException;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.run.GameRecord;
import dev.spellspeed.run.PlayedDuel;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;

import java.nio.file.Path;
import java.util.Set;

/** What the duel-playing commands share: loading cards and decks, and playing random duels. */
final class DuelSetup {
    private DuelSetup() {}

    static CardDatabase loadCards(Path db) {
        try {
            return CardDatabase.load(db);
        } catch (CardDatabaseException e) {
            throw new UserError(e.getMessage());
        }
    }

    /** The bundled database with the given ones merged over it (later files win). */
    static CardDatabase loadCards(Path bundled, java.util.List<Path> extra) {
        java.util.List<Path> files = new java.util.ArrayList<>();
        files.add(bundled);
        files.addAll(extra);
        try {
            return CardDatabase.loadAll(files);
        } catch (CardDatabaseException e) {
            throw new UserError(e.getMessage());
        }
    }

    static Deck loadDeck(Path file, CardDatabase cards) {
        try {
            return DeckReader.read(file, cards, DeckRules.STANDARD);
        } catch (DeckException e) {
            throw new UserError(e.getMessage());
        }
    }

    /** A script host over the bundled scripts; one per command, so its duels share compiled scripts. */
    static ScriptHost scriptHost() {
        return new ScriptHost(ScriptDirectories.bundledOnly(Home.home().resolve("scripts")), SandboxOptions.defaults(),
                RunCache.prototypeCache());
    }

    /**
     * A duel played by two players, its replay (the decisions made, up to where it stopped) and its
     * record for the run's summary.
     */
    record Played(Duel duel, Replay replay, GameRecord game, Set<Path> scriptFiles) {}

    /**
     * A duel between two seeded random players, watched and played to its end (or until an engine
     * exception stops it: that is recorded, not thrown).
     */
    static Played playRandom(ScriptHost host, CardDatabase cards, Deck deck0, Deck deck1, DuelOptions options) {
        return play(host, cards, deck0, deck1, options, RANDOM);
    }

    /** Seeded random players in both seats. */
    static final PlayerChoice.Seats RANDOM = new PlayerChoice().seats(Players.RANDOM);

    /**
     * A duel between the given players, watched and played to its end (or until an engine exception
     * stops it: that is recorded, not thrown). It is played as a {@link PlayedDuel}, so a search player
     * can fork it, and its replay names the players.
     */
    static Played play(ScriptHost host, CardDatabase cards, Deck deck0, Deck deck1, DuelOptions options,
                       PlayerChoice.Seats seats) {
        return play(host, cards, deck0, deck1, options, seats, duel -> { });
    }

    /** As {@link #play}, handing the duel to {@code started} once it is built (see {@link LogStream}). */
    static Played play(ScriptHost host, CardDatabase cards, Deck deck0, Deck deck1, DuelOptions options,
                       PlayerChoice.Seats seats, java.util.function.Consumer<Duel> started) {
        PlayedDuel played = PlayedDuel.playWatched(options, cards, deck0, deck1, host, seats.create(options.seed(), 0),
                seats.create(options.seed(), 1), started);
        if (played.line() == null) {
            // nothing was played, so there is no log or replay to show: the engine fault is the command's
            throw new IllegalStateException("the duel could not be built: " + played.record().exception());
        }
        Replay replay = Replay.of(options, deck0, deck1, played.line().decisions()).withPlayers(seats.names());
        return new Played(played.line().duel(), replay, played.record(), played.scriptFiles());
    }
}
