package dev.spellspeed.decision;

/** An answer in a chain window: activate something or pass. Activations arrive with the effects layer. */
public sealed interface ChainAction {
    ChainAction PASS = new Pass();

    record Pass() implements ChainAction {
        @Override
        public String toString() {
            return "pass";
        }
    }
}
