package dev.spellspeed.script.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finding test files: every {@code .lua} file under the given directories (recursively) and the
 * given files, except card scripts ({@code c<digits>.lua}), which are never tests: the broken
 * scripts of {@code scripts/tests/diagnostics/} live beside the expectations that use them.
 */
public final class TestFiles {
    private static final java.util.regex.Pattern CARD_SCRIPT = java.util.regex.Pattern.compile("c\\d+\\.lua");

    private TestFiles() {
    }

    /**
     * The test files named by {@code paths}, in the order given; a directory contributes its
     * {@code .lua} files at any depth, sorted by path so runs are repeatable.
     *
     * @throws NoSuchFileException when a path does not exist
     */
    public static List<Path> find(List<Path> paths) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    walk.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".lua")
                                    && !CARD_SCRIPT.matcher(p.getFileName().toString()).matches())
                            .sorted()
                            .forEach(files::add);
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
            } else if (Files.isRegularFile(path)) {
                files.add(path);
            } else {
                throw new NoSuchFileException(path.toString(), null, "no such test file or directory");
            }
        }
        return files;
    }

    /**
     * How reports show a file: relative to the working directory when it lies under it, otherwise
     * as given; always with forward slashes.
     */
    public static String displayName(Path file) {
        Path shown = file.normalize();
        if (shown.isAbsolute()) {
            Path here = Path.of("").toAbsolutePath();
            if (shown.startsWith(here)) {
                shown = here.relativize(shown);
            }
        }
        return shown.toString().replace('\\', '/');
    }
}
