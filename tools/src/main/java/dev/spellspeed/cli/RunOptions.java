package dev.spellspeed.cli;

import dev.spellspeed.duel.DuelOptions;
import picocli.CommandLine.Option;

/** The options every command that runs duels shares: how failures end the command, and JSON output. */
final class RunOptions {
    @Option(names = "--allow-errors",
            description = "Exit with status 0 even when a Lua error, an engine exception or an aborted duel occurred "
                    + "(they are still counted and printed).")
    boolean allowErrors;

    @Option(names = "--json", description = "Print the run's figures as one JSON object (docs/json.md) instead of text.")
    boolean json;

    @Option(names = "--work-budget", paramLabel = "UNITS",
            description = "Abort a duel after this many work units (Lua instructions, callbacks, decisions, effect "
                    + "registrations, card-sum steps; docs/reliability.md); 0 for none (default: ${DEFAULT-VALUE}).")
    long workBudget = DuelOptions.DEFAULT_WORK_BUDGET;

    @Option(names = "--memory-budget", paramLabel = "BYTES",
            description = "Abort a duel once its scripts have built this many bytes of strings; 0 for none "
                    + "(default: ${DEFAULT-VALUE}).")
    long memoryBudget = DuelOptions.DEFAULT_MEMORY_BUDGET;

    /** The duel options with this run's budgets. */
    DuelOptions budgets(DuelOptions options) {
        if (workBudget < 0 || memoryBudget < 0) {
            throw new UserError("--work-budget and --memory-budget cannot be negative");
        }
        return options.withWorkBudget(workBudget).withMemoryBudget(memoryBudget);
    }
}
