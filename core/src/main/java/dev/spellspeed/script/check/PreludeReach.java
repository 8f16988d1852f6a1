package dev.spellspeed.script.check;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which engine functions a card script reaches through the prelude (constant.lua, utility.lua,
 * procedure.lua), by a static scan of the source: each prelude function's body is read for the
 * engine calls it makes ({@code Duel.X}, {@code Card.X}, … and {@code obj:X(} method calls) and the
 * other prelude functions it names, and a script that names {@code aux.AddSynchroProcedure} reaches
 * everything that function reaches, transitively. The reference procedure.lua's Synchro, Xyz and
 * Link procedures call engine functions no card script calls itself, so a count of direct calls
 * alone misses them.
 */
public final class PreludeReach {
    private static final Pattern DEFINITION = Pattern.compile(
            "(?m)^[ \\t]*(?:(local)[ \\t]+)?function[ \\t]+([A-Za-z_][A-Za-z0-9_]*(?:[.:][A-Za-z_][A-Za-z0-9_]*)?)[ \\t]*\\(");
    private static final Pattern QUALIFIED = Pattern.compile(
            "(?<![A-Za-z0-9_.])(Duel|Card|Effect|Group|Auxiliary|aux)\\s*\\.\\s*([A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern METHOD = Pattern.compile(":\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*[(\"'{]");
    private static final Pattern CALL = Pattern.compile("(?<![A-Za-z0-9_.:])([A-Za-z_][A-Za-z0-9_]*)\\s*\\(");

    /** A prelude function: what its body names. */
    private record Body(Set<String> engine, Set<String> prelude) {}

    /** Prelude functions by name ("aux.X", "Group.X", "local:file:X"), with what each body names. */
    private final Map<String, Body> bodies = new LinkedHashMap<>();
    /** Method names of prelude-defined Card, Group and Effect functions, to the nodes they name. */
    private final Map<String, List<String>> preludeMethods = new HashMap<>();
    private final Map<String, Set<String>> closures = new HashMap<>();

    private PreludeReach() {}

    /** The reach of the prelude files given (missing or unreadable files are skipped). */
    public static PreludeReach of(List<Path> preludeFiles) {
        PreludeReach reach = new PreludeReach();
        for (Path file : preludeFiles) {
            try {
                reach.read(file.getFileName().toString(), Files.readString(file, StandardCharsets.ISO_8859_1));
            } catch (IOException unreadable) {
                // a prelude file that cannot be read adds nothing to reach
            }
        }
        return reach;
    }

    /** The reach of prelude sources given as text, by file name (for tests). */
    public static PreludeReach ofSources(Map<String, String> sources) {
        PreludeReach reach = new PreludeReach();
        sources.forEach(reach::read);
        return reach;
    }

    private void read(String file, String source) {
        Matcher m = DEFINITION.matcher(source);
        List<int[]> starts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        Set<String> locals = new HashSet<>();
        while (m.find()) {
            String name = m.group(2).replace(':', '.');
            String node = m.group(1) != null ? local(file, name) : node(name);
            if (m.group(1) != null) {
                locals.add(name);
            }
            starts.add(new int[] {m.start(), m.end()});
            names.add(node);
        }
        for (int i = 0; i < names.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : source.length();
            String body = source.substring(starts.get(i)[1], end);
            bodies.put(names.get(i), scan(file, body, locals));
            String node = names.get(i);
            for (String table : List.of("Card.", "Group.", "Effect.")) {
                if (node.startsWith(table)) {
                    preludeMethods.computeIfAbsent(node.substring(table.length()), k -> new ArrayList<>()).add(node);
                }
            }
        }
    }

    private static String node(String qualified) {
        return qualified.startsWith("Auxiliary.") ? "aux." + qualified.substring("Auxiliary.".length()) : qualified;
    }

    private static String local(String file, String name) {
        return "local:" + file + ":" + name;
    }

    private static Body scan(String file, String body, Set<String> locals) {
        Set<String> engine = new HashSet<>();
        Set<String> prelude = new HashSet<>();
        Matcher q = QUALIFIED.matcher(body);
        while (q.find()) {
            String table = q.group(1);
            if (table.equals("Auxiliary") || table.equals("aux")) {
                prelude.add("aux." + q.group(2));
            } else {
                engine.add(table + "." + q.group(2));
                prelude.add(table + "." + q.group(2));
            }
        }
        Matcher m = METHOD.matcher(body);
        while (m.find()) {
            engine.add(":" + m.group(1));
        }
        Matcher c = CALL.matcher(body);
        while (c.find()) {
            if (locals.contains(c.group(1))) {
                prelude.add(local(file, c.group(1)));
            }
        }
        return new Body(engine, prelude);
    }

    /**
     * The engine references a script's source reaches through the prelude: qualified names
     * ({@code Duel.X}) and method names ({@code :X}) of the bodies of the prelude functions it names,
     * transitively. The script's own direct calls are not included.
     */
    public Set<String> reachedBy(String scriptSource) {
        Set<String> reached = new HashSet<>();
        Body direct = scan("", scriptSource, Set.of());
        for (String node : direct.prelude()) {
            reached.addAll(closure(node));
        }
        for (String method : direct.engine()) {
            if (method.startsWith(":")) {
                for (String node : preludeMethods.getOrDefault(method.substring(1), List.of())) {
                    reached.addAll(closure(node));
                }
            }
        }
        return reached;
    }

    /**
     * Every engine reference of a script's source: its own calls (qualified names and {@code :X}
     * method names) and those it reaches through the prelude.
     */
    public Set<String> referencesOf(String scriptSource) {
        Set<String> all = new HashSet<>(scan("", scriptSource, Set.of()).engine());
        all.addAll(reachedBy(scriptSource));
        return all;
    }

    /** Everything a prelude function reaches (empty for a name the prelude does not define). */
    Set<String> closure(String start) {
        Set<String> cached = closures.get(start);
        if (cached != null) {
            return cached;
        }
        Set<String> reached = new HashSet<>();
        Set<String> seen = new HashSet<>();
        List<String> work = new ArrayList<>(List.of(start));
        while (!work.isEmpty()) {
            String node = work.remove(work.size() - 1);
            Body body = bodies.get(node);
            if (body == null || !seen.add(node)) {
                continue;
            }
            reached.addAll(body.engine());
            work.addAll(body.prelude());
            for (String method : body.engine()) {
                if (method.startsWith(":")) {
                    work.addAll(preludeMethods.getOrDefault(method.substring(1), List.of()));
                }
            }
        }
        closures.put(start, reached);
        return reached;
    }
}
