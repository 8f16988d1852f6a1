package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.luaj.vm2.Prototype;

/** Compiled files are shared, and an edited file is compiled again, however quickly it was edited. */
class PrototypeCacheTest {
    private static final int MAX = 1 << 20;

    @TempDir
    Path dir;

    @Test
    void aFileIsCompiledOnceWhileItIsUnchanged() throws IOException {
        Path file = write("a.lua", "return 1", null);
        PrototypeCache cache = new PrototypeCache(10);
        Prototype first = cache.get(file, MAX);
        assertSame(first, cache.get(file, MAX));
        assertEquals(1, cache.stats().missCount());
    }

    @Test
    void anEditOfTheSameSizeRightAfterALoadIsSeen() throws IOException {
        // just written: its time is too recent to tell a same-size edit in the same clock tick apart
        Path file = write("a.lua", "return 1", null);
        PrototypeCache cache = new PrototypeCache(10);
        Prototype first = cache.get(file, MAX);
        FileTime sameTime = Files.getLastModifiedTime(file);
        write("a.lua", "return 2", sameTime);
        Prototype edited = cache.get(file, MAX);
        assertNotSame(first, edited);
        assertEquals(2, edited.k[0].toint());
    }

    @Test
    void anOldFileIsTakenAsUnchangedWhileItsSizeAndTimeAre() throws IOException {
        FileTime longAgo = FileTime.from(Instant.parse("2020-01-01T00:00:00Z"));
        Path file = write("a.lua", "return 1", longAgo);
        PrototypeCache cache = new PrototypeCache(10);
        Prototype first = cache.get(file, MAX);
        assertSame(first, cache.get(file, MAX));
        // a real edit changes the time: compiled again
        write("a.lua", "return 3", FileTime.from(Instant.parse("2021-01-01T00:00:00Z")));
        assertEquals(3, cache.get(file, MAX).k[0].toint());
        // so does one that changes the size, whatever its time
        write("a.lua", "return 45", FileTime.from(Instant.parse("2021-01-01T00:00:00Z")));
        assertEquals(45, cache.get(file, MAX).k[0].toint());
    }

    @Test
    void tooLargeFilesAreRefused() throws IOException {
        Path file = write("a.lua", "return 1", null);
        assertThrows(IOException.class, () -> new PrototypeCache(10).get(file, 4));
    }

    private Path write(String name, String source, FileTime time) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, source);
        if (time != null) {
            Files.setLastModifiedTime(file, time);
        }
        return file;
    }
}
