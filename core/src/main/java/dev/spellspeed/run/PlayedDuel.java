package dev.spellspeed.run;

import dev.spellspeed.ai.Players;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.ImpossiblePromptError;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.session.DuelLine;
import dev.spellspeed.session.DuelRecipe;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * One duel between two decks as {@code duel}, {@code demo} and {@code simulate} play it: built from
 * its {@link DuelRecipe} as a {@link DuelLine} (so a search player can fork it), its players seated,
 * watched by a {@link GameWatch} and played to its end. An engine exception, also one thrown while
 * the duel is built, stops the game and is recorded, not thrown: one game's failure never ends a run.
 *
 * @param line        the played line (its decisions make the replay), or null when the duel could not be built
 * @param record      the game as a run counts it
 * @param scriptFiles every script file the duel ran or tried to (a replay records their hashes); empty without scripts
 */
public record PlayedDuel(DuelLine line, GameRecord record, Set<Path> scriptFiles) {
    public PlayedDuel {
        scriptFiles = Collections.unmodifiableSet(new LinkedHashSet<>(scriptFiles));
    }

    /**
     * Plays a duel between {@code decider0} (deck0) and {@code decider1}; {@code listener} hears the
     * duel's events after the watch (for what a command counts beyond the {@link GameRecord}).
     */
    public static PlayedDuel play(DuelOptions options, CardDatabase cards, Deck deck0, Deck deck1, ScriptHost host,
                                  Decider decider0, Decider decider1, Consumer<DuelEvent> listener) {
        return playWatched(options, cards, deck0, deck1, host, decider0, decider1, duel -> duel.subscribe(listener::accept));
    }

    /**
     * As {@link #play}, handing the duel to {@code started} once it is built and watched, before it is
     * played on (to subscribe what follows its events, such as a log printed as it grows).
     */
    public static PlayedDuel playWatched(DuelOptions options, CardDatabase cards, Deck deck0, Deck deck1, ScriptHost host,
                                         Decider decider0, Decider decider1, Consumer<Duel> started) {
        List<ScriptException> loadFailures = new ArrayList<>();
        List<DuelScripts> scripts = new ArrayList<>();
        DuelRecipe recipe = DuelRecipe.prepared(options, cards, deck0, deck1, host, prepared -> {
            loadFailures.addAll(prepared.failures());
            scripts.add(prepared.bridge().scripts());
        });
        DuelLine line = null;
        GameWatch watch = null;
        GameRecord record;
        try {
            line = DuelLine.replaying(recipe, List.of(), decider0, decider1);
            Players.seat(line, decider0, decider1);
            watch = GameWatch.on(line.duel());
            watch.loadFailures(loadFailures);
            started.accept(line.duel());
            record = watch.ended(line.play());
        } catch (RuntimeException | StackOverflowError | ImpossiblePromptError e) {
            record = watch != null ? watch.failed(e)
                    : new GameRecord(options.seed(), 0, null, GameWatch.describe(e), null, Map.of());
        }
        // read after the game: a duel loads a card's script when the card is first used
        return new PlayedDuel(line, record, scripts.isEmpty() ? Set.of() : scripts.get(0).sourceFiles());
    }
}
