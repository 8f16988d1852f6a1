package dev.spellspeed.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code spellspeed new}: starts something new for an author; today a card ({@code new card}). */
@Command(name = "new", mixinStandardHelpOptions = true,
        description = "Start a new card: its database row, its script skeleton and a first test.",
        subcommands = {NewCardCommand.class})
final class NewCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("spellspeed new: missing subcommand: card");
        spec.commandLine().usage(spec.commandLine().getErr());
        return Main.BAD_INPUT;
    }
}
