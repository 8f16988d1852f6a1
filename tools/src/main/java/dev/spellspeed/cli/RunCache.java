package dev.spellspeed.cli;

import dev.spellspeed.data.AtomicReplace;
import dev.spellspeed.script.CompiledScriptStore;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptHost;
import org.sqlite.util.LibraryLoaderUtil;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * What a command run keeps for the next one in the cache directory the launcher names (the
 * {@code spellspeed.cache} system property, {@code tools/target/cache}): compiled Lua scripts and the
 * SQLite driver's native library. Without the property nothing is kept (in-process runs, tests).
 * Both only make a command start sooner (docs/performance.md, start-up): whatever cannot be read or
 * written is made again as if there were no cache.
 */
final class RunCache {
    /** The system property naming the cache directory. */
    static final String PROPERTY = "spellspeed.cache";

    private RunCache() {}

    /** The cache directory, or null when none is configured. */
    static Path directory() {
        String configured = System.getProperty(PROPERTY);
        return configured == null || configured.isBlank() ? null : Path.of(configured).toAbsolutePath();
    }

    /**
     * A compiled-script cache for one command: in memory, and on disk in the cache directory when there
     * is one and the CLI runs from its jar (whose size and time then identify the compiler that made the
     * entries).
     */
    static PrototypeCache prototypeCache() {
        Path directory = directory();
        String identity = directory == null ? null : compilerIdentity();
        return new PrototypeCache(ScriptHost.DEFAULT_CACHE_SIZE,
                identity == null ? null : new CompiledScriptStore(directory.resolve("lua"), identity));
    }

    /** The jar the Lua compiler came from, by path, size and time; null when it is not a jar (a development build). */
    private static String compilerIdentity() {
            String jar = jarIdentity(CompiledScriptStore.class);
            return jar == null ? null : "compiler of " + jar;
    }

    /** The jar a class came from, as its size and modification time; null when the class is not in a jar. */
    private static String jarIdentity(Class<?> type) {
        try {
            Path jar = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!Files.isRegularFile(jar)) {
                return null;
            }
            return Files.size(jar) + "-" + Files.getLastModifiedTime(jar).toMillis();
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Points the SQLite driver at a copy of its native library in the cache directory, extracted from
     * the jar once, instead of the copy it otherwise extracts into the temporary directory on every run
     * (about 60 ms of a demo's start). The copy is named after the jar that holds it (size and time)
     * and the platform, so a new build or another machine extracts its own; the driver falls back to
     * extracting one itself if this one does not load.
     */
    static void useCachedSqliteLibrary() {
        Path directory = directory();
        String jar = directory == null ? null : jarIdentity(LibraryLoaderUtil.class);
        if (jar == null || System.getProperty("org.sqlite.lib.path") != null) {
            return;
        }
        try {
            String name = System.mapLibraryName("sqlitejdbc");
            Path libraryDir = directory.resolve(("sqlite-" + jar + "-" + System.getProperty("os.name") + "-"
                    + System.getProperty("os.arch")).replaceAll("[^A-Za-z0-9._-]", "_"));
            Path library = libraryDir.resolve(name);
            if (!Files.isRegularFile(library)) {
                String resource = LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName();
                try (InputStream in = LibraryLoaderUtil.class.getResourceAsStream(resource)) {
                    if (in == null) {
                        return; // no library for this platform in the jar: the driver says so itself
                    }
                    Files.createDirectories(libraryDir);
                    Path temporary = Files.createTempFile(libraryDir, name, ".tmp");
                    try {
                        Files.copy(in, temporary, StandardCopyOption.REPLACE_EXISTING);
                        AtomicReplace.move(temporary, library);
                    } finally {
                        Files.deleteIfExists(temporary);
                    }
                }
            }
            System.setProperty("org.sqlite.lib.path", libraryDir.toString());
            System.setProperty("org.sqlite.lib.name", name);
        } catch (IOException | RuntimeException e) {
            // the driver extracts its own copy, as without a cache
        }
    }
}
