package dev.spellspeed.script.testing;

import java.nio.file.Path;

/**
 * One test of a test file: the {@code index}-th {@code Test(name, …)} call, counting from 0. Index
 * {@link #LOADING} stands for the file itself when it cannot be loaded or declares no tests, so
 * that such a file is reported as a failing test rather than silently skipped.
 *
 * @param file the test file
 * @param displayName the file as reports show it (the path as given, relative when possible)
 * @param index which {@code Test} call, or {@link #LOADING}
 * @param name the test's name
 * @param line the line of its {@code Test} call (0 when unknown)
 */
public record TestCase(Path file, String displayName, int index, String name, int line) {
    /** The index of the pseudo-test that loads a file which failed to load. */
    public static final int LOADING = -1;

    /** The name of that pseudo-test. */
    public static final String LOADING_NAME = "(loading the file)";

    static TestCase loading(Path file, String displayName) {
        return new TestCase(file, displayName, LOADING, LOADING_NAME, 0);
    }

    /** {@code file: name}, as the runner's report lines show it. */
    @Override
    public String toString() {
        return displayName + ": " + name;
    }
}
