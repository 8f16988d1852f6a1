package dev.spellspeed.script.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The declared parameters of the API functions: each binding concept folder ({@code script/api/duel},
 * {@code card}, {@code effect}, {@code group}) has a {@code signatures.txt} beside its bindings, one
 * line per function ({@code Draw(p: integer, n: integer, reason: integer)},
 * {@code :SetCountLimit(n: integer[, code: integer, flags])}). {@code spellspeed lint} checks calls
 * against them and {@code spellspeed stubs} names parameters from them.
 */
public final class ApiSignatures {
    /** The tables, and the folder of each one's bindings. */
    public static final List<String> TABLES = List.of("Duel", "Card", "Effect", "Group");

    /** What an argument must be: null for any value. */
    public record Param(String name, String kind, boolean optional) {
    }

    /**
     * One function: called as a method ({@code c:IsCode(…)}) or not, its parameters (self not listed),
     * how many must be given, whether it takes any number more ({@code ...}), and the kind of value it
     * returns ({@code Card?}: a card or nothing; null when not declared).
     */
    public record Signature(String table, String name, boolean method, List<Param> params, int required, boolean varargs,
                            String returns) {
        public Signature {
            params = List.copyOf(params);
        }

        /** The most arguments it reads (self not counted), or -1 for any number. */
        public int maximum() {
            return varargs ? -1 : params.size();
        }

        /** {@code Duel.Draw(p, n, reason)} as the API reference writes it. */
        public String call() {
            StringBuilder out = new StringBuilder(table).append(method ? ":" : ".").append(name).append('(');
            for (int i = 0; i < params.size(); i++) {
                out.append(i == 0 ? "" : ", ").append(params.get(i).optional() ? "[" : "").append(params.get(i).name())
                        .append(params.get(i).optional() ? "]" : "");
            }
            return out.append(varargs ? (params.isEmpty() ? "..." : ", ...") : "").append(')').toString();
        }
    }

    private static final Pattern LINE = Pattern.compile("(:?)(\\w+)\\((.*)\\)(?:\\s*:\\s*([\\w|]+\\??))?");
    private static final Pattern PARAM = Pattern.compile("(\\w+)(?:\\s*:\\s*([\\w|]+))?");

    private final Map<String, Signature> byName;

    private ApiSignatures(Map<String, Signature> byName) {
        this.byName = Map.copyOf(byName);
    }

    /** Reads the declarations of every table from the class path. */
    public static ApiSignatures load() {
        Map<String, Signature> all = new LinkedHashMap<>();
        for (String table : TABLES) {
            String resource = table.toLowerCase(java.util.Locale.ROOT) + "/signatures.txt";
            try (InputStream in = ApiSignatures.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("missing resource " + resource);
                }
                int number = 0;
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    number++;
                    if (line.isBlank() || line.startsWith("#")) {
                        continue;
                    }
                    Signature signature = parse(table, line.strip());
                    if (signature == null) {
                        throw new IllegalStateException(resource + ":" + number + ": not a signature: " + line);
                    }
                    all.put(table + "." + signature.name(), signature);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new ApiSignatures(all);
    }

    /** {@code [:]Name(a: kind, b[, c: kind, ...])}, or null when the line is not one. */
    static Signature parse(String table, String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
            return null;
        }
        List<Param> params = new ArrayList<>();
        boolean varargs = false;
        boolean optional = false;
        StringBuilder part = new StringBuilder();
        for (char ch : (m.group(3) + ",").toCharArray()) {
            if (ch != '[' && ch != ']' && ch != ',') {
                part.append(ch);
                continue;
            }
            String p = part.toString().strip();
            part.setLength(0);
            if (p.equals("...")) {
                varargs = true;
            } else if (!p.isEmpty()) {
                Matcher pm = PARAM.matcher(p);
                if (!pm.matches()) {
                    return null;
                }
                params.add(new Param(pm.group(1), pm.group(2), optional));
            }
            optional |= ch == '[';
        }
        int required = (int) params.stream().filter(p -> !p.optional()).count();
        return new Signature(table, m.group(2), !m.group(1).isEmpty(), params, required, varargs, m.group(4));
    }

    /** The declaration of {@code Table.name}, or null when it has none. */
    public Signature of(String table, String name) {
        return byName.get(table + "." + name);
    }

    /** Every declaration, by {@code Table.name}. */
    public Map<String, Signature> all() {
        return byName;
    }
}
