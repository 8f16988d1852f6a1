package dev.spellspeed.data;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Replacing a file so that a reader sees the old content or the new, never a half-written file: the
 * new content is written beside it and moved over it (a user's database, a cached compiled script, the
 * SQLite library the launcher keeps).
 */
public final class AtomicReplace {
    private AtomicReplace() {
    }

    /** Moves {@code from} onto {@code to}: atomically where the file system can, otherwise a plain replace. */
    public static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
