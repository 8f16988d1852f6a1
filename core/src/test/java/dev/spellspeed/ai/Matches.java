package dev.spellspeed.ai;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.session.DuelLine;
import dev.spellspeed.session.DuelRecipe;

import java.nio.file.Path;
import java.util.List;

/** Seeded games between two kinds of player on the bundled decks and scripts, for the AI tests. */
final class Matches {
    static final CardDatabase CARDS = load();
    static final ScriptHost HOST = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());

    private static CardDatabase load() {
        try {
            return CardDatabase.load(Path.of("../cards.db"));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static Deck deck(String name) {
        try {
            return DeckReader.read(Path.of("../decks", name), CARDS, DeckRules.STANDARD);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** One game: its line (log and decisions) after the result. */
    static DuelLine play(Deck deck0, Deck deck1, long seed, Players.Kind kind0, Players.Kind kind1) {
        DuelRecipe recipe = DuelRecipe.of(DuelOptions.standard(seed), CARDS, deck0, deck1, HOST);
        Decider d0 = kind0.create(seed, 0);
        Decider d1 = kind1.create(seed, 1);
        DuelLine line = DuelLine.replaying(recipe, List.of(), d0, d1);
        Players.seat(line, d0, d1);
        line.play();
        return line;
    }

    /** Games won by each seat over {@code games} seeds from {@code firstSeed}: [player 0, player 1, draws]. */
    static int[] tally(Deck deck0, Deck deck1, long firstSeed, int games, Players.Kind kind0, Players.Kind kind1) {
        int[] tally = new int[3];
        for (int i = 0; i < games; i++) {
            DuelResult result = play(deck0, deck1, firstSeed + i, kind0, kind1).duel().result();
            tally[result.isDraw() ? 2 : result.winner()]++;
        }
        return tally;
    }

    static Players.Kind kind(String name) {
        return Players.named(name, Matches.class.getClassLoader(), SearchDecider.DEFAULT_THINK);
    }
}
