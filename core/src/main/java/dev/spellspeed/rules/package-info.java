/** The rules of the game as procedures named after them; Rules is the per-duel wiring root that builds every rules service once, and DuelRunner plays a duel turn by turn. */
package dev.spellspeed.rules;
