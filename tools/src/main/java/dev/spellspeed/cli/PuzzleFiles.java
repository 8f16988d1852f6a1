package dev.spellspeed.cli;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.testing.PuzzleLoading;
import dev.spellspeed.script.testing.PuzzleSetup;
import dev.spellspeed.script.testing.PuzzleWarning;
import dev.spellspeed.script.testing.ScriptTestRunner;
import dev.spellspeed.testing.TestFailure;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code spellspeed puzzle} over a collection: the puzzle files of the arguments, and for each whether
 * it reaches its starting position, with its warnings, or why it is refused.
 */
final class PuzzleFiles {
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();

    private PuzzleFiles() {}

    /** The files given, and the .lua files under the directories given (sorted by path); a missing one is bad input. */
    static List<Path> list(List<Path> arguments) {
        List<Path> puzzles = new ArrayList<>();
        for (Path argument : arguments) {
            if (Files.isDirectory(argument)) {
                try (Stream<Path> walk = Files.walk(argument)) {
                    walk.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".lua"))
                            .sorted().forEach(puzzles::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            } else if (Files.isRegularFile(argument)) {
                puzzles.add(argument);
            } else {
                throw new UserError(argument + ": no such puzzle file or directory");
            }
        }
        if (puzzles.isEmpty()) {
            throw new UserError(arguments + ": no .lua puzzle files");
        }
        return puzzles;
    }

    /** One puzzle's outcome: set up (with its warnings and card-script Lua errors) or refused (why). */
    private record Outcome(String file, boolean reached, List<String> warnings, int luaErrors, String refusal) {}

    /**
     * Loads every puzzle and prints one line each, then the count; with {@code json}, one JSON object.
     * Exit status 1 when any puzzle is refused, else 0.
     */
    static int survey(ScriptTestRunner runner, List<Path> puzzles, PuzzleLoading loading, boolean json, PrintWriter out) {
        List<Outcome> outcomes = new ArrayList<>();
        for (Path file : puzzles) {
            Outcome outcome = load(runner, file, loading);
            outcomes.add(outcome);
            if (!json) {
                out.println(outcome.reached()
                        ? "start    " + file + describe(outcome)
                        : "refused  " + file + ": " + outcome.refusal());
            }
        }
        long reached = outcomes.stream().filter(Outcome::reached).count();
        long warned = outcomes.stream().filter(o -> o.reached() && !o.warnings().isEmpty()).count();
        if (json) {
            Map<String, Object> all = new LinkedHashMap<>();
            all.put("puzzles", outcomes.size());
            all.put("reached", reached);
            all.put("reachedWithWarnings", warned);
            all.put("refused", outcomes.size() - reached);
            all.put("loading", loading.name());
            all.put("results", outcomes);
            out.println(GSON.toJson(all));
        } else {
            out.println(outcomes.size() + " puzzles: " + reached + " reach their starting position (" + warned
                    + " with warnings), " + (outcomes.size() - reached) + " refused");
        }
        return reached == outcomes.size() ? 0 : 1;
    }

    private static Outcome load(ScriptTestRunner runner, Path file, PuzzleLoading loading) {
        try {
            PuzzleSetup puzzle = runner.loadPuzzle(file, loading);
            int luaErrors = puzzle.game().cards().values().stream().mapToInt(c -> c.luaErrors()).sum();
            return new Outcome(file.toString(), true, puzzle.warnings().stream().map(PuzzleWarning::toString).toList(),
                    luaErrors, null);
        } catch (ScriptException e) {
            return new Outcome(file.toString(), false, List.of(), 0, e.error().summary());
        } catch (TestFailure e) {
            return new Outcome(file.toString(), false, List.of(), 0, e.getMessage().lines().findFirst().orElse(""));
        } catch (RuntimeException e) {
            // an engine failure while placing cards: reported for this puzzle, the survey goes on
            return new Outcome(file.toString(), false, List.of(), 0, "internal error: " + e);
        }
    }

    private static String describe(Outcome outcome) {
        List<String> parts = new ArrayList<>();
        if (!outcome.warnings().isEmpty()) {
            parts.add(outcome.warnings().size() + " warning" + (outcome.warnings().size() == 1 ? "" : "s")
                    + " (first: " + outcome.warnings().get(0) + ")");
        }
        if (outcome.luaErrors() > 0) {
            parts.add(outcome.luaErrors() + " card-script Lua error" + (outcome.luaErrors() == 1 ? "" : "s"));
        }
        return parts.isEmpty() ? "" : " — " + String.join("; ", parts);
    }
}
