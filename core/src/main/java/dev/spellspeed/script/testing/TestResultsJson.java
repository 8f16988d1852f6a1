package dev.spellspeed.script.testing;

import java.util.List;
import java.util.Locale;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

/**
 * Test results as one JSON object (docs/testing.md lists its keys): the counts, then one object per
 * test with its file, line, name, outcome, time, the failure's location and message, the whole
 * report and what it printed. Keys are camelCase, as in every Spellspeed JSON output.
 */
public final class TestResultsJson {
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();

    private TestResultsJson() {
    }

    /** The object, on one line. */
    public static String toJson(List<TimedResult> results, long nanos) {
        return GSON.toJson(tree(results, nanos));
    }

    /** The object, to add keys to. */
    public static JsonObject tree(List<TimedResult> results, long nanos) {
        RunSummary summary = new RunSummary(0, 0, 0);
        JsonArray tests = new JsonArray();
        for (TimedResult timed : results) {
            summary = summary.plus(timed.result().outcome());
            tests.add(test(timed));
        }
        JsonObject root = new JsonObject();
        root.addProperty("passed", summary.passed());
        root.addProperty("failed", summary.failed());
        root.addProperty("skipped", summary.skipped());
        root.addProperty("ok", summary.ok());
        root.addProperty("seconds", round(nanos));
        root.add("tests", tests);
        return root;
    }

    private static JsonObject test(TimedResult timed) {
        TestResult r = timed.result();
        JsonObject test = new JsonObject();
        test.addProperty("file", r.test().displayName());
        test.addProperty("line", r.test().line());
        test.addProperty("name", r.test().name());
        test.addProperty("outcome", r.outcome().name().toLowerCase(Locale.ROOT));
        test.addProperty("seconds", round(timed.nanos()));
        if (r.outcome() == Outcome.FAIL) {
            FailureLocation where = FailureLocation.of(r.report()).orElse(null);
            test.addProperty("failureFile", where == null ? null : where.file());
            if (where == null) {
                test.add("failureLine", JsonNull.INSTANCE);
            } else {
                test.addProperty("failureLine", where.line());
            }
            test.addProperty("message", FailureLocation.firstLine(r.report()));
        } else {
            test.add("failureFile", JsonNull.INSTANCE);
            test.add("failureLine", JsonNull.INSTANCE);
            test.addProperty("message", r.outcome() == Outcome.SKIP ? r.report() : null);
        }
        test.addProperty("report", r.report());
        test.addProperty("output", r.output());
        return test;
    }

    private static double round(long nanos) {
        return Math.round(nanos / 1e6) / 1e3;
    }
}
