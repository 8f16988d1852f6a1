package dev.spellspeed.cli;

import dev.spellspeed.ai.Players;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.run.RunSummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Plays one duel between the two bundled sample decks with heuristic players (or those chosen) and prints its log. The
 * decks are made of scripted cards, so the log shows chains, triggered effects and battles.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Play a full duel between the two bundled sample decks with heuristic players (--player0/--player1 "
                + "choose others); print the log and the winner.")
final class DemoCommand implements Callable<Integer> {
    static final String DECK0 = "decks/sample-beatdown.ydk";
    static final String DECK1 = "decks/sample-control.ydk";

    @Spec
    CommandSpec spec;

    @Mixin
    CardSources sources = new CardSources();

    @Mixin
    RunOptions run = new RunOptions();

    @Mixin
    PlayerChoice players = new PlayerChoice();

    @Option(names = "--seed", description = "Seed of the duel and of the random players (default: ${DEFAULT-VALUE}).",
            defaultValue = "1")
    long seed;

    @Override
    public Integer call() {
        Path home = Home.home();
        CardDatabase cards = sources.cards();
        // a newcomer watches a sensible duel: heuristic players unless told otherwise
        PlayerChoice.Seats seats = players.seats(Players.HEURISTIC);
        // without --json the log is printed as the duel goes: the first lines appear at once
        LogStream stream = new LogStream(spec.commandLine().getOut());
        DuelSetup.Played played = DuelSetup.play(sources.scriptHost(), cards, DuelSetup.loadDeck(home.resolve(DECK0), cards),
                DuelSetup.loadDeck(home.resolve(DECK1), cards), run.budgets(DuelOptions.standard(seed)), seats,
                duel -> {
                    if (!run.json) {
                        stream.follow(duel);
                    }
                });
        RunSummary summary = new RunSummary(seats.names());
        summary.add(played.game());
        if (run.json) {
            spec.commandLine().getOut().println(RunOutput.json(Map.of("seed", seed), summary, Map.of()));
        } else {
            stream.flush(); // what the duel logged after its last event
        }
        return RunOutput.finishSingle(summary, run, spec.commandLine().getErr());
    }
}
