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
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Watches script directories (the same {@link WatchService} approach as {@code spellspeed test
 * --watch}'s {@code TestWatcher}) and, once a save of {@code .lua} files is quiet, hands the changed
 * files' names to a listener: the board reloads its scripts on it. Its thread is a daemon.
 */
public final class ScriptWatch implements AutoCloseable {
    /** An editor's save may be several writes: wait until the directories are this long quiet. */
    static final long QUIET_MILLIS = 100;

    private final WatchService watch;
    private final Thread thread;

    private ScriptWatch(WatchService watch, Consumer<Set<String>> changed) {
        this.watch = watch;
        this.thread = new Thread(() -> loop(changed), "play-script-watch");
        thread.setDaemon(true);
    }

    /** Starts watching {@code directories} (those that exist; not their subdirectories, as scripts are looked up by name). */
    public static ScriptWatch start(List<Path> directories, Consumer<Set<String>> changed) throws IOException {
        WatchService service = FileSystems.getDefault().newWatchService();
        for (Path dir : directories) {
            if (Files.isDirectory(dir)) {
                dir.register(service, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                        StandardWatchEventKinds.ENTRY_DELETE);
            }
        }
        ScriptWatch watch = new ScriptWatch(service, changed);
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

    private static void collect(WatchKey key, Set<String> changed) {
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.context() instanceof Path name && name.toString().endsWith(".lua")) {
                changed.add(name.toString());
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
