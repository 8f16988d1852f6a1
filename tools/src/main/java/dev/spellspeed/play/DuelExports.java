package dev.spellspeed.play;

import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.ReplayFiles;
import dev.spellspeed.replay.SourceFiles;
import dev.spellspeed.session.TestExport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What the board needs to save its duel as a replay ({@code replay/ReplayFiles}, as {@code duel
 * --replay-out} writes it) or as a Lua test ({@link TestExport}, as {@code replay --to-test} writes
 * it): how the duel started, which script and database files a duel loaded (their hashes go into the
 * replay), and the author's tests folder the test is also saved into, or null.
 *
 * @param sourceFiles the script and database files {@code duel} loaded (read when a replay is saved)
 * @param testsFolder where "Export as test" also saves the test (never over an existing file), or null
 */
public record DuelExports(DuelOptions options, Deck deck0, Deck deck1, Function<Duel, Collection<Path>> sourceFiles,
                          Path testsFolder) {
    public DuelExports {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(deck0, "deck0");
        Objects.requireNonNull(deck1, "deck1");
        Objects.requireNonNull(sourceFiles, "sourceFiles");
    }

    /** The replay of {@code decisions} (the duel so far, {@code duel} after them) by the seats {@code players}. */
    Protocol.Download replay(List<RecordedDecision> decisions, Duel duel, List<String> players) {
        Replay replay = Replay.of(options, deck0, deck1, decisions).withPlayers(players)
                .withFiles(SourceFiles.hashes(sourceFiles.apply(duel)));
        return new Protocol.Download("replay", baseName(decisions) + ".json", ReplayFiles.text(replay), null);
    }

    /** The test that replays {@code decisions} and expects {@code duel}'s board (not saved anywhere yet). */
    Protocol.Download test(List<RecordedDecision> decisions, Duel duel) {
        String lua = TestExport.lua("playtest seed " + options.seed() + " at decision " + decisions.size(),
                "from spellspeed play (seed " + options.seed() + ", " + decisions.size() + " decisions)", options,
                deck0, deck1, decisions, duel);
        return new Protocol.Download("test", baseName(decisions) + ".lua", lua, null);
    }

    /** Saves a test into the tests folder under a name no file has yet: the same download, saying where. */
    Protocol.Download saved(Protocol.Download test) throws IOException {
        String base = test.name().substring(0, test.name().length() - ".lua".length());
        Path file = saveNew(testsFolder, base, test.content());
        return new Protocol.Download(test.kind(), file.getFileName().toString(), test.content(), file.toString());
    }

    private String baseName(List<RecordedDecision> decisions) {
        return "playtest-seed" + options.seed() + "-decision" + decisions.size();
    }

    /** Writes {@code text} to {@code folder/name.lua}, or name-2.lua, name-3.lua…: never over an existing file. */
    static Path saveNew(Path folder, String name, String text) throws IOException {
        Files.createDirectories(folder);
        for (int n = 1; n < 1000; n++) {
            Path file = folder.resolve(n == 1 ? name + ".lua" : name + "-" + n + ".lua");
            try {
                Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
                return file;
            } catch (FileAlreadyExistsException taken) {
                // the author has that one: try the next name
            }
        }
        throw new IOException(folder + ": " + name + ".lua and 998 numbered names after it exist already");
    }
}
