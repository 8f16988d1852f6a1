package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
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

    CardDatabase cards() {
        return DuelSetup.loadCards(Home.cardsDb(), databases);
    }

    /** The card databases {@link #cards()} merges, the bundled one first. */
    List<Path> databaseFiles() {
        List<Path> files = new ArrayList<>();
        files.add(Home.cardsDb());
        databases.forEach(file -> files.add(file.toAbsolutePath()));
        return files;
    }

    ScriptDirectories directories() {
        return ScriptDirectories.of(scriptDirectories(), Home.home().resolve("scripts"));
    }

    /** The --scripts directories, absolute, in search order (the bundled scripts/ comes after them). */
    List<Path> scriptDirectories() {
        for (Path dir : scriptDirs) {
            if (!Files.isDirectory(dir)) {
                throw new UserError("--scripts " + dir + ": no such directory");
            }
        }
        return scriptDirs.stream().map(Path::toAbsolutePath).toList();
    }

    /** One host per command, so its duels share the compiled scripts. */
    ScriptHost scriptHost() {
        return new ScriptHost(directories(), SandboxOptions.defaults());
    }
}
