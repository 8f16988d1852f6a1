package dev.spellspeed.cli;

import com.google.gson.JsonObject;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.coverage.CoverageAnalysis;
import dev.spellspeed.script.coverage.HtmlCoverageReport;
import dev.spellspeed.script.coverage.LcovReport;
import dev.spellspeed.script.coverage.ScriptCoverage;
import dev.spellspeed.script.lua53.RewritingCompiler;
import dev.spellspeed.script.sandbox.LineCoverage;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.Prototype;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.math.BigDecimal;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code spellspeed test --coverage [--coverage-out DIR] [--coverage-min PCT]}: per-line coverage of
 * the card scripts the tests ran, written as lcov and HTML (docs/testing.md).
 */
final class CoverageOptions {
    private static final Pattern CARD_SCRIPT = Pattern.compile("c(\\d+)\\.lua");

    @Option(names = "--coverage",
            description = "Record which lines of each card script ran; write DIR/lcov.info and an HTML report DIR/index.html.")
    boolean enabled;

    @Option(names = "--coverage-out", paramLabel = "DIR", description = "Where --coverage writes its reports (default: coverage).")
    Path out = Path.of("coverage");

    @Option(names = "--coverage-min", paramLabel = "PCT",
            description = "Fail (exit status 1) when less than PCT percent of the card scripts' lines ran; implies --coverage.")
    Double minimum;

    /** The totals of a written report. */
    record Totals(int scripts, int linesHit, int linesFound, Path lcov, Path html) {
        double percent() {
            return linesFound == 0 ? 100.0 : 100.0 * linesHit / linesFound;
        }

        /** The {@code coverage} object of {@code test --json}. */
        JsonObject toJson() {
            JsonObject json = new JsonObject();
            json.addProperty("scripts", scripts);
            json.addProperty("linesHit", linesHit);
            json.addProperty("linesFound", linesFound);
            json.addProperty("percent", Math.round(percent() * 10) / 10.0);
            json.addProperty("lcov", lcov.toString());
            json.addProperty("html", html.toString());
            return json;
        }

        String line() {
            return String.format(Locale.ROOT, "coverage: %d of %d lines of %d card scripts ran (%.1f%%); lcov: %s, HTML: %s",
                    linesHit, linesFound, scripts, percent(), lcov, html);
        }
    }

    boolean on() {
        return enabled || minimum != null;
    }

    void check() {
        if (minimum != null && (minimum < 0 || minimum > 100 || minimum.isNaN())) {
            throw new UserError("--coverage-min " + minimum + ": a percentage from 0 to 100");
        }
    }

    /**
     * Writes the reports of what {@code recorded} counted: every card script the tests loaded, and
     * every card script of the user's script directories (those no test loaded show as not run).
     */
    Totals write(LineCoverage recorded, ScriptDirectories directories, List<Path> userDirectories, CardDatabase cards) {
        List<Prototype> roots = new ArrayList<>();
        for (Path dir : userDirectories) {
            roots.addAll(compileAll(dir));
        }
        List<ScriptCoverage> files = CoverageAnalysis.analyse(recorded.snapshot(), roots,
                chunk -> CARD_SCRIPT.matcher(Path.of(chunk.substring(chunk.startsWith("@") ? 1 : 0)).getFileName().toString()).matches(),
                file -> title(file, cards));
        Path lcov = out.resolve("lcov.info");
        try {
            Files.createDirectories(out);
            try (Writer writer = Files.newBufferedWriter(lcov, StandardCharsets.UTF_8)) {
                LcovReport.write(files, writer);
            }
            HtmlCoverageReport.write(files, out);
        } catch (IOException e) {
            throw new UserError("--coverage-out " + out + ": cannot write: " + e.getMessage());
        }
        int hit = files.stream().mapToInt(ScriptCoverage::linesHit).sum();
        int found = files.stream().mapToInt(ScriptCoverage::linesFound).sum();
        return new Totals(files.size(), hit, found, lcov, out.resolve("index.html"));
    }

    /** Whether the totals reach {@code --coverage-min} (always, without it). */
    boolean enough(Totals totals) {
        return minimum == null || totals.percent() + 1e-9 >= minimum;
    }

    /** Why the totals fail {@code --coverage-min}. */
    String shortfall(Totals totals) {
        return String.format(Locale.ROOT, "line coverage %.1f%% is below --coverage-min %s%%", totals.percent(),
                BigDecimal.valueOf(minimum).stripTrailingZeros().toPlainString());
    }

    private static List<Prototype> compileAll(Path dir) {
        List<Prototype> roots = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted().toList()) {
                if (CARD_SCRIPT.matcher(file.getFileName().toString()).matches() && Files.isRegularFile(file)) {
                    try {
                        roots.add(RewritingCompiler.compile(Files.readAllBytes(file), "@" + file));
                    } catch (LuaError | IOException e) {
                        // a script that does not compile has no lines to count; its tests already fail on it
                    }
                }
            }
        } catch (IOException e) {
            throw new UserError("--scripts " + dir + ": cannot list: " + e.getMessage());
        }
        return roots;
    }

    private static String title(Path file, CardDatabase cards) {
        Matcher m = CARD_SCRIPT.matcher(file.getFileName().toString());
        if (m.matches()) {
            try {
                int code = Integer.parseInt(m.group(1));
                return cards.find(code).map(c -> c.name() + " (" + code + ")").orElse(file.getFileName().toString());
            } catch (NumberFormatException e) {
                return file.getFileName().toString();
            }
        }
        return file.getFileName().toString();
    }
}
