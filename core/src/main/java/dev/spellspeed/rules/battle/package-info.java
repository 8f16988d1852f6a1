/** The Battle Phase and the Damage Step: attack declaration and targets, replays, damage calculation and its outcomes. */
package dev.spellspeed.rules.battle;
