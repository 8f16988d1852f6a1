package dev.spellspeed.cli;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.ReplayException;
import dev.spellspeed.replay.ReplayFiles;
import dev.spellspeed.run.GameRecord;
import dev.spellspeed.run.GameWatch;
import dev.spellspeed.run.RunSummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
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

    @Mixin
    RunOptions run = new RunOptions();

    @Mixin
    ReplayInspection inspection = new ReplayInspection();

    @Override
    public Integer call() {
        Replay replay;
        try {
            replay = ReplayFiles.read(file);
        } catch (ReplayException e) {
            throw new UserError(e.getMessage());
        }
        List<String> changed = sources.changedSince(replay);
        if (!changed.isEmpty()) {
            // said before replaying: a replay whose scripts changed may go another way, and this says why
            PrintWriter err = spec.commandLine().getErr();
            err.println("warning: " + file + ": " + changed.size() + " of the files its duel loaded differ now:");
            changed.forEach(line -> err.println("  " + line));
        }
        if (inspection.requested()) {
            if (run.json) {
                throw new UserError("--json is not available with --until, --diff or --to-test");
            }
            return inspection.run(spec.commandLine(), file, replay, sources);
        }
        CardDatabase cards = sources.cards();
        Duel duel;
        try {
            duel = replay.newDuel(cards);
        } catch (IllegalArgumentException e) {
            throw new UserError(file + ": " + e.getMessage());
        }
        GameRecord game;
        try {
            game = GameWatch.play(Rules.of(duel), sources.scriptHost());
        } catch (IllegalDecisionException e) {
            // the recorded decisions do not fit this duel: the file (or the scripts) is not what was recorded
            spec.commandLine().getOut().print(duel.log().text());
            throw new UserError(file + ": " + e.getMessage().lines().findFirst().orElse(""));
        }
        RunSummary summary = new RunSummary(List.of("replay", "replay"));
        summary.add(game);
        if (run.json) {
            spec.commandLine().getOut().println(RunOutput.json(Map.of("seed", replay.options().seed()), summary, Map.of()));
        } else {
            spec.commandLine().getOut().print(duel.log().text());
        }
        return RunOutput.finishSingle(summary, run, spec.commandLine().getErr());
    }
}
