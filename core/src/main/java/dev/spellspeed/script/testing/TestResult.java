package dev.spellspeed.script.testing;

/**
 * The result of one test.
 *
 * @param test the test
 * @param outcome passed, failed or skipped
 * @param report for a failure, the report (first line {@code file:line: what went wrong}, then
 *               details such as expected vs actual, the prompt and its legal answers, and the board);
 *               for a skip, the reason; empty for a pass
 * @param output what the test printed ({@code print}, {@code t:Log()}, {@code Debug.Message})
 */
public record TestResult(TestCase test, Outcome outcome, String report, String output) {
    /** Indentation of the lines under a result's headline. */
    public static final String INDENT = "    ";

    /** {@code PASS file: name}, {@code FAIL file: name} or {@code SKIP file: name: reason}. */
    public String headline() {
        return outcome + " " + test + (outcome == Outcome.SKIP ? ": " + report : "");
    }

    /** The failure report and the test's output, each line indented; empty when there is neither. */
    public String details() {
        StringBuilder out = new StringBuilder();
        if (outcome == Outcome.FAIL) {
            indent(out, report);
        }
        if (!output.isEmpty()) {
            if (outcome == Outcome.FAIL) {
                out.append(INDENT).append("output:\n");
            }
            indent(out, output);
        }
        return out.toString();
    }

    private static void indent(StringBuilder out, String text) {
        text.lines().forEach(line -> out.append(INDENT).append(line).append('\n'));
    }
}
