package dev.spellspeed.data;

/** One card line of a deck file: the card, its section and the line it was on. */
record DeckEntry(CardData card, DeckSection section, int line) {}
