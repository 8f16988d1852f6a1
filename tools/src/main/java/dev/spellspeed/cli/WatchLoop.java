package dev.spellspeed.cli;

import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.testing.RunSummary;
import dev.spellspeed.script.testing.ScriptTestRunner;
import dev.spellspeed.script.testing.TestFiles;
import dev.spellspeed.script.testing.TestWatcher;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code spellspeed test --watch}: the tests once, then a round after each change (see
 * {@link TestWatcher}), each ending with its summary and how long after the save it came.
 */
final class WatchLoop {
    private final PrintWriter out;
    private final PrintWriter err;

    WatchLoop(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    /**
     * Runs until interrupted, or until nothing changed for {@code idle}; each test with the
     * {@code --timeout} backstop {@code timeout} (null: none).
     *
     * @return the exit status of the last round (0: nothing failed)
     */
    int run(List<Path> targets, CardSources sources, String filter, Duration timeout, Duration idle) {
        try {
            TestFiles.find(targets);
        } catch (NoSuchFileException e) {
            throw new UserError(e.getFile() + ": no such test file or directory");
        } catch (IOException e) {
            throw new UserError("cannot read the tests: " + e.getMessage());
        }
        ScriptDirectories directories = sources.directories();
        List<Path> databases = new ArrayList<>();
        databases.add(Home.cardsDb());
        databases.addAll(sources.databases);
        RunSummary last;
        try (TestWatcher watcher = new TestWatcher(targets, directories.searchOrder(), databases,
                () -> new ScriptTestRunner(sources.directories(), sources.cards()).withCompatibility(sources.compatibility()).withTimeout(timeout), filter, result -> {
                    out.println(result.headline());
                    out.print(result.details());
                    out.flush();
                })) {
            last = watcher.runAll();
            out.println(last.line());
            err.println("spellspeed: watching the tests, " + directories.searchOrder().size() + " script directories and "
                    + databases.size() + (databases.size() == 1 ? " database" : " databases") + "; Ctrl-C stops");
            err.flush();
            watcher.onRound(changed -> {
                out.println();
                out.println("--- changed: " + String.join(", ", changed.stream().map(TestFiles::displayName).toList()));
                out.flush();
            });
            while (true) {
                TestWatcher.Round round;
                try {
                    round = watcher.awaitChange(idle);
                } catch (RuntimeException e) {
                    // e.g. a database caught half-written: say so and wait for the next save
                    err.println("spellspeed: " + e.getMessage());
                    err.flush();
                    continue;
                }
                if (round == null) {
                    return last.ok() ? 0 : TestCommand.TESTS_FAILED;
                }
                if (round.results().isEmpty()) {
                    continue; // a change no test depends on
                }
                last = round.summary();
                out.println(round.summary().line() + (round.nanosAfterSave() < 0 ? ""
                        : String.format(Locale.ROOT, " (%d ms after the save)", round.nanosAfterSave() / 1_000_000)));
                out.flush();
            }
        } catch (IOException e) {
            throw new UserError("cannot watch the files: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }
}
