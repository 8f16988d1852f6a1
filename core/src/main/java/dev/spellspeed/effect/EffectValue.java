package dev.spellspeed.effect;

/** An effect's value: a number, or a function of the effect and its argument (ygopro's SetValue). */
public sealed interface EffectValue {
    record Constant(long value) implements EffectValue {}

    record Function(EffectFunction function) implements EffectValue {}

    EffectValue ZERO = new Constant(0);

    /**
     * An effect's value as a number: a plain value, or its value function called with {@code args};
     * {@code otherwise} when the function returns no number or fails.
     */
    static long numberOf(Effect effect, long otherwise, Object... args) {
        if (effect.value() instanceof Constant constant) {
            return constant.value();
        }
        try {
            Object result = ((Function) effect.value()).function().invoke(args);
            return result instanceof Number number ? number.longValue() : otherwise;
        } catch (RuntimeException failure) {
            return otherwise;
        }
    }
}
