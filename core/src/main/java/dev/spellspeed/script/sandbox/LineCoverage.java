package dev.spellspeed.script.sandbox;

import java.util.IdentityHashMap;
import java.util.Map;

import org.luaj.vm2.Prototype;

/**
 * Counts how often each VM instruction of each compiled function ran, for per-line coverage
 * ({@code spellspeed test --coverage}). An {@link ExecutionBudget} given one with
 * {@link ExecutionBudget#recordCoverage} counts into it from its instruction hook; a budget without
 * one does no coverage work at all.
 *
 * <p>Keyed by {@link Prototype} identity: compiled scripts are shared through the prototype cache,
 * so the counts of every test of a run add up on the same prototypes. Several sandboxes may count
 * into one recorder, one thread at a time (a test's sandbox is used by its test thread and its
 * duel thread, never both at once); the map itself is synchronized.
 */
public final class LineCoverage {
    private final Map<Prototype, int[]> counts = new IdentityHashMap<>();

    /** The counters of a function's instructions, indexed by pc; made on its first call. */
    synchronized int[] counters(Prototype function) {
        return counts.computeIfAbsent(function, p -> new int[p.code.length]);
    }

    /** Every function that ran, with a copy of its counters. */
    public synchronized Map<Prototype, int[]> snapshot() {
        Map<Prototype, int[]> copy = new IdentityHashMap<>();
        counts.forEach((p, c) -> copy.put(p, c.clone()));
        return copy;
    }
}
