package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.script.ScriptCompatibility;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a command's cards and scripts come from: {@code --db FILE} databases merged over the bundled
 * cards.db and {@code --scripts DIR} directories searched before the bundled scripts/ (both
 * repeatable), the same on every command that runs duels or tests.
 */
final class CardSources {
    @Option(names = "--db", paramLabel = "FILE",
            description = "A ygopro-schema card database merged over the bundled cards.db (repeatable; later files win).")
    List<Path> databases = new ArrayList<>();

    @Option(names = "--scripts", paramLabel = "DIR",
            description = "A directory of card scripts searched before the bundled scripts/ (repeatable; first wins).")
    List<Path> scriptDirs = new ArrayList<>();

    @Option(names = "--no-legacy",
            description = "Do not define the constants and aux helpers of older ygopro preludes for --scripts directories "
                    + "(docs/compatibility.md).")
    boolean noLegacy;

    @Option(names = "--strict",
            description = "A script mistake that ygopro tolerates (a nil where an integer is expected, an effect registered "
                    + "twice, …) is a Lua error instead of a warning (docs/compatibility.md).")
    boolean strict;

    CardDatabase cards() {
        return DuelSetup.loadCards(Home.cardsDb(), databases);
    }

    ScriptDirectories directories() {
        for (Path dir : scriptDirs) {
            if (!Files.isDirectory(dir)) {
                throw new UserError("--scripts " + dir + ": no such directory");
            }
        }
        return ScriptDirectories.of(scriptDirs.stream().map(Path::toAbsolutePath).toList(), Home.home().resolve("scripts"));
    }

    /** One host per command, so its duels share the compiled scripts. */
    ScriptHost scriptHost() {
        return new ScriptHost(directories(), SandboxOptions.defaults()).withCompatibility(compatibility());
    }

    /** The legacy layer is on for --scripts directories unless --no-legacy; --strict refuses ygopro's tolerances. */
    ScriptCompatibility compatibility() {
        return legacy(scriptDirs, noLegacy).withStrict(strict);
    }

    static ScriptCompatibility legacy(List<Path> scriptDirs, boolean noLegacy) {
        return ScriptCompatibility.DEFAULT.withLegacyPrelude(!scriptDirs.isEmpty() && !noLegacy);
    }
}
