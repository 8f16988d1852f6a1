package dev.spellspeed.script;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The ordered list of directories that Lua script files are loaded from.
 *
 * <p>Order: the user directories in the order given, then the bundled {@code scripts/}
 * directory last. Every file ({@code constant.lua}, {@code utility.lua}, {@code procedure.lua},
 * each {@code c<id>.lua}) is looked up on its own: the first directory that holds it supplies
 * it. So a user directory can override a single card, or the helper library, without copying the
 * rest. Directories are searched flat (no subdirectories). {@link #explain} shows the search.
 *
 * <p>Immutable.
 */
public final class ScriptDirectories {
    private final java.util.concurrent.ConcurrentHashMap<String, Optional<Path>> found =
            new java.util.concurrent.ConcurrentHashMap<>();
    private final java.util.concurrent.ConcurrentHashMap<Integer, Optional<Path>> foundByCode =
            new java.util.concurrent.ConcurrentHashMap<>();


    private final List<Path> userDirectories;
    private final Path bundled;

    private ScriptDirectories(List<Path> userDirectories, Path bundled) {
        this.userDirectories = List.copyOf(userDirectories);
        this.bundled = Objects.requireNonNull(bundled, "bundled");
    }

    /**
     * @param userDirectories searched first, in this order (may be empty)
     * @param bundled         the bundled {@code scripts/} directory, searched last
     */
    public static ScriptDirectories of(List<Path> userDirectories, Path bundled) {
        return new ScriptDirectories(userDirectories, bundled);
    }

    /** Only the bundled directory. */
    public static ScriptDirectories bundledOnly(Path bundled) {
        return new ScriptDirectories(List.of(), bundled);
    }

    /** All directories in search order. */
    public List<Path> searchOrder() {
        List<Path> all = new ArrayList<>(userDirectories);
        all.add(bundled);
        return List.copyOf(all);
    }

    /**
     * The file that supplies {@code fileName}, if any directory has it. Answers are remembered (a duel
     * asks for every card's script, most of which do not change): after adding script files to a
     * directory, call {@link #refresh()} or use a new instance.
     */
    public Optional<Path> find(String fileName) {
        checkFileName(fileName);
        return found.computeIfAbsent(fileName, this::search);
    }

    /**
     * {@link #find} of a card's script, {@code c<code>.lua}: asked for every card of every duel (twice),
     * so it is remembered by code, without building and hashing the file name each time.
     */
    public Optional<Path> findCardScript(int code) {
        Optional<Path> known = foundByCode.get(code);
        return known != null ? known : foundByCode.computeIfAbsent(code, c -> find(cardScriptName(c)));
    }

    /** Forgets which files were found, so files added since are seen. */
    public void refresh() {
        foundByCode.clear();
        found.clear();
    }

    private Optional<Path> search(String fileName) {
        for (Path dir : searchOrder()) {
            Path p = dir.resolve(fileName);
            if (Files.isRegularFile(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** Which directory would supply {@code fileName}, and every directory searched. */
    public ScriptLookup explain(String fileName) {
        checkFileName(fileName);
        List<ScriptLookup.Candidate> candidates = new ArrayList<>();
        for (Path dir : userDirectories) {
            candidates.add(new ScriptLookup.Candidate(dir, false, Files.isRegularFile(dir.resolve(fileName))));
        }
        candidates.add(new ScriptLookup.Candidate(bundled, true, Files.isRegularFile(bundled.resolve(fileName))));
        return new ScriptLookup(fileName, candidates);
    }

    /** The file name of a card's script: {@code c<code>.lua}. */
    public static String cardScriptName(int code) {
        return "c" + code + ".lua";
    }

    /** Only plain file names: a script name must not reach outside the script directories. */
    private static void checkFileName(String fileName) {
        if (fileName.isEmpty() || fileName.contains("/") || fileName.contains("\\")
                || fileName.equals(".") || fileName.equals("..")) {
            throw new IllegalArgumentException("not a plain file name: " + fileName);
        }
    }

    @Override
    public String toString() {
        return "ScriptDirectories" + searchOrder();
    }
}
