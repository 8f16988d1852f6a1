/** Scenarios without Lua: a duel placed card by card and driven by queued steps (Scenario, ScenarioDriver), its expectations, and the fluent Java TestDuel with the Lua t: verbs. */
package dev.spellspeed.testing;
