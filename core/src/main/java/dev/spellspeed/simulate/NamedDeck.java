package dev.spellspeed.simulate;

import dev.spellspeed.data.Deck;

import java.io.Serializable;

/**
 * A deck of a simulation and its file name (without directories), which names it in the results
 * and in its games' seeds.
 */
public record NamedDeck(String name, Deck deck) implements Serializable {}
