/** The Group table's bindings: the card group as a collection, selections from it, and sums over it. */
package dev.spellspeed.script.api.group;
