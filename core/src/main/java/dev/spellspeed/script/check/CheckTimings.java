package dev.spellspeed.script.check;

import java.time.Duration;

/**
 * How long the parts of a check took (wall clock).
 *
 * @param compile        finding and compiling every script file (cold or warm, depending on the
 *                       host's prototype cache)
 * @param initialEffects running {@code initial_effect} for every card, each in a fresh sandbox
 */
public record CheckTimings(Duration compile, Duration initialEffects) {
}
