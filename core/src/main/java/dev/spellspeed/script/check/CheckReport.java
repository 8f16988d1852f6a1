package dev.spellspeed.script.check;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The result of {@link ScriptChecker#check}: every failure and the counts. Immutable.
 *
 * @param directories the script directories, in search order
 * @param counts      the numbers
 * @param failures    every failure: compile failures by file name, then a prelude failure, then
 *                    card failures by card id, then card scripts without a card by id
 * @param timings     how long it took
 * @param missingApi  the reference API functions the bindings lack that the checked card scripts
 *                    call, most needed first
 * @param unusedUserScripts card scripts of the user's directories whose id no card has (never loaded;
 *                    not failures: a whole script folder may be checked against a smaller database)
 */
public record CheckReport(List<Path> directories, CheckCounts counts, List<CheckFailure> failures,
        CheckTimings timings, List<MissingApiNeed> missingApi, List<Path> unusedUserScripts,
        Map<Integer, String> tolerated) {

    /** Makes immutable copies. */
    public CheckReport {
        directories = List.copyOf(directories);
        failures = List.copyOf(failures);
        missingApi = List.copyOf(missingApi);
        unusedUserScripts = List.copyOf(unusedUserScripts);
        tolerated = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(tolerated));
    }

    /** A report in which no card's initial_effect made a mistake that ygopro tolerates. */
    public CheckReport(List<Path> directories, CheckCounts counts, List<CheckFailure> failures,
            CheckTimings timings, List<MissingApiNeed> missingApi, List<Path> unusedUserScripts) {
        this(directories, counts, failures, timings, missingApi, unusedUserScripts, Map.of());
    }

    /**
     * True when nothing failed: every script compiled, every card's script loaded and initialised,
     * and every card script belongs to a card.
     */
    public boolean passed() {
        return failures.isEmpty();
    }

    /**
     * The failures grouped by identical {@linkplain CheckFailure#cause() cause}, most frequent
     * first (ties by cause text, so the order is stable).
     */
    public List<FailureCause> causes() {
        Map<String, List<CheckFailure>> groups = new LinkedHashMap<>();
        for (CheckFailure failure : failures) {
            groups.computeIfAbsent(failure.cause(), k -> new ArrayList<>()).add(failure);
        }
        return groups.entrySet().stream()
                .map(e -> new FailureCause(e.getKey(), e.getValue().size(), e.getValue().get(0)))
                .sorted(Comparator.comparingInt(FailureCause::count).reversed()
                        .thenComparing(FailureCause::cause))
                .toList();
    }
}
