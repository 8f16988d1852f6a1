package dev.spellspeed.script.testing;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a failed test failed, read from its report, for machine-readable results: the first
 * {@code file.lua:line} of the report's first line, or else of the whole report. A failure about a
 * test step starts with the step's {@code file:line: }; a Lua error reads
 * {@code Lua error: file:line: message}; a card script that failed while the duel ran is reported
 * on the lines after the first, naming the card script's {@code file:line}.
 *
 * @param file the Lua file as the report shows it
 * @param line the line
 */
public record FailureLocation(String file, int line) {
    private static final Pattern FILE_LINE = Pattern.compile("([^\\s:\"'()\\[\\]]+\\.lua):(\\d+)");

    /** The location in a failure report, if its first line names one. */
    public static Optional<FailureLocation> of(String report) {
        Matcher m = FILE_LINE.matcher(firstLine(report));
        if (!m.find()) {
            m = FILE_LINE.matcher(report);
            if (!m.find()) {
                return Optional.empty();
            }
        }
        return Optional.of(new FailureLocation(m.group(1), Integer.parseInt(m.group(2))));
    }

    /** The first line of a report (the whole of a one-line report). */
    static String firstLine(String report) {
        int end = report.indexOf('\n');
        return end < 0 ? report : report.substring(0, end);
    }

    @Override
    public String toString() {
        return file + ":" + line;
    }
}
