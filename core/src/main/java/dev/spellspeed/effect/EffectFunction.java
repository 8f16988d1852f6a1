package dev.spellspeed.effect;

/**
 * A callback of an effect (condition, cost, target, operation, value or target filter), as the
 * engine sees it. The script layer implements it over a Lua function; the engine never sees Lua.
 *
 * <p>Arguments and the result are plain Java values: {@link Effect}, {@link dev.spellspeed.duel.Card},
 * {@link dev.spellspeed.duel.CardGroup}, {@link Long} or {@link Integer}, {@link Boolean}, or
 * null for nil.
 */
@FunctionalInterface
public interface EffectFunction {
    /** Calls the function and returns its first result (null for none or nil). */
    Object invoke(Object... args);

    /** Where the function is written, as {@code file:line}, for messages; null when unknown. */
    default String where() {
        return null;
    }
}
