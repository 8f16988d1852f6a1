package dev.spellspeed.session;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;

import java.util.List;
import java.util.function.Consumer;

/**
 * How to build one duel again and again: everything a duel is a function of except the decisions.
 * Every fork, undo and rewind builds a fresh duel from it, so it must build the same duel each time.
 */
public interface DuelRecipe {
    /** A fresh duel, ready to play (scripts loaded), whose players are the given deciders. */
    Rules create(Decider decider0, Decider decider1);

    /** Plays a duel this recipe created, from its start to its result. */
    default DuelResult play(Rules rules) {
        return new DuelRunner(rules).play();
    }

    /**
     * A duel between two decks, with their card scripts from {@code scripts} (which shares its
     * compiled scripts with every duel it opens), or none when {@code scripts} is null.
     */
    static DuelRecipe of(DuelOptions options, CardDatabase cards, Deck deck0, Deck deck1, ScriptHost scripts) {
        return of(options, cards, deck0, deck1, scripts, failures -> { });
    }

    /**
     * The same, handing the scripts that failed to load in the first duel it builds to
     * {@code loadFailures} (the played duel's own; its forks load the same scripts again).
     */
    static DuelRecipe of(DuelOptions options, CardDatabase cards, Deck deck0, Deck deck1, ScriptHost scripts,
                         Consumer<List<ScriptException>> loadFailures) {
        return prepared(options, cards, deck0, deck1, scripts, prepared -> loadFailures.accept(prepared.failures()));
    }

    /**
     * The same, handing the first duel's prepared scripts (its load failures, and the files it goes on
     * loading) to {@code firstDuel}.
     */
    static DuelRecipe prepared(DuelOptions options, CardDatabase cards, Deck deck0, Deck deck1, ScriptHost scripts,
                               Consumer<ScriptedDuels.Prepared> firstDuel) {
        boolean[] first = {true};
        return (decider0, decider1) -> {
            Rules rules = Rules.of(Duel.fromDecks(options, cards, deck0, deck1, decider0, decider1));
            if (scripts != null) {
                ScriptedDuels.Prepared prepared = ScriptedDuels.prepare(rules, scripts);
                if (first[0]) {
                    first[0] = false;
                    firstDuel.accept(prepared);
                }
            }
            return rules;
        };
    }
}
