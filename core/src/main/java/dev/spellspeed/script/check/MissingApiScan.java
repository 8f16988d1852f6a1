package dev.spellspeed.script.check;

import dev.spellspeed.script.api.NotImplemented;
import dev.spellspeed.script.api.ReferenceApi;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ranks the reference API functions the bindings lack by how many card scripts call them. A script
 * stops at its first missing function, so counting failures alone hides the rest; this reads each
 * script's source for {@code Duel.X}-style calls and {@code obj:X(} method calls (a method name
 * counts for each of Card, Group and Effect that has a missing function of that name), and, through
 * {@link PreludeReach}, for the missing functions the prelude functions it names reach.
 */
final class MissingApiScan {
    private static final Pattern QUALIFIED = Pattern.compile("(?<![A-Za-z0-9_])(Duel|Card|Effect|Group)\\s*\\.\\s*([A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern METHOD = Pattern.compile(":\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*[(\"'{]");

    private final Set<String> missing = new HashSet<>();
    private final Map<String, List<String>> missingByMethodName = new HashMap<>();
    private final PreludeReach prelude;

    /** @param api the API tables of a sandbox with the bindings installed, by table name */
    MissingApiScan(Function<String, LuaTable> api) {
        this(api, PreludeReach.ofSources(Map.of()));
    }

    /**
     * @param api     the API tables of a sandbox with the bindings installed, by table name
     * @param prelude what the prelude's functions reach, so that a script counts for those too
     */
    MissingApiScan(Function<String, LuaTable> api, PreludeReach prelude) {
        this.prelude = prelude;
        for (ReferenceApi.Function f : ReferenceApi.functions()) {
            LuaValue bound = api.apply(f.table()).rawget(f.name());
            if (bound.isnil() || bound instanceof NotImplemented) {
                missing.add(f.qualifiedName());
                if (!f.table().equals("Duel")) {
                    missingByMethodName.computeIfAbsent(f.name(), k -> new ArrayList<>()).add(f.qualifiedName());
                }
            }
        }
    }

    /** The missing functions one script's source calls. */
    Set<String> calledBy(Path script) {
        String source;
        try {
            source = Files.readString(script, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            return Set.of();
        }
        Set<String> called = new HashSet<>();
        Matcher q = QUALIFIED.matcher(source);
        while (q.find()) {
            String name = q.group(1) + "." + q.group(2);
            if (missing.contains(name)) {
                called.add(name);
            }
        }
        Matcher m = METHOD.matcher(source);
        while (m.find()) {
            called.addAll(missingByMethodName.getOrDefault(m.group(1), List.of()));
        }
        for (String reached : prelude.reachedBy(source)) {
            if (reached.startsWith(":")) {
                called.addAll(missingByMethodName.getOrDefault(reached.substring(1), List.of()));
            } else if (missing.contains(reached)) {
                called.add(reached);
            }
        }
        return called;
    }

    /**
     * The ranking over these scripts, most needed first (ties by name).
     *
     * @param firstFailures for each function, how many scripts failed first on it
     */
    List<MissingApiNeed> rank(List<Path> scripts, Map<String, Integer> firstFailures) {
        Map<String, Integer> needed = new HashMap<>();
        for (Path script : scripts) {
            for (String function : calledBy(script)) {
                needed.merge(function, 1, Integer::sum);
            }
        }
        firstFailures.forEach((function, count) -> needed.merge(function, 0, Integer::sum));
        return needed.entrySet().stream()
                .map(e -> new MissingApiNeed(e.getKey(), e.getValue(), firstFailures.getOrDefault(e.getKey(), 0)))
                .sorted(Comparator.comparingInt(MissingApiNeed::scripts).reversed()
                        .thenComparing(Comparator.comparingInt(MissingApiNeed::firstFailures).reversed())
                        .thenComparing(MissingApiNeed::function))
                .toList();
    }
}
