package dev.spellspeed.cli;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import dev.spellspeed.run.RunSummary;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/** How every command that runs duels reports a run: failures, JSON and the exit status (docs/json.md). */
final class RunOutput {
    /** Players in the seats of a command's duels: seeded random players. */
    static final List<String> RANDOM_PLAYERS = List.of("random", "random");
    /** Cards shown in a text summary's lists; --json lists them all. */
    static final int SHOWN = 30;

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();

    private RunOutput() {}

    /** One JSON object on one line: {@code head} keys first, then the run's, then {@code tail} keys. */
    static String json(Map<String, Object> head, RunSummary summary, Map<String, Object> tail) {
        JsonObject json = new JsonObject();
        head.forEach((key, value) -> json.add(key, GSON.toJsonTree(value)));
        summary.toJson().entrySet().forEach(e -> json.add(e.getKey(), e.getValue()));
        tail.forEach((key, value) -> json.add(key, GSON.toJsonTree(value)));
        return GSON.toJson(json);
    }

    /**
     * After a single game's log: on stderr, what failed (nothing when nothing did). Then the exit
     * status, with one line saying why it is 1 or that --allow-errors made it 0.
     */
    static int finishSingle(RunSummary summary, RunOptions options, PrintWriter err) {
        if (summary.failed() && !options.json) {
            summary.printFailures(err, SHOWN, false);
        }
        return exit(summary, options, err);
    }

    /** The exit status of a run, with one line on stderr when anything failed. */
    static int exit(RunSummary summary, RunOptions options, PrintWriter err) {
        int status = summary.exitStatus(options.allowErrors);
        if (summary.failed()) {
            err.println("spellspeed: " + summary.failureLine() + (status == RunSummary.OK
                    ? " (exit status 0: --allow-errors)"
                    : "; exit status 1 (--allow-errors accepts them)"));
        }
        return status;
    }
}
