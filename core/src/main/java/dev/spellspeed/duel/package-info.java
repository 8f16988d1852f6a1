/** The state of one duel: Duel (identity, options, the seeded random generator, deciders, observers) and the parts it hands out — Field, TurnState, BattleState, SummonState, TriggerQueue, OperationState; no rules are decided here. */
package dev.spellspeed.duel;
