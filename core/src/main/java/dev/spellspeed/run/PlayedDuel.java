package dev.spellspeed.run;

import dev.spellspeed.ai.Players;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.ImpossiblePromptError;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.session.DuelLine;
import dev.spellspeed.session.DuelRecipe;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One duel between two decks as {@code duel}, {@code demo} and {@code simulate} play it: built from
 * its {@link DuelRecipe} as a {@link DuelLine} (so a search player can fork it), its players seated,
 * watched by a {@link GameWatch} and played to its end. An engine exception, also one thrown while
 * the duel is built, stops the game and is recorded, not thrown: one game's failure never ends a run.
 *
 * @param line   the played line (its decisions make the replay), or null when the duel could not be built
 * @param record the game as a run counts it
 */
public record PlayedDuel(DuelLine line, GameRecord record) {
    /**
     * Plays a duel between {@code decider0} (deck0) and {@code decider1}; {@code listener} hears the
     * duel's events after the watch (for what a command counts beyond the {@link GameRecord}).
     */
    public static PlayedDuel play(DuelOptions options, CardDatabase cards, Deck deck0, Deck deck1, ScriptHost host,
                                  Decider decider0, Decider decider1, Consumer<DuelEvent> listener) {
        List<ScriptException> loadFailures = new ArrayList<>();
        DuelRecipe recipe = DuelRecipe.of(options, cards, deck0, deck1, host, loadFailures::addAll);
        DuelLine line = null;
        GameWatch watch = null;
        try {
            line = DuelLine.replaying(recipe, List.of(), decider0, decider1);
            Players.seat(line, decider0, decider1);
            watch = GameWatch.on(line.duel());
            watch.loadFailures(loadFailures);
            line.duel().subscribe(listener::accept);
            return new PlayedDuel(line, watch.ended(line.play()));
        } catch (RuntimeException | StackOverflowError | ImpossiblePromptError e) {
            GameRecord failed = watch != null ? watch.failed(e)
                    : new GameRecord(options.seed(), 0, null, GameWatch.describe(e), null, Map.of());
            return new PlayedDuel(line, failed);
        }
    }
}
