package dev.spellspeed.script.testing;

import dev.spellspeed.script.api.ApiInstaller;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardNames;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * What every test of a run shares: where scripts come from, the cards (and their names), the API,
 * the compiled scripts and the sandbox limits.
 *
 * @param seed the duel seed each test starts with (a test may change it with {@code t:Seed})
 */
record RunnerSettings(ScriptDirectories directories, CardDatabase cards, CardNames names, ApiInstaller api,
                      PrototypeCache cache, SandboxOptions sandbox, long seed) {
}
