package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Plays one duel between the two bundled sample decks with random players and prints its log. The
 * decks are made of scripted cards, so the log shows chains, triggered effects and battles.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Play a full duel between the two bundled sample decks with random players; print the log and the winner.")
final class DemoCommand implements Callable<Integer> {
    static final String DECK0 = "decks/sample-beatdown.ydk";
    static final String DECK1 = "decks/sample-control.ydk";

    @Spec
    CommandSpec spec;

    @Mixin
    CardSources sources = new CardSources();

    @Option(names = "--seed", description = "Seed of the duel and of the random players (default: ${DEFAULT-VALUE}).",
            defaultValue = "1")
    long seed;

    @Override
    public Integer call() {
        Path home = Home.home();
        CardDatabase cards = sources.cards();
        List<Duel> played = new ArrayList<>(1);
        DuelSetup.playRandom(sources.scriptHost(), cards, DuelSetup.loadDeck(home.resolve(DECK0), cards),
                DuelSetup.loadDeck(home.resolve(DECK1), cards), DuelOptions.standard(seed), played);
        spec.commandLine().getOut().print(played.get(0).log().text());
        return 0;
    }
}
