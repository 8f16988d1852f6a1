package dev.spellspeed.script.testing;

import dev.spellspeed.script.api.ApiInstaller;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardNames;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.sandbox.LineCoverage;
import dev.spellspeed.script.sandbox.SandboxOptions;

import java.nio.file.Path;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * What every test of a run shares: where scripts come from, the cards (and their names), the API,
 * the compiled scripts and the sandbox limits.
 *
 * @param seed the duel seed each test starts with (a test may change it with {@code t:Seed})
 * @param coverage where each test's sandbox counts instructions ({@code --coverage}), or null
 * @param loads told, after each test, which card script files its duel loaded, or null
 */
record RunnerSettings(ScriptDirectories directories, CardDatabase cards, CardNames names, ApiInstaller api,
                      PrototypeCache cache, SandboxOptions sandbox, long seed, LineCoverage coverage,
                      BiConsumer<TestCase, Set<Path>> loads, dev.spellspeed.script.ScriptCompatibility compatibility) {
    /** Settings with ygopro's tolerances and no legacy layer. */
    RunnerSettings(ScriptDirectories directories, CardDatabase cards, CardNames names, ApiInstaller api,
                   PrototypeCache cache, SandboxOptions sandbox, long seed, LineCoverage coverage,
                   BiConsumer<TestCase, Set<Path>> loads) {
        this(directories, cards, names, api, cache, sandbox, seed, coverage, loads,
                dev.spellspeed.script.ScriptCompatibility.DEFAULT);
    }

    /** Settings without coverage and without reporting loads. */
    RunnerSettings(ScriptDirectories directories, CardDatabase cards, CardNames names, ApiInstaller api,
                   PrototypeCache cache, SandboxOptions sandbox, long seed) {
        this(directories, cards, names, api, cache, sandbox, seed, null, null);
    }
}
