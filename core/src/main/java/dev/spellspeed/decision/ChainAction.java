package dev.spellspeed.decision;

/** An answer in a chain window: activate something ({@link Command.Activate}) or pass. */
public sealed interface ChainAction permits ChainAction.Pass, Command.Activate {
    ChainAction PASS = new Pass();

    record Pass() implements ChainAction {
        @Override
        public String toString() {
            return "pass";
        }
    }
}
