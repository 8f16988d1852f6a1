package dev.spellspeed.script;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The answer to "where does this script file come from?": every directory that was searched, in
 * order, and whether it holds the file. The first that does supplies it; later ones are shadowed.
 *
 * @param fileName  the file looked up, e.g. {@code c12345.lua}
 * @param searched  the directories in search order, each with whether it holds the file
 */
public record ScriptLookup(String fileName, List<Candidate> searched) {

    /**
     * One searched directory.
     *
     * @param directory the directory
     * @param bundled   whether it is the bundled {@code scripts/} directory
     * @param present   whether it holds the file
     */
    public record Candidate(Path directory, boolean bundled, boolean present) { }

    /** Makes an immutable copy. */
    public ScriptLookup {
        searched = List.copyOf(searched);
    }

    /** The file that will be loaded, if any directory holds it. */
    public Optional<Path> supplier() {
        return searched.stream().filter(Candidate::present).findFirst()
                .map(c -> c.directory().resolve(fileName));
    }

    /** A human-readable explanation, one line per directory, as {@code spellspeed check --explain} prints. */
    public String explain() {
        StringBuilder sb = new StringBuilder(fileName).append(": ");
        sb.append(supplier().map(p -> "loaded from " + p).orElse("not found"));
        boolean supplied = false;
        int i = 1;
        for (Candidate c : searched) {
            sb.append(System.lineSeparator()).append("  ").append(i++).append(". ")
                    .append(c.directory()).append(c.bundled() ? " (bundled)" : " (user)").append(": ");
            if (!c.present()) {
                sb.append("no such file");
            } else if (!supplied) {
                sb.append("found, used");
                supplied = true;
            } else {
                sb.append("found, shadowed by the one above");
            }
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return explain();
    }
}
