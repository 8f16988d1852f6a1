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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.SourceFiles;

/**
 * Where a command's cards and scripts come from: {@code --db FILE} databases merged over the bundled
 * cards.db and {@code --scripts DIR} directories searched before the bundled scripts/ (both
 * repeatable), the same on every command that runs duels or tests.
 */
final class CardSources {
    /** The command this mixin belongs to, for its error stream. */
    @picocli.CommandLine.Spec(picocli.CommandLine.Spec.Target.MIXEE)
    picocli.CommandLine.Model.CommandSpec mixee;

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
                    + "twice, …) is a Lua error instead of a warning, and a puzzle with a mistake ygopro-core tolerates (a card "
                    + "put into an occupied zone, an invalid position, …) is refused (docs/compatibility.md).")
    boolean strict;

    CardDatabase cards() {
        CardDatabase cards = DuelSetup.loadCards(Home.cardsDb(), databases);
        warnSkipped(cards, strict, mixee != null ? mixee.commandLine().getErr() : new java.io.PrintWriter(System.err, true));
        return cards;
    }

    /**
     * Says which rows of the databases were left out as ygopro's client leaves them out (a card
     * without its texts row), on standard error; with --strict such a database is refused instead.
     */
    static void warnSkipped(CardDatabase cards, boolean strict, java.io.PrintWriter err) {
        if (cards.skipped().isEmpty()) {
            return;
        }
        if (strict) {
            throw new UserError(cards.skipped().get(0).replace(": skipped, as ygopro's client skips it", "")
                    + " (--strict refuses such a database; without it the card is skipped, as ygopro's client does)");
        }
        for (String warning : cards.skipped()) {
            err.println("warning: " + warning);
        }
        err.flush();
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

    /** The database files in load order: the bundled cards.db, then each --db. */
    List<Path> databaseFiles() {
        List<Path> files = new ArrayList<>();
        files.add(Home.cardsDb());
        files.addAll(databases);
        return files;
    }

    /**
     * The files a replay's duel loaded that are different or missing now, one line each (none for an
     * older replay that recorded no files): scripts looked up in the script directories, databases
     * among the loaded ones by file name.
     */
    List<String> changedSince(Replay replay) {
        if (replay.files() == null) {
            return List.of();
        }
        ScriptDirectories directories = directories();
        Map<String, Path> databasesByName = new HashMap<>();
        for (Path file : databaseFiles()) {
            databasesByName.put(file.getFileName().toString(), file);
        }
        return SourceFiles.differences(replay.files(), name -> name.endsWith(".lua") ? directories.find(name)
                : Optional.ofNullable(databasesByName.get(name)));
    }

    /** One host per command, so its duels share the compiled scripts. */
    ScriptHost scriptHost() {
        return new ScriptHost(directories(), SandboxOptions.defaults(), RunCache.prototypeCache()).withCompatibility(compatibility());
    }

    /** The legacy layer is on for --scripts directories unless --no-legacy; --strict refuses ygopro's tolerances. */
    ScriptCompatibility compatibility() {
        return legacy(scriptDirs, noLegacy).withStrict(strict);
    }

    static ScriptCompatibility legacy(List<Path> scriptDirs, boolean noLegacy) {
        return ScriptCompatibility.DEFAULT.withLegacyPrelude(!scriptDirs.isEmpty() && !noLegacy);
    }
}
