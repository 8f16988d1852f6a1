/** The rules of the game as procedures named after them, one sub-package per rule area (turn, chain, battle, summon, moves, life, checks, continuous); Rules is the per-duel wiring root that builds every rules service once, and Events.raise records an event and collects the triggers it starts. */
package dev.spellspeed.rules;
