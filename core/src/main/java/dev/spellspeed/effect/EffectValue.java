package dev.spellspeed.effect;

/** An effect's value: a number, or a function of the effect and its argument (ygopro's SetValue). */
public sealed interface EffectValue {
    record Constant(long value) implements EffectValue {}

    record Function(EffectFunction function) implements EffectValue {}

    EffectValue ZERO = new Constant(0);
}
