package dev.spellspeed.script.lint;

import java.util.Objects;

/**
 * One finding of the linter.
 *
 * @param file     the script, as given
 * @param line     1-based line in the original source
 * @param column   1-based column in the original source
 * @param rule     the rule's id, e.g. {@code unknown-api}
 * @param severity whether it fails {@code check}
 * @param message  what is wrong and how to fix it
 */
public record LintFinding(String file, int line, int column, String rule, Severity severity, String message) {

    /** How serious a finding is. */
    public enum Severity {
        /** Certainly wrong at run time: fails {@code lint} and {@code check}. */
        ERROR,
        /** Probably wrong; fails only with {@code --strict}. */
        WARNING;

        /** Lower-case, as printed. */
        public String label() {
            return this == ERROR ? "error" : "warning";
        }
    }

    /** Checks the parts. */
    public LintFinding {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
    }

    /** {@code file:line:col: error [rule] message}, the form compilers print and editors read. */
    public String formatted() {
        return file + ":" + line + ":" + column + ": " + severity.label() + " [" + rule + "] " + message;
    }
}
