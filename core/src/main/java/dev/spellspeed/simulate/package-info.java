/**
 * Balance simulation: every ordered pair of decks plays a number of seeded games between two kinds
 * of player ({@link dev.spellspeed.simulate.Simulation}); each game's seed comes from the run's seed,
 * the two decks' file names and the game number ({@link dev.spellspeed.simulate.GameSeeds}), so a
 * game replays alone and adding a deck leaves the other pairs' games as they were. The results
 * ({@link dev.spellspeed.simulate.SimulationTables}) are counted in game order, whatever thread played
 * them, and written as CSV files and a self-contained HTML report (docs/simulation.md).
 */
package dev.spellspeed.simulate;
