package dev.spellspeed.cli;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.ReplayException;
import dev.spellspeed.replay.ReplayFiles;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.script.api.ScriptedDuels;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** Replays a recorded duel and prints its log, which is identical to the original's. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay a duel recorded with 'duel --replay-out' and print its log.")
final class ReplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The replay file (JSON).")
    Path file;

    @Mixin
    CardSources sources = new CardSources();

    @Override
    public Integer call() {
        Replay replay;
        try {
            replay = ReplayFiles.read(file);
        } catch (ReplayException e) {
            throw new UserError(e.getMessage());
        }
        CardDatabase cards = sources.cards();
        Duel duel;
        try {
            duel = replay.newDuel(cards);
        } catch (IllegalArgumentException e) {
            throw new UserError(file + ": " + e.getMessage());
        }
        Rules rules = Rules.of(duel);
        ScriptedDuels.prepare(rules, sources.scriptHost());
        try {
            new DuelRunner(rules).play();
        } catch (IllegalDecisionException e) {
            spec.commandLine().getOut().print(duel.log().text());
            throw new UserError(file + ": " + e.getMessage().lines().findFirst().orElse(""));
        }
        spec.commandLine().getOut().print(duel.log().text());
        return 0;
    }
}
