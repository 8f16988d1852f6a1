/** Continuous effects: whether an effect applies to a card or reaches a player, ATK/DEF/Level by layer, what a card or player is prohibited from, replacements, and when effects reset. */
package dev.spellspeed.rules.continuous;
