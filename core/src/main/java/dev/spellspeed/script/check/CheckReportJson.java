package dev.spellspeed.script.check;

import java.nio.file.Path;
import java.util.Locale;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.spellspeed.script.ScriptError;

/**
 * The JSON form of a {@link CheckReport}, as {@code spellspeed check --json} prints it. The
 * field names are spelled out here rather than derived from the records, so renaming a Java
 * accessor cannot silently change the output that other programs read.
 *
 * <pre>
 * {"passed": false,
 *  "directories": ["/home/me/cards", "/opt/spellspeed/scripts"],
 *  "counts": {"scriptsFound": 3, "shadowed": 0, "compiled": 3, "compileFailed": 0,
 *             "scriptsWithoutCard": 0, "cards": 2,
 *             "initialEffectRun": 1, "initialEffectSucceeded": 0, "initialEffectFailed": 1,
 *             "missingScripts": 0, "noScriptNeeded": 1, "notRun": 0},
 *  "timings": {"compileMillis": 12, "initialEffectsMillis": 3},
 *  "causes": [{"cause": "attempt to call nil (Effect.CreateEffect is not defined)", "count": 1}],
 *  "failures": [{"stage": "initial_effect", "kind": "runtime", "cardCode": 12, "cardName": "X",
 *                "role": "initial_effect", "file": "/home/me/cards/c12.lua", "line": 3,
 *                "message": "attempt to call nil", "missingApi": "Effect.CreateEffect",
 *                "cause": "…", "traceback": "…"}]}
 * </pre>
 *
 * <p>Absent values ({@code cardName}, {@code file}, {@code line}, {@code missingApi}) are
 * omitted.
 */
public final class CheckReportJson {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private CheckReportJson() {
    }

    /** The report as pretty-printed JSON. */
    public static String toJson(CheckReport report) {
        return GSON.toJson(toTree(report));
    }

    /** The report as a JSON tree. */
    public static JsonObject toTree(CheckReport report) {
        JsonObject root = new JsonObject();
        root.addProperty("passed", report.passed());
        JsonArray directories = new JsonArray();
        for (Path dir : report.directories()) {
            directories.add(dir.toString());
        }
        root.add("directories", directories);
        root.add("counts", counts(report.counts()));
        JsonObject timings = new JsonObject();
        timings.addProperty("compileMillis", report.timings().compile().toMillis());
        timings.addProperty("initialEffectsMillis", report.timings().initialEffects().toMillis());
        root.add("timings", timings);
        JsonArray causes = new JsonArray();
        for (FailureCause cause : report.causes()) {
            JsonObject c = new JsonObject();
            c.addProperty("cause", cause.cause());
            c.addProperty("count", cause.count());
            causes.add(c);
        }
        root.add("causes", causes);
        JsonArray missing = new JsonArray();
        for (MissingApiNeed need : report.missingApi()) {
            JsonObject m = new JsonObject();
            m.addProperty("function", need.function());
            m.addProperty("scripts", need.scripts());
            m.addProperty("firstFailures", need.firstFailures());
            missing.add(m);
        }
        root.add("missingApi", missing);
        JsonArray unused = new JsonArray();
        report.unusedUserScripts().forEach(path -> unused.add(path.toString()));
        root.add("unusedUserScripts", unused);
        JsonArray failures = new JsonArray();
        for (CheckFailure failure : report.failures()) {
            failures.add(failure(failure));
        }
        root.add("failures", failures);
        JsonArray tolerated = new JsonArray();
        report.tolerated().forEach((code, warning) -> {
            JsonObject t = new JsonObject();
            t.addProperty("cardCode", code);
            t.addProperty("warning", warning);
            tolerated.add(t);
        });
        root.add("tolerated", tolerated);
        return root;
    }

    private static JsonObject counts(CheckCounts counts) {
        JsonObject c = new JsonObject();
        c.addProperty("scriptsFound", counts.scriptsFound());
        c.addProperty("shadowed", counts.shadowed());
        c.addProperty("compiled", counts.compiled());
        c.addProperty("compileFailed", counts.compileFailed());
        c.addProperty("scriptsWithoutCard", counts.scriptsWithoutCard());
        c.addProperty("cards", counts.cards());
        c.addProperty("initialEffectRun", counts.initialEffectRun());
        c.addProperty("initialEffectSucceeded", counts.initialEffectSucceeded());
        c.addProperty("initialEffectFailed", counts.initialEffectFailed());
        c.addProperty("missingScripts", counts.missingScripts());
        c.addProperty("noScriptNeeded", counts.noScriptNeeded());
        c.addProperty("notRun", counts.notRun());
        return c;
    }

    private static JsonObject failure(CheckFailure failure) {
        ScriptError error = failure.error();
        JsonObject f = new JsonObject();
        f.addProperty("stage", failure.stage().toString());
        f.addProperty("kind", error.kind().name().toLowerCase(Locale.ROOT));
        f.addProperty("cardCode", error.cardCode());
        if (error.cardName() != null) {
            f.addProperty("cardName", error.cardName());
        }
        f.addProperty("role", error.role().luaName());
        if (error.file() != null) {
            f.addProperty("file", error.file());
        }
        if (error.line() > 0) {
            f.addProperty("line", error.line());
        }
        f.addProperty("message", error.message());
        if (failure.missingApi() != null) {
            f.addProperty("missingApi", failure.missingApi());
        }
        f.addProperty("cause", failure.cause());
        f.addProperty("traceback", error.traceback());
        return f;
    }
}
