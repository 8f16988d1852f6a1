package dev.spellspeed.script.check;

/**
 * The numbers of a {@link CheckReport}.
 *
 * <p>Every card of the databases ends in exactly one of: run ({@code initialEffectRun}), missing
 * script, no script needed, or not run; so {@code cards = initialEffectRun + missingScripts +
 * noScriptNeeded + notRun}, and {@code initialEffectRun = initialEffectSucceeded +
 * initialEffectFailed}.
 *
 * @param scriptsFound           distinct script files found (prelude files and {@code c<id>.lua}),
 *                               each counted once however many directories hold it
 * @param shadowed               of those, files that also exist in a later directory and are
 *                               hidden by the earlier one
 * @param compiled               files that compiled
 * @param compileFailed          files that did not (unreadable, too large, or a syntax error)
 * @param scriptsWithoutCard     card scripts ({@code c<id>.lua}) whose id has no row in the
 *                               databases: nothing loads them
 * @param cards                  cards in the loaded databases
 * @param initialEffectRun       cards whose script was loaded and {@code initial_effect} called
 * @param initialEffectSucceeded of those, the ones that completed without error
 * @param initialEffectFailed    of those, the ones that failed (loading, {@code initial_effect},
 *                               or no {@code initial_effect} defined)
 * @param missingScripts         cards that need a script and have none
 * @param noScriptNeeded         Normal monsters and tokens without a script
 * @param notRun                 cards not tried because their script does not compile or the
 *                               prelude fails (those failures are reported once, not per card)
 */
public record CheckCounts(
        int scriptsFound,
        int shadowed,
        int compiled,
        int compileFailed,
        int scriptsWithoutCard,
        int cards,
        int initialEffectRun,
        int initialEffectSucceeded,
        int initialEffectFailed,
        int missingScripts,
        int noScriptNeeded,
        int notRun) {
}
