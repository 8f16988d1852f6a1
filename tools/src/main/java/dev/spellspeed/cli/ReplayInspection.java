package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.session.Divergence;
import dev.spellspeed.session.DuelRecipe;
import dev.spellspeed.session.ReplayPoint;
import dev.spellspeed.session.TestExport;
import dev.spellspeed.testing.BoardDump;
import picocli.CommandLine;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;

/**
 * The options of {@code replay} that look into a replay rather than print its log: {@code --until N}
 * (the board and the pending prompt after N decisions), {@code --diff} (the first divergence between
 * the bundled scripts and those of {@code --scripts}) and {@code --to-test OUT.lua} (a Lua
 * regression test of the board at that point). See docs/replays.md.
 */
final class ReplayInspection {
    @Option(names = "--until", paramLabel = "N",
            description = "Replay the first N decisions, then print the log so far, the board and the prompt that was pending.")
    Integer until;

    @Option(names = "--diff",
            description = "Replay with the bundled scripts and with the --scripts directories, and report the first divergence (exit status 1).")
    boolean diff;

    @Option(names = "--base-scripts", paramLabel = "DIR",
            description = "With --diff: the scripts to compare against, searched before the bundled ones (repeatable; default: the bundled scripts alone).")
    List<Path> baseScripts = new java.util.ArrayList<>();

    @Option(names = "--to-test", paramLabel = "OUT.lua",
            description = "Write a Lua test that replays the decisions (up to --until N, default all) and expects the board there.")
    Path toTest;

    @Option(names = "--force", description = "With --to-test: overwrite OUT.lua if it exists.")
    boolean force;

    boolean requested() {
        return until != null || diff || toTest != null;
    }

    int run(CommandLine command, Path file, Replay replay, CardSources sources) {
        if (!baseScripts.isEmpty() && !diff) {
            throw new UserError("--base-scripts is for --diff");
        }
        if (diff && (until != null || toTest != null)) {
            throw new UserError("--diff cannot be combined with --until or --to-test");
        }
        CardDatabase cards = sources.cards();
        PrintWriter out = command.getOut();
        if (diff) {
            return diff(out, file, replay, sources, cards);
        }
        int count = until != null ? until : replay.decisions().size();
        if (count < 0 || count > replay.decisions().size()) {
            throw new UserError("--until " + count + ": the replay has " + replay.decisions().size()
                    + " decisions (give 0 to " + replay.decisions().size() + ")");
        }
        ReplayPoint point;
        try {
            point = ReplayPoint.of(recipe(replay, cards, sources.scriptHost()), replay.decisions(), count);
        } catch (IllegalArgumentException e) {
            throw new UserError(file + ": " + e.getMessage());
        } catch (IllegalDecisionException | IllegalStateException e) {
            throw new UserError(file + ": " + e.getMessage().lines().findFirst().orElse(""));
        }
        if (toTest != null) {
            writeTest(out, file, replay, count, point);
            return 0;
        }
        out.print(point.duel().log().text());
        out.println();
        out.println("after decision " + count + " of " + replay.decisions().size() + ":");
        out.print(BoardDump.of(point.duel()));
        if (point.pending() != null) {
            out.println("pending, decision " + (count + 1) + ": " + point.pending().describe());
        } else {
            out.println("the duel is over: " + point.duel().result());
        }
        return 0;
    }

    private int diff(PrintWriter out, Path file, Replay replay, CardSources sources, CardDatabase cards) {
        if (sources.scriptDirs.isEmpty()) {
            throw new UserError("--diff needs --scripts DIR: the scripts to compare with the bundled ones");
        }
        for (Path base : baseScripts) {
            if (!Files.isDirectory(base)) {
                throw new UserError("--base-scripts " + base + ": no such directory");
            }
        }
        ScriptHost bundled = new ScriptHost(ScriptDirectories.of(baseScripts.stream().map(Path::toAbsolutePath).toList(),
                Home.home().resolve("scripts")), SandboxOptions.defaults());
        ScriptHost changed = sources.scriptHost();
        Optional<Divergence> divergence;
        try {
            divergence = Divergence.find(recipe(replay, cards, bundled), recipe(replay, cards, changed), replay.decisions());
        } catch (IllegalArgumentException e) {
            throw new UserError(file + ": " + e.getMessage());
        }
        if (divergence.isEmpty()) {
            out.println("no divergence: all " + replay.decisions().size() + " decisions replay the same with "
                    + String.join(", ", sources.scriptDirs.stream().map(Path::toString).toList()));
            return 0;
        }
        String label = "--scripts " + String.join(" ", sources.scriptDirs.stream().map(Path::toString).toList());
        String baseLabel = baseScripts.isEmpty() ? "bundled scripts"
                : "--base-scripts " + String.join(" ", baseScripts.stream().map(Path::toString).toList());
        out.print(divergence.get().describe(baseLabel, label));
        return 1;
    }

    private void writeTest(PrintWriter out, Path file, Replay replay, int count, ReplayPoint point) {
        String name = file.getFileName().toString();
        String lua = TestExport.lua(name + " at decision " + count, "from " + name + " (" + replay.decisions().size()
                + " decisions)", replay.options(), replay.deck0(), replay.deck1(),
                replay.decisions().subList(0, count), point.duel());
        try {
            if (force) {
                Files.writeString(toTest, lua, StandardCharsets.UTF_8);
            } else {
                Files.writeString(toTest, lua, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
            }
        } catch (java.nio.file.FileAlreadyExistsException e) {
            throw new UserError(toTest + ": already exists (give --force to overwrite it)");
        } catch (IOException e) {
            throw new UserError(toTest + ": cannot write: " + e.getMessage());
        }
        out.println("wrote " + toTest + ": the duel up to decision " + count + " and "
                + lua.lines().filter(l -> l.startsWith("\tt:Expect")).count() + " expectations; run it with: spellspeed test " + toTest);
    }

    private static DuelRecipe recipe(Replay replay, CardDatabase cards, ScriptHost host) {
        return DuelRecipe.of(replay.options(), cards, replay.deck0(), replay.deck1(), host);
    }

}
