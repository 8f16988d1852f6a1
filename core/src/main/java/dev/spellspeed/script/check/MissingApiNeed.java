package dev.spellspeed.script.check;

/**
 * A reference API function the bindings lack, and how many of the checked card scripts need it.
 *
 * @param function      e.g. {@code Duel.Overlay}
 * @param scripts       checked card scripts whose source calls it
 * @param firstFailures of those, the scripts whose {@code initial_effect} stopped at it
 */
public record MissingApiNeed(String function, int scripts, int firstFailures) {
}
