package dev.spellspeed.play;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Watches a duel's sources on disk — script directories and card database files — with the same
 * {@link WatchService} approach as {@code spellspeed test --watch}'s {@code TestWatcher}, and, once
 * a save is quiet, hands the changed files' names to a listener: the board reloads on it. In a script
 * directory a {@code .lua} file counts; a database counts by its exact path (its journal and other
 * files beside it do not). Its thread is a daemon.
 */
public final class SourceWatch implements AutoCloseable {
    /** An editor's save (or a database tool's transaction) may be several writes: wait until the files are this long quiet. */
    static final long QUIET_MILLIS = 100;

    private final WatchService watch;
    private final Thread thread;
    private final Set<Path> scriptDirectories;
    private final Set<Path> files;

    private SourceWatch(WatchService watch, Set<Path> scriptDirectories, Set<Path> files, Consumer<Set<String>> changed) {
        this.watch = watch;
        this.scriptDirectories = scriptDirectories;
        this.files = files;
        this.thread = new Thread(() -> loop(changed), "play-source-watch");
        thread.setDaemon(true);
    }

    /** Starts watching {@code directories}' scripts (those that exist; not their subdirectories, as scripts are looked up by name). */
    public static SourceWatch start(List<Path> directories, Consumer<Set<String>> changed) throws IOException {
        return start(directories, List.of(), changed);
    }

    /**
     * Starts watching {@code directories}' scripts and the card database {@code files} (through their
     * folders, which must exist).
     */
    public static SourceWatch start(List<Path> directories, List<Path> databases, Consumer<Set<String>> changed)
            throws IOException {
        WatchService service = FileSystems.getDefault().newWatchService();
        Set<Path> scriptDirs = new HashSet<>();
        Set<Path> files = new HashSet<>();
        Set<Path> watched = new HashSet<>();
        try {
            for (Path dir : directories) {
                Path absolute = dir.toAbsolutePath().normalize();
                if (Files.isDirectory(absolute)) {
                    scriptDirs.add(absolute);
                    watched.add(absolute);
                }
            }
            for (Path file : databases) {
                Path absolute = file.toAbsolutePath().normalize();
                files.add(absolute);
                watched.add(absolute.getParent());
            }
            for (Path dir : watched) {
                dir.register(service, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                        StandardWatchEventKinds.ENTRY_DELETE);
            }
        } catch (IOException | RuntimeException e) {
            service.close();
            throw e;
        }
        SourceWatch watch = new SourceWatch(service, scriptDirs, files, changed);
        watch.thread.start();
        return watch;
    }

    private void loop(Consumer<Set<String>> listener) {
        try {
            while (true) {
                Set<String> changed = new TreeSet<>();
                collect(watch.take(), changed);
                WatchKey key;
                while ((key = watch.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS)) != null) {
                    collect(key, changed);
                }
                if (!changed.isEmpty()) {
                    listener.accept(changed);
                }
            }
        } catch (InterruptedException | ClosedWatchServiceException stopped) {
            // closed
        }
    }

    private void collect(WatchKey key, Set<String> changed) {
        Path dir = (Path) key.watchable();
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.context() instanceof Path name) {
                boolean script = scriptDirectories.contains(dir) && name.toString().endsWith(".lua");
                if (script || files.contains(dir.resolve(name))) {
                    changed.add(name.toString());
                }
            }
        }
        key.reset();
    }

    @Override
    public void close() {
        try {
            watch.close();
        } catch (IOException e) {
            // closing: nothing to keep
        }
    }
}
