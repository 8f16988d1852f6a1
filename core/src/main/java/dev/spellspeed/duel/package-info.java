/** The state of one duel: cards, zones and piles (Field), life points, the turn and phase, the chain's owner, the seeded random generator, the log; no rules are decided here. */
package dev.spellspeed.duel;
