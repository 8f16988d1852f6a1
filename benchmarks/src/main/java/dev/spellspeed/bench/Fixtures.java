package dev.spellspeed.bench;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;
import dev.spellspeed.script.sandbox.SandboxOptions;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the benchmarks read from the repository: the card database, the bench decks and the bundled
 * scripts. The repository is the working directory unless the system property {@code spellspeed.home}
 * names it; JMH's forked JVMs inherit both.
 */
final class Fixtures {
    final Path home;
    final CardDatabase cards;
    final Deck benchA;
    final Deck benchB;

    Fixtures() {
        home = Path.of(System.getProperty("spellspeed.home", ".")).toAbsolutePath().normalize();
        if (!Files.isRegularFile(home.resolve("cards.db"))) {
            throw new IllegalStateException("no cards.db in " + home
                    + ": run from the repository or pass -Dspellspeed.home=<repository>");
        }
        try {
            cards = CardDatabase.load(home.resolve("cards.db"));
            benchA = DeckReader.read(home.resolve("decks/bench-a.ydk"), cards, DeckRules.STANDARD);
            benchB = DeckReader.read(home.resolve("decks/bench-b.ydk"), cards, DeckRules.STANDARD);
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the bench data in " + home + ": " + e.getMessage(), e);
        }
    }

    /** A host over the bundled scripts with a cache of its own; the benchmarks warm it before measuring. */
    ScriptHost newHost() {
        return new ScriptHost(ScriptDirectories.bundledOnly(home.resolve("scripts")), SandboxOptions.defaults());
    }

    CardData card(int code) {
        return cards.find(code).orElseThrow(() -> new IllegalStateException("no card " + code + " in cards.db"));
    }

    /** The bench decks' duel of a seed with random players, its scripts prepared, not yet started. */
    Duel preparedBenchDuel(ScriptHost host, long seed) {
        Decider d0 = new RandomDecider(seed * 2 + 1);
        Decider d1 = new RandomDecider(seed * 2 + 2);
        Duel duel = Duel.fromDecks(DuelOptions.standard(seed), cards, benchA, benchB, d0, d1);
        Rules rules = Rules.of(duel);
        ScriptedDuels.prepare(rules, host);
        return duel;
    }
}
