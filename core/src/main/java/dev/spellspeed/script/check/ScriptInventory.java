package dev.spellspeed.script.check;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;

/**
 * Every script file the host can load from a list of directories: the prelude files
 * ({@code constant.lua}, {@code utility.lua}, {@code procedure.lua}) and each {@code c<id>.lua},
 * each taken from the first directory that holds it, as {@link ScriptDirectories#find} does.
 * Other files are ignored (the host never loads them). Immutable.
 */
public final class ScriptInventory {

    /** Card script names: {@code c} and the card code. */
    private static final Pattern CARD_SCRIPT = Pattern.compile("c([0-9]+)\\.lua");

    private final List<ScriptFile> files;
    private final Map<String, ScriptFile> byName = new LinkedHashMap<>();

    private ScriptInventory(List<ScriptFile> files) {
        this.files = List.copyOf(files);
        for (ScriptFile file : this.files) {
            byName.put(file.name(), file);
        }
    }

    /**
     * Lists the directories in search order.
     *
     * @throws UncheckedIOException when a directory is missing or cannot be listed
     */
    public static ScriptInventory scan(ScriptDirectories directories) {
        Map<String, Path> winners = new LinkedHashMap<>();
        Map<String, List<Path>> shadowed = new LinkedHashMap<>();
        for (Path dir : directories.searchOrder()) {
            for (String name : scriptNames(dir)) {
                Path file = dir.resolve(name);
                if (winners.putIfAbsent(name, file) != null) {
                    shadowed.computeIfAbsent(name, k -> new ArrayList<>()).add(file);
                }
            }
        }
        List<ScriptFile> files = new ArrayList<>();
        for (String prelude : ScriptHost.PRELUDE) {
            Path file = winners.get(prelude);
            if (file != null) {
                files.add(new ScriptFile(prelude, file, 0, shadowed.getOrDefault(prelude, List.of())));
            }
        }
        winners.entrySet().stream()
                .filter(e -> !ScriptHost.PRELUDE.contains(e.getKey()))
                // numeric order of the codes: shorter digit strings first, then by text
                .sorted(Comparator.comparingInt((Map.Entry<String, Path> e) -> e.getKey().length())
                        .thenComparing(Map.Entry::getKey))
                .forEach(e -> files.add(new ScriptFile(e.getKey(), e.getValue(), cardCode(e.getKey()),
                        shadowed.getOrDefault(e.getKey(), List.of()))));
        return new ScriptInventory(files);
    }

    /** Every file: the prelude files in loading order, then card scripts by code. */
    public List<ScriptFile> files() {
        return files;
    }

    /** The file the host would load for {@code name}, if any directory holds it. */
    public Optional<ScriptFile> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** Number of files hidden by a copy in an earlier directory. */
    public int shadowedCount() {
        return (int) files.stream().filter(f -> !f.shadowed().isEmpty()).count();
    }

    private static List<String> scriptNames(Path dir) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.filter(Files::isRegularFile)
                    .map(p -> p.getFileName().toString())
                    .filter(name -> ScriptHost.PRELUDE.contains(name) || CARD_SCRIPT.matcher(name).matches())
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list script directory " + dir, e);
        }
    }

    /** The code of a card script, or 0 when it does not fit a card code (the host cannot load it as a card). */
    private static int cardCode(String name) {
        var m = CARD_SCRIPT.matcher(name);
        if (!m.matches()) {
            return 0;
        }
        try {
            return Integer.parseInt(m.group(1));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
