package dev.spellspeed.script.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;

import dev.spellspeed.script.ScriptHost;

/**
 * {@code spellspeed test --watch}: runs the tests, then watches the test files, the script
 * directories and the card databases, and after each change runs again only the tests it affects.
 *
 * <p>A test is affected by a change of its own file, of a card script it loaded (or tried to load:
 * a script with a syntax error counts) when it last ran — matched by file name, so a script added to
 * a user directory in front of the bundled one counts too — of a prelude file ({@code constant.lua},
 * {@code utility.lua}, {@code procedure.lua}: every test), or of a database (every test, with the
 * cards read again). Changed scripts are compiled again because the runner's prototype cache is keyed
 * by content; unchanged ones are not. A script or test that does not compile fails its tests with
 * the error, as in any run, and the watcher goes on.
 *
 * <p>Changes are collected until the files have been quiet for {@link #QUIET} (an editor's save is
 * often several writes), then run. Not thread-safe: one thread drives it.
 */
public final class TestWatcher implements AutoCloseable {
    /** How long the watched files must be quiet before a change is run. */
    public static final Duration QUIET = Duration.ofMillis(25);

    /**
     * One round after a change.
     *
     * @param changed      the files that changed, in order of path
     * @param results      the results of the tests run again, in order
     * @param summary      their counts
     * @param nanosAfterSave from the last change's modification time to the last result (the
     *                     save-to-result latency), or -1 when unknown (a file was deleted)
     */
    public record Round(List<Path> changed, List<TestResult> results, RunSummary summary, long nanosAfterSave) {
    }

    private final List<Path> testPaths;
    private final List<Path> scriptDirectories;
    private final List<Path> databases;
    private final Supplier<ScriptTestRunner> runners;
    private final String filter;
    private final Consumer<TestResult> listener;
    private final WatchService watch;
    private final Map<WatchKey, Path> watched = new HashMap<>();
    /** Each test file and the card script file names its tests loaded when they last ran. */
    private final Map<Path, Set<String>> loads = new LinkedHashMap<>();
    private ScriptTestRunner runner;
    private Consumer<List<Path>> announce = changed -> { };

    /**
     * @param testPaths         test files and directories, as {@code spellspeed test} takes them
     * @param scriptDirectories every script directory, the bundled one included
     * @param databases         the card database files
     * @param runners           makes a runner with the current databases (called again when one changes)
     * @param filter            as {@code --filter}, or null
     * @param listener          told each result as it comes
     */
    public TestWatcher(List<Path> testPaths, List<Path> scriptDirectories, List<Path> databases,
                       Supplier<ScriptTestRunner> runners, String filter, Consumer<TestResult> listener) throws IOException {
        this.testPaths = testPaths.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        this.scriptDirectories = scriptDirectories.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        this.databases = databases.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        this.runners = runners;
        this.filter = filter;
        this.listener = listener;
        this.watch = FileSystems.getDefault().newWatchService();
        for (Path path : this.testPaths) {
            if (Files.isDirectory(path)) {
                registerTree(path);
            } else {
                register(path.getParent());
            }
        }
        for (Path dir : this.scriptDirectories) {
            register(dir);
        }
        for (Path db : this.databases) {
            register(db.getParent());
        }
        this.runner = newRunner();
    }

    /** Runs every test once, as a plain run does, learning what each loads. */
    public RunSummary runAll() throws IOException {
        RunSummary summary = new RunSummary(0, 0, 0);
        for (Path file : TestFiles.find(testPaths)) {
            summary = runFile(file, summary, new ArrayList<>());
        }
        return summary;
    }

    /**
     * Waits up to {@code timeout} for a change, then runs the tests it affects.
     *
     * @return the round (with no results when the change affects no test), or null when nothing
     *         changed in time
     */
    public Round awaitChange(Duration timeout) throws IOException, InterruptedException {
        WatchKey key = watch.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (key == null) {
            return null;
        }
        Set<Path> changed = new TreeSet<>();
        collect(key, changed);
        // an editor's save may be several writes: wait until the files are quiet
        while ((key = watch.poll(QUIET.toMillis(), TimeUnit.MILLISECONDS)) != null) {
            collect(key, changed);
        }
        return run(changed);
    }

    /** Told, before a round's tests run, the files whose change they follow. */
    public void onRound(Consumer<List<Path>> announce) {
        this.announce = announce;
    }

    /** The test files known to the watcher, each with the card script file names its tests loaded. */
    public Map<Path, Set<String>> loads() {
        return Map.copyOf(loads);
    }

    @Override
    public void close() throws IOException {
        watch.close();
    }

    private Round run(Set<Path> changed) throws IOException {
        Set<Path> files = affected(changed);
        if (files.isEmpty()) {
            return new Round(List.copyOf(changed), List.of(), new RunSummary(0, 0, 0), -1);
        }
        announce.accept(List.copyOf(changed));
        List<TestResult> results = new ArrayList<>();
        RunSummary summary = new RunSummary(0, 0, 0);
        for (Path file : files) {
            summary = runFile(file, summary, results);
        }
        long lastSave = -1;
        for (Path path : changed) {
            try {
                FileTime modified = Files.getLastModifiedTime(path);
                lastSave = Math.max(lastSave, modified.to(TimeUnit.NANOSECONDS));
            } catch (IOException deleted) {
                // a deleted file has no save time
            }
        }
        long after = lastSave < 0 ? -1 : Math.max(0, currentNanos() - lastSave);
        return new Round(List.copyOf(changed), results, summary, after);
    }

    private static long currentNanos() {
        java.time.Instant now = java.time.Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    private RunSummary runFile(Path file, RunSummary summary, List<TestResult> results) {
        Path key = file.toAbsolutePath().normalize();
        loads.put(key, new LinkedHashSet<>());
        for (TestCase test : runner.tests(file)) {
            if (matches(test)) {
                TestResult result = runner.run(test);
                results.add(result);
                listener.accept(result);
                summary = summary.plus(result.outcome());
            }
        }
        return summary;
    }

    private boolean matches(TestCase test) {
        return filter == null || filter.isEmpty()
                || test.toString().toLowerCase(Locale.ROOT).contains(filter.toLowerCase(Locale.ROOT));
    }

    /** The test files to run again after these changes, in path order. */
    private Set<Path> affected(Set<Path> changed) throws IOException {
        boolean all = false;
        Set<String> scripts = new LinkedHashSet<>();
        Set<Path> files = new TreeSet<>();
        for (Path path : changed) {
            String name = path.getFileName().toString();
            if (databases.contains(path)) {
                runner = newRunner();
                all = true;
            } else if (scriptDirectories.contains(path.getParent())) {
                if (ScriptHost.PRELUDE.contains(name)) {
                    all = true;
                } else if (name.endsWith(".lua")) {
                    scripts.add(name);
                }
            }
            if (isTestFile(path)) {
                if (Files.isRegularFile(path)) {
                    files.add(path);
                } else {
                    loads.remove(path);
                }
            }
            if (Files.isDirectory(path) && isUnderTestDirectory(path)) {
                registerTree(path); // a new directory of tests
                files.addAll(TestFiles.find(List.of(path)).stream().map(p -> p.toAbsolutePath().normalize()).toList());
            }
        }
        if (all) {
            return new TreeSet<>(TestFiles.find(testPaths).stream().map(p -> p.toAbsolutePath().normalize()).toList());
        }
        if (!scripts.isEmpty()) {
            runner.refreshDirectories(); // a script added to or removed from a directory changes which file supplies it
            loads.forEach((file, loaded) -> {
                if (loaded.stream().anyMatch(scripts::contains)) {
                    files.add(file);
                }
            });
        }
        return files;
    }

    private boolean isTestFile(Path path) {
        if (!path.getFileName().toString().endsWith(".lua")) {
            return false;
        }
        return testPaths.contains(path) || isUnderTestDirectory(path);
    }

    private boolean isUnderTestDirectory(Path path) {
        for (Path root : testPaths) {
            if (!path.equals(root) && path.startsWith(root) && Files.isDirectory(root)) {
                return true;
            }
        }
        return false;
    }

    private ScriptTestRunner newRunner() {
        return runners.get().reportingLoads((test, files) -> {
            Set<String> names = loads.computeIfAbsent(test.file().toAbsolutePath().normalize(), f -> new LinkedHashSet<>());
            for (Path file : files) {
                names.add(file.getFileName().toString());
            }
        });
    }

    private void collect(WatchKey key, Set<Path> changed) {
        Path dir = watched.get(key);
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == StandardWatchEventKinds.OVERFLOW) {
                changed.addAll(testPaths); // too many events to tell: treat as a change of everything tested
                continue;
            }
            if (dir != null && event.context() instanceof Path name) {
                changed.add(dir.resolve(name).normalize());
            }
        }
        if (!key.reset()) {
            watched.remove(key);
        }
    }

    private void register(Path dir) throws IOException {
        if (dir == null || !Files.isDirectory(dir) || watched.containsValue(dir)) {
            return;
        }
        try {
            WatchKey key = dir.register(watch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                    StandardWatchEventKinds.ENTRY_DELETE);
            watched.put(key, dir);
        } catch (ClosedWatchServiceException e) {
            throw new IOException("the watcher is closed", e);
        }
    }

    private void registerTree(Path root) throws IOException {
        try (Stream<Path> dirs = Files.walk(root)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                register(dir.toAbsolutePath().normalize());
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
