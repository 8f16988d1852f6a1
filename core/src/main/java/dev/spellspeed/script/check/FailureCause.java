package dev.spellspeed.script.check;

/**
 * Failures with the same {@linkplain CheckFailure#cause() cause}, e.g. every card that calls the
 * still undefined {@code Effect.CreateEffect}: shows at a glance which API is missing.
 *
 * @param cause   the shared cause
 * @param count   how many failures have it
 * @param example the first of them (lowest stage, then card id)
 */
public record FailureCause(String cause, int count, CheckFailure example) {
}
