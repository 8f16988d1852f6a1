package dev.spellspeed.script.coverage;

/**
 * One function of a card script.
 *
 * @param name      as the source declares it ({@code s.operation}), or {@code function at line N}
 * @param roles     the callbacks it is registered as ({@code condition}, {@code cost}, {@code target},
 *                  {@code operation}, {@code value}), comma-separated; empty when none is seen
 * @param firstLine the line of its {@code function}
 * @param lastLine  the line of its {@code end}
 * @param calls     how often it was called
 * @param linesHit  its own lines that ran (not those of functions inside it)
 * @param lines     its own lines with code
 */
public record FunctionCoverage(String name, String roles, int firstLine, int lastLine, int calls, int linesHit, int lines) {
}
