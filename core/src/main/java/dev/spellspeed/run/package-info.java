/**
 * The run contract every command that plays duels shares: {@link dev.spellspeed.run.GameWatch}
 * observes one duel (Lua errors per card with file:line and the seed, engine exceptions, aborts,
 * what was dealt, activated and Special Summoned from the Extra Deck) without touching the engine,
 * {@link dev.spellspeed.run.RunSummary} adds games up in seed order and prints the summary text,
 * the JSON object of docs/json.md and the exit status.
 */
package dev.spellspeed.run;
