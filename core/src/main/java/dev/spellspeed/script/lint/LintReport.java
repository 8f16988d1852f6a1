package dev.spellspeed.script.lint;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.spellspeed.script.lint.LintFinding.Severity;

/**
 * The findings of one lint run over some files, with counts, as text, JSON or SARIF 2.1.0.
 *
 * @param files    how many files were linted
 * @param findings every finding, by file and position
 */
public record LintReport(int files, List<LintFinding> findings) {
    /** Copies the list. */
    public LintReport {
        findings = List.copyOf(findings);
    }

    /** Findings of a severity. */
    public long count(Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }

    /** Findings per rule, most frequent first. */
    public Map<String, Long> byRule() {
        Map<String, Long> counts = new TreeMap<>();
        findings.forEach(f -> counts.merge(f.rule(), 1L, Long::sum));
        Map<String, Long> sorted = new LinkedHashMap<>();
        counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()))
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }

    /** Whether the run passes: no errors, and with {@code strict} no warnings either. */
    public boolean passed(boolean strict) {
        return count(Severity.ERROR) == 0 && (!strict || count(Severity.WARNING) == 0);
    }

    /** The summary line: {@code 12 files: 2 errors, 5 warnings}. */
    public String summary() {
        return files + " file" + (files == 1 ? "" : "s") + ": " + count(Severity.ERROR) + " error"
                + (count(Severity.ERROR) == 1 ? "" : "s") + ", " + count(Severity.WARNING) + " warning"
                + (count(Severity.WARNING) == 1 ? "" : "s");
    }

    /** The findings as a JSON array of objects (file, line, column, rule, severity, message). */
    public JsonArray findingsJson() {
        JsonArray array = new JsonArray();
        for (LintFinding f : findings) {
            JsonObject o = new JsonObject();
            o.addProperty("file", f.file());
            o.addProperty("line", f.line());
            o.addProperty("column", f.column());
            o.addProperty("rule", f.rule());
            o.addProperty("severity", f.severity().label());
            o.addProperty("message", f.message());
            array.add(o);
        }
        return array;
    }

    /** {@code {"files":…, "errors":…, "warnings":…, "byRule":[{rule, count}…], "findings":[…]}}. */
    public String json() {
        JsonObject root = new JsonObject();
        root.addProperty("files", files);
        root.addProperty("errors", count(Severity.ERROR));
        root.addProperty("warnings", count(Severity.WARNING));
        JsonArray rules = new JsonArray();
        byRule().forEach((rule, count) -> {
            JsonObject r = new JsonObject();
            r.addProperty("rule", rule);
            r.addProperty("count", count);
            rules.add(r);
        });
        root.add("byRule", rules);
        root.add("findings", findingsJson());
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root);
    }

    /**
     * SARIF 2.1.0, as GitHub code scanning reads it: one run of the tool {@code spellspeed lint}
     * with its rules, and a result per finding located by file (a URI relative to the checkout when
     * the path is relative), line and column.
     */
    public String sarif() {
        JsonObject root = new JsonObject();
        root.addProperty("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
        root.addProperty("version", "2.1.0");
        JsonObject driver = new JsonObject();
        driver.addProperty("name", "spellspeed lint");
        driver.addProperty("informationUri", "https://github.com/spellspeed/spellspeed/blob/main/docs/lint.md");
        JsonArray rules = new JsonArray();
        for (LintRule rule : LintRule.ALL) {
            JsonObject r = new JsonObject();
            r.addProperty("id", rule.id());
            JsonObject text = new JsonObject();
            text.addProperty("text", rule.description());
            r.add("shortDescription", text);
            JsonObject config = new JsonObject();
            config.addProperty("level", level(rule.severity()));
            r.add("defaultConfiguration", config);
            rules.add(r);
        }
        driver.add("rules", rules);
        JsonObject tool = new JsonObject();
        tool.add("driver", driver);
        JsonArray results = new JsonArray();
        for (LintFinding f : findings) {
            JsonObject result = new JsonObject();
            result.addProperty("ruleId", f.rule());
            result.addProperty("level", level(f.severity()));
            JsonObject message = new JsonObject();
            message.addProperty("text", f.message());
            result.add("message", message);
            JsonObject artifact = new JsonObject();
            artifact.addProperty("uri", f.file().replace('\\', '/'));
            JsonObject region = new JsonObject();
            region.addProperty("startLine", f.line());
            region.addProperty("startColumn", f.column());
            JsonObject physical = new JsonObject();
            physical.add("artifactLocation", artifact);
            physical.add("region", region);
            JsonObject location = new JsonObject();
            location.add("physicalLocation", physical);
            JsonArray locations = new JsonArray();
            locations.add(location);
            result.add("locations", locations);
            results.add(result);
        }
        JsonObject run = new JsonObject();
        run.add("tool", tool);
        run.add("results", results);
        JsonArray runs = new JsonArray();
        runs.add(run);
        root.add("runs", runs);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root);
    }

    private static String level(Severity severity) {
        return severity == Severity.ERROR ? "error" : "warning";
    }
}
