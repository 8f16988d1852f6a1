/** The Duel table's bindings, one concept per class (moves, summons, chain, battle, life points, prompts …): argument checks and one call into the rules. */
package dev.spellspeed.script.api.duel;
