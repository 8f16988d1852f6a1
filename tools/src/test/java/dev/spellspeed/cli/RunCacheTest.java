package dev.spellspeed.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.util.LibraryLoaderUtil;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The launcher's cache directory: nothing is kept without it, and the SQLite library is the driver's own. */
class RunCacheTest {
    @TempDir
    Path dir;

    private static final List<String> PROPERTIES = List.of(RunCache.PROPERTY, "org.sqlite.lib.path", "org.sqlite.lib.name");

    @Test
    void theSqliteLibraryIsExtractedOnceIntoTheCacheAndTheDriverPointedAtIt() throws IOException {
        List<String> saved = PROPERTIES.stream().map(System::getProperty).toList();
        try {
            System.clearProperty("org.sqlite.lib.path");
            System.clearProperty("org.sqlite.lib.name");
            System.setProperty(RunCache.PROPERTY, dir.toString());
            RunCache.useCachedSqliteLibrary();
            String path = System.getProperty("org.sqlite.lib.path");
            assertNotNull(path);
            Path library = Path.of(path).resolve(System.getProperty("org.sqlite.lib.name"));
            byte[] expected;
            try (InputStream in = LibraryLoaderUtil.class.getResourceAsStream(
                    LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName())) {
                expected = in.readAllBytes();
            }
            assertArrayEquals(expected, Files.readAllBytes(library));
            // a second run finds it and writes nothing
            long modified = Files.getLastModifiedTime(library).toMillis();
            System.clearProperty("org.sqlite.lib.path");
            RunCache.useCachedSqliteLibrary();
            assertEquals(path, System.getProperty("org.sqlite.lib.path"));
            assertEquals(modified, Files.getLastModifiedTime(library).toMillis());
            try (Stream<Path> files = Files.walk(dir)) {
                assertEquals(1, files.filter(Files::isRegularFile).count(), "no temporary file left");
            }
        } finally {
            for (int i = 0; i < PROPERTIES.size(); i++) {
                if (saved.get(i) == null) {
                    System.clearProperty(PROPERTIES.get(i));
                } else {
                    System.setProperty(PROPERTIES.get(i), saved.get(i));
                }
            }
        }
    }

    @Test
    void withoutACacheDirectoryNothingIsKept() {
        String saved = System.getProperty(RunCache.PROPERTY);
        try {
            System.clearProperty(RunCache.PROPERTY);
            assertNull(RunCache.directory());
            String before = System.getProperty("org.sqlite.lib.path");
            RunCache.useCachedSqliteLibrary();
            assertEquals(before, System.getProperty("org.sqlite.lib.path"));
        } finally {
            if (saved != null) {
                System.setProperty(RunCache.PROPERTY, saved);
            }
        }
    }
}
