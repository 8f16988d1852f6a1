/** The Card table's bindings, one concept per class (stats, state, history, capabilities, materials, links …): argument checks and one call into the engine. */
package dev.spellspeed.script.api.card;
