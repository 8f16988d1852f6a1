package dev.spellspeed.script.coverage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.luaj.vm2.Prototype;

/**
 * Turns instruction counts into {@link ScriptCoverage}: lines with code are the lines of the
 * file's compiled instructions (so comments, blank lines and {@code local x} without a value do
 * not count), and a line ran as often as the most-run of its instructions.
 *
 * <p>Effect callbacks are recognised the way card scripts register them: a function named in
 * {@code e:SetCondition(s.condition)} (likewise {@code SetCost}, {@code SetTarget},
 * {@code SetOperation}, {@code SetValue}) is that callback, and so is a {@code function} written
 * inside such a call.
 */
public final class CoverageAnalysis {
    private static final Pattern REGISTERED = Pattern.compile(":Set(Condition|Cost|Target|Operation|Value)\\(\\s*([A-Za-z_][\\w.]*)\\s*[,)]");
    private static final Pattern REGISTERED_INLINE = Pattern.compile(":Set(Condition|Cost|Target|Operation|Value)\\(\\s*function\\b");
    private static final Pattern NAMED = Pattern.compile("function\\s+([A-Za-z_][\\w.:]*)\\s*\\(");
    private static final Pattern ASSIGNED = Pattern.compile("([A-Za-z_][\\w.]*)\\s*=\\s*function\\b");

    private CoverageAnalysis() {
    }

    /**
     * The coverage of every script whose main chunk is among {@code roots} or ran (a function with
     * {@code linedefined == 0} in {@code counts}) and whose chunk name {@code include} accepts.
     *
     * @param counts  instruction counts per function (functions that never ran are absent)
     * @param roots   main chunks to report even if they never ran (e.g. every script of a card set)
     * @param include which chunk names (the file, {@code @}-prefixed) to report
     * @param title   a report title for a file
     */
    public static List<ScriptCoverage> analyse(Map<Prototype, int[]> counts, Collection<Prototype> roots,
                                               java.util.function.Predicate<String> include, Function<Path, String> title) {
        Map<String, List<Prototype>> byFile = new TreeMap<>();
        Set<Prototype> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        List<Prototype> all = new ArrayList<>(roots);
        for (Prototype p : counts.keySet()) {
            if (p.linedefined == 0) {
                all.add(p);
            }
        }
        for (Prototype root : all) {
            String chunk = root.source.tojstring();
            if (include.test(chunk) && seen.add(root)) {
                byFile.computeIfAbsent(chunk, c -> new ArrayList<>()).add(root);
            }
        }
        List<ScriptCoverage> result = new ArrayList<>();
        byFile.forEach((chunk, chunkRoots) -> result.add(file(chunk, chunkRoots, counts, title)));
        return result;
    }

    private static ScriptCoverage file(String chunk, List<Prototype> roots, Map<Prototype, int[]> counts,
                                       Function<Path, String> title) {
        String fileName = chunk.startsWith("@") ? chunk.substring(1) : chunk;
        Path path = Path.of(fileName);
        List<String> source;
        try {
            source = Files.readAllLines(path, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            source = List.of();
        }
        Map<String, Set<String>> roles = roles(source);
        SortedMap<Integer, Integer> lines = new TreeMap<>();
        Map<Integer, FunctionCoverage> functions = new TreeMap<>();
        // an edited file may have run in two versions during a watch: their lines add up
        for (Prototype root : roots) {
            walk(root, counts, lines, functions, source, roles);
        }
        return new ScriptCoverage(fileName, title.apply(path), lines, List.copyOf(functions.values()), source);
    }

    private static void walk(Prototype p, Map<Prototype, int[]> counts, SortedMap<Integer, Integer> lines,
                             Map<Integer, FunctionCoverage> functions, List<String> source, Map<String, Set<String>> roles) {
        int[] ran = counts.get(p);
        Map<Integer, Integer> own = new TreeMap<>();
        for (int pc = 0; pc < p.code.length; pc++) {
            int line = p.lineinfo != null && pc < p.lineinfo.length ? p.lineinfo[pc] : 0;
            if (line <= 0) {
                continue;
            }
            int count = ran == null ? 0 : ran[pc];
            own.merge(line, count, Math::max);
            lines.merge(line, count, Math::max);
        }
        if (p.linedefined > 0) {
            String name = name(source, p.linedefined);
            int hit = (int) own.values().stream().filter(c -> c > 0).count();
            FunctionCoverage previous = functions.get(p.linedefined);
            int calls = ran == null || ran.length == 0 ? 0 : ran[0];
            FunctionCoverage f = new FunctionCoverage(name, String.join(", ", roleOf(name, source, p.linedefined, roles)),
                    p.linedefined, p.lastlinedefined, calls, hit, own.size());
            if (previous != null) { // the same function in another version of the file
                f = new FunctionCoverage(name, f.roles(), f.firstLine(), f.lastLine(), previous.calls() + calls,
                        Math.max(previous.linesHit(), hit), Math.max(previous.lines(), own.size()));
            }
            functions.put(p.linedefined, f);
        }
        for (Prototype child : p.p) {
            walk(child, counts, lines, functions, source, roles);
        }
    }

    /** Function name → the callbacks it is registered as, from the {@code e:SetX(name)} calls of the file. */
    private static Map<String, Set<String>> roles(List<String> source) {
        Map<String, Set<String>> roles = new LinkedHashMap<>();
        for (String line : source) {
            Matcher m = REGISTERED.matcher(line);
            while (m.find()) {
                roles.computeIfAbsent(m.group(2), n -> new LinkedHashSet<>()).add(m.group(1).toLowerCase(java.util.Locale.ROOT));
            }
        }
        return roles;
    }

    private static Set<String> roleOf(String name, List<String> source, int line, Map<String, Set<String>> roles) {
        Set<String> found = new LinkedHashSet<>(roles.getOrDefault(name, Set.of()));
        if (line - 1 < source.size()) {
            Matcher inline = REGISTERED_INLINE.matcher(source.get(line - 1));
            while (inline.find()) {
                found.add(inline.group(1).toLowerCase(java.util.Locale.ROOT));
            }
        }
        return found;
    }

    /** The name a function is declared with on its first line, if the line says one. */
    static String name(List<String> source, int line) {
        if (line - 1 < source.size()) {
            String text = source.get(line - 1);
            Matcher named = NAMED.matcher(text);
            if (named.find()) {
                return named.group(1);
            }
            Matcher assigned = ASSIGNED.matcher(text);
            if (assigned.find()) {
                return assigned.group(1);
            }
        }
        return "function at line " + line;
    }
}
