package dev.spellspeed.script.coverage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Coverage as static HTML: {@code index.html} lists every script with its lines hit and missed,
 * and one page per script shows its effect callbacks (condition, cost, target, operation, value)
 * and other functions with their calls and lines, then the source with each line's count, lines
 * that ran in green and lines that never ran in red.
 */
public final class HtmlCoverageReport {
    private static final String STYLE = """
            body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse}
            td,th{padding:2px 10px;text-align:left}th{border-bottom:1px solid #999}
            .num{text-align:right}pre{margin:0}
            table.src td{padding:0 8px;font-family:monospace;white-space:pre}
            tr.hit td.code{background:#dfd}tr.miss td.code{background:#fcc}tr.hit td.count{color:#070}tr.miss td.count{color:#b00}
            td.ln{color:#888;text-align:right}
            """;

    private HtmlCoverageReport() {
    }

    /** Writes {@code index.html} and one page per script into {@code directory} (created if needed). */
    public static void write(List<ScriptCoverage> files, Path directory) throws IOException {
        Files.createDirectories(directory);
        StringBuilder index = page("Spellspeed coverage");
        int hit = files.stream().mapToInt(ScriptCoverage::linesHit).sum();
        int found = files.stream().mapToInt(ScriptCoverage::linesFound).sum();
        index.append("<h1>Coverage of card scripts</h1>\n<p>").append(summary(hit, found)).append(" in ")
                .append(files.size()).append(files.size() == 1 ? " script" : " scripts").append("</p>\n");
        index.append("<table>\n<tr><th>script</th><th>file</th><th class=num>lines hit</th><th class=num>missed</th>"
                + "<th class=num>coverage</th></tr>\n");
        for (int i = 0; i < files.size(); i++) {
            ScriptCoverage file = files.get(i);
            String pageName = pageName(file, i);
            index.append("<tr><td><a href=\"").append(pageName).append("\">").append(escape(file.title())).append("</a></td><td>")
                    .append(escape(file.file())).append("</td><td class=num>").append(file.linesHit())
                    .append("</td><td class=num>").append(file.linesFound() - file.linesHit())
                    .append("</td><td class=num>").append(percent(file.linesHit(), file.linesFound())).append("</td></tr>\n");
            Files.writeString(directory.resolve(pageName), scriptPage(file), StandardCharsets.UTF_8);
        }
        index.append("</table>\n</body></html>\n");
        Files.writeString(directory.resolve("index.html"), index, StandardCharsets.UTF_8);
    }

    /** The page of a script: {@code c<id>.html}, or numbered when the file name is not a card's. */
    static String pageName(ScriptCoverage file, int index) {
        String name = Path.of(file.file()).getFileName().toString();
        return name.matches("c\\d+\\.lua") ? name.replace(".lua", ".html") : "script" + index + ".html";
    }

    private static String scriptPage(ScriptCoverage file) {
        StringBuilder out = page(file.title());
        out.append("<p><a href=\"index.html\">all scripts</a></p>\n<h1>").append(escape(file.title())).append("</h1>\n<p>")
                .append(escape(file.file())).append(": ").append(summary(file.linesHit(), file.linesFound())).append("</p>\n");
        out.append("<h2>Functions</h2>\n<table>\n<tr><th>function</th><th>callback</th><th>lines</th>"
                + "<th class=num>calls</th><th class=num>lines hit</th><th class=num>missed</th></tr>\n");
        for (FunctionCoverage f : file.functions()) {
            out.append("<tr><td><a href=\"#L").append(f.firstLine()).append("\">").append(escape(f.name())).append("</a></td><td>")
                    .append(escape(f.roles())).append("</td><td>").append(f.firstLine()).append("–").append(f.lastLine())
                    .append("</td><td class=num>").append(f.calls()).append("</td><td class=num>").append(f.linesHit())
                    .append("</td><td class=num>").append(f.lines() - f.linesHit()).append("</td></tr>\n");
        }
        out.append("</table>\n<h2>Source</h2>\n<table class=src>\n");
        for (int i = 0; i < file.source().size(); i++) {
            int line = i + 1;
            Integer count = file.lines().get(line);
            String kind = count == null ? "none" : count > 0 ? "hit" : "miss";
            out.append("<tr id=\"L").append(line).append("\" class=").append(kind).append("><td class=ln>").append(line)
                    .append("</td><td class=\"count num\">").append(count == null ? "" : count > 0 ? count + "×" : "0")
                    .append("</td><td class=code>").append(escape(file.source().get(i))).append("</td></tr>\n");
        }
        out.append("</table>\n</body></html>\n");
        return out.toString();
    }

    private static StringBuilder page(String title) {
        return new StringBuilder("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>").append(escape(title))
                .append("</title><style>").append(STYLE).append("</style></head><body>\n");
    }

    private static String summary(int hit, int found) {
        return hit + " of " + found + " lines ran (" + percent(hit, found) + "), " + (found - hit) + " missed";
    }

    static String percent(int hit, int found) {
        return found == 0 ? "–" : String.format(Locale.ROOT, "%.1f%%", 100.0 * hit / found);
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\t' -> out.append("    ");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
