/** spellspeed check: loads every script of a card pool, runs its initial_effect, and reports failures with the missing API functions behind them. */
package dev.spellspeed.script.check;
