package dev.spellspeed.simulate;

import java.io.Serializable;

/**
 * Games {@code from} (inclusive) to {@code to} (exclusive) of one ordered pair of a simulation: a
 * task of a distributed run ({@link Simulation#ranges}, {@link Simulation#play(dev.spellspeed.data.CardDatabase,
 * dev.spellspeed.script.ScriptHost, GameRange)}).
 *
 * @param pair the pair's index in the simulation's pair order
 */
public record GameRange(int pair, int from, int to) implements Serializable {
    public int games() {
        return to - from;
    }
}
