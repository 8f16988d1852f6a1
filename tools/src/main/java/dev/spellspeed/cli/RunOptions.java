package dev.spellspeed.cli;

import picocli.CommandLine.Option;

/** The options every command that runs duels shares: how failures end the command, and JSON output. */
final class RunOptions {
    @Option(names = "--allow-errors",
            description = "Exit with status 0 even when a Lua error, an engine exception or an aborted duel occurred "
                    + "(they are still counted and printed).")
    boolean allowErrors;

    @Option(names = "--json", description = "Print the run's figures as one JSON object (docs/json.md) instead of text.")
    boolean json;
}
