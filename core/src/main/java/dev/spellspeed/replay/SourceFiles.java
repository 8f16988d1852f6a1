package dev.spellspeed.replay;

import com.google.common.hash.Hashing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The script and database files a duel loaded, by content: a replay records them so that replaying
 * it later can say exactly which file changed or went missing, instead of only "the duel went another
 * way". Files are named by their file name (a card script's name says its card; a database by its file
 * name), hashed with 128-bit MurmurHash3 (the prototype cache's hash: for telling versions apart, not
 * for security).
 */
public final class SourceFiles {
    private SourceFiles() {}

    /** File name to content hash, sorted by name; a file that cannot be read is recorded as {@code unreadable}. */
    public static SortedMap<String, String> hashes(Collection<Path> files) {
        SortedMap<String, String> hashes = new TreeMap<>();
        for (Path file : files) {
            hashes.put(file.getFileName().toString(), hash(file).orElse(UNREADABLE));
        }
        return hashes;
    }

    static final String UNREADABLE = "unreadable";

    /** The content hash of a file, empty when it cannot be read. */
    public static Optional<String> hash(Path file) {
        try {
            return Optional.of(Hashing.murmur3_128().hashBytes(Files.readAllBytes(file)).toString());
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * One line per recorded file that is now different or missing, where {@code find} gives the file
     * of that name that would be loaded now (empty when none is found). No lines: all the same.
     */
    public static List<String> differences(Map<String, String> recorded, Function<String, Optional<Path>> find) {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, String> entry : recorded.entrySet()) {
            Optional<Path> now = find.apply(entry.getKey());
            if (now.isEmpty()) {
                lines.add(entry.getKey() + ": missing (the replay's duel loaded it; none is found now)");
                continue;
            }
            Optional<String> hash = hash(now.get());
            if (hash.isEmpty()) {
                lines.add(entry.getKey() + ": cannot be read now (" + now.get() + ")");
            } else if (!hash.get().equals(entry.getValue())) {
                lines.add(entry.getKey() + ": changed since the replay was recorded (now " + now.get() + ")");
            }
        }
        return lines;
    }
}
