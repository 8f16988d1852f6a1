/** The turn: the duel loop through turns, phases and steps, and priority — who may act in each window and when it closes. */
package dev.spellspeed.rules.turn;
