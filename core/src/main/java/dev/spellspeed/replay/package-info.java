/** Replays: (format version, seed, decks, options, decisions), written and read as text, replayed to the same log byte for byte. */
package dev.spellspeed.replay;
