/**
 * Undo, rewind and fork: a {@link dev.spellspeed.session.DuelLine} is a duel with its decision
 * history; going back or branching re-runs the recorded decisions in a fresh duel, quietly, up to
 * the target decision (DESIGN.md §7: snapshots are re-execution, not copies).
 * {@link dev.spellspeed.session.DuelSession} runs a line on its own thread for interactive use.
 * This package sits above the engine (it builds duels with their scripts), like the command line.
 */
package dev.spellspeed.session;
