package dev.spellspeed.script.coverage;

import java.util.List;
import java.util.SortedMap;

/**
 * The coverage of one script file.
 *
 * @param file      the file, as the host loaded it
 * @param title     what reports call it: the card's name and code, or the file name
 * @param lines     each line with code and how often it ran (the most any of its instructions ran)
 * @param functions its functions in source order (the main chunk excluded)
 * @param source    the file's lines, for the HTML report (empty when it could not be read)
 */
public record ScriptCoverage(String file, String title, SortedMap<Integer, Integer> lines,
                             List<FunctionCoverage> functions, List<String> source) {
    /** Lines with code that ran at least once. */
    public int linesHit() {
        return (int) lines.values().stream().filter(c -> c > 0).count();
    }

    /** Lines with code. */
    public int linesFound() {
        return lines.size();
    }
}
