package dev.spellspeed.cli;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.run.RunSummary;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.testing.PuzzleLoading;
import dev.spellspeed.script.testing.PuzzleSetup;
import dev.spellspeed.script.testing.PuzzleWarning;
import dev.spellspeed.script.testing.ScriptTestRunner;
import dev.spellspeed.testing.TestFailure;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * Runs a ygopro puzzle file to its starting position and prints the board; given several files or
 * a directory, says for each puzzle whether it reaches its starting position.
 */
@Command(name = "puzzle", mixinStandardHelpOptions = true,
        description = "Load a ygopro puzzle file (Debug.ReloadFieldBegin … Debug.ReloadFieldEnd, aux.BeginPuzzle) "
                + "and print its starting position: the opponent's name, the rule options, the hints and the board. "
                + "The puzzle's own mistakes that ygopro-core tolerates load as there, each with a warning naming its line. "
                + "Given several files or directories, prints one line per puzzle and a count.")
final class PuzzleCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*",
            description = "A puzzle file (Lua), or a directory whose .lua files (at any depth) are puzzles.")
    List<Path> files;

    // --strict comes with CardSources: it refuses a puzzle's own tolerated mistakes (a card put into an occupied
    // zone, an invalid position, an equip onto nothing, …) as it refuses the card scripts' ones

    @Mixin
    CardSources sources = new CardSources();

    @Mixin
    RunOptions run = new RunOptions();

    /** The DUEL_* flags a puzzle may set, by name. */
    private static final String[][] FLAGS = {{"0x2", "DUEL_ATTACK_FIRST_TURN"}, {"0x4", "DUEL_OLD_REPLAY"},
            {"0x8", "DUEL_OBSOLETE_RULING"}, {"0x10", "DUEL_PSEUDO_SHUFFLE"}, {"0x20", "DUEL_TAG_MODE"},
            {"0x40", "DUEL_SIMPLE_AI"}, {"0x80", "DUEL_RETURN_DECK_TOP"}, {"0x100", "DUEL_REVEAL_DECK_SEQ"}};

    @Override
    public Integer call() {
        List<Path> puzzles = PuzzleFiles.list(files);
        CardDatabase cards = sources.cards();
        ScriptTestRunner runner = new ScriptTestRunner(sources.directories(), cards).withCompatibility(sources.compatibility());
        PuzzleLoading loading = sources.strict ? PuzzleLoading.STRICT : PuzzleLoading.AS_REFERENCE;
        if (puzzles.size() > 1 || !files.stream().allMatch(Files::isRegularFile)) {
            return PuzzleFiles.survey(runner, puzzles, loading, run.json, spec.commandLine().getOut());
        }
        Path file = puzzles.get(0);
        PuzzleSetup puzzle;
        try {
            puzzle = runner.loadPuzzle(file, loading);
        } catch (ScriptException e) {
            throw new UserError(e.error().summary());
        } catch (TestFailure e) {
            throw new UserError(file + ": " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        for (PuzzleWarning warning : puzzle.warnings()) {
            spec.commandLine().getErr().println("warning: " + warning);
        }
        // the puzzle is set up, not played: the run counts its cards and their scripts' errors
        RunSummary summary = new RunSummary(List.of("puzzle", "puzzle"));
        summary.add(puzzle.game());
        if (run.json) {
            Map<String, Object> head = new LinkedHashMap<>();
            head.put("puzzle", file.toString());
            head.put("opponent", puzzle.aiName());
            head.put("masterRule", puzzle.masterRule());
            head.put("options", flags(puzzle.duelFlags()));
            head.put("hints", puzzle.hints());
            head.put("warnings", puzzle.warnings().stream().map(PuzzleWarning::toString).toList());
            out.println(RunOutput.json(head, summary, Map.of()));
            return RunOutput.exit(summary, run, spec.commandLine().getErr());
        }
        out.println("puzzle: " + file);
        if (!puzzle.aiName().isEmpty()) {
            out.println("opponent: " + puzzle.aiName());
        }
        out.println("master rule: " + puzzle.masterRule() + (puzzle.masterRule() == 5 ? "" : " (played under the rules of Master Rule 2020)"));
        out.println("options: " + flags(puzzle.duelFlags()));
        for (String hint : puzzle.hints()) {
            out.println("hint: " + hint);
        }
        // the board as placed; the turn line of the dump says nothing yet: the puzzle has not begun
        String board = puzzle.board();
        out.println("position:");
        out.print(board.substring(board.indexOf('\n') + 1));
        return RunOutput.finishSingle(summary, run, spec.commandLine().getErr());
    }

    private static String flags(long bits) {
        List<String> names = new ArrayList<>();
        for (String[] flag : FLAGS) {
            if ((bits & Long.decode(flag[0])) != 0) {
                names.add(flag[1]);
                bits &= ~Long.decode(flag[0]);
            }
        }
        if (bits != 0) {
            names.add(String.format(Locale.ROOT, "0x%x", bits));
        }
        return names.isEmpty() ? "none" : String.join(", ", names);
    }
}
