package dev.spellspeed.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.spellspeed.data.CardNames;

/**
 * Which Lua script tests ({@code Test("…", function(t) … end)}) mention which card ids, read from
 * the test files' text without running them.
 *
 * <p>A test mentions a card when its own code names the card: by its id as a number, by its name
 * as a string ({@code "Vorse Raider"}, resolved as the test framework resolves it), or through a
 * name that the file's top level gives it — a constant ({@code local RAT = 97017120}, also
 * several at once or in a table) or a helper function whose body mentions it
 * ({@code local function setup(t) … end}, followed through helpers that call helpers). Comments
 * do not count. A test that calls {@code t:Skip} is counted as skipped.
 *
 * <p>The reading relies on the layout every test file has: top-level statements start in the
 * first column, and a test ends with {@code end)} there. Immutable.
 */
final class TestMentions {
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])(\\d{1,10})(?![\\w.])");
    /** A one-line string literal without escapes: a card name is one. */
    private static final Pattern STRING = Pattern.compile("\"([^\"\\\\\n]*)\"|'([^'\\\\\n]*)'");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern FUNCTION = Pattern.compile("^(?:local\\s+)?function\\s+([A-Za-z_][A-Za-z0-9_.:]*)");
    private static final Pattern CONSTANTS = Pattern.compile("^local\\s+([A-Za-z_][A-Za-z0-9_]*(?:\\s*,\\s*[A-Za-z_][A-Za-z0-9_]*)*)\\s*=(.*)$",
            Pattern.DOTALL);

    private final CardNames names;
    private final Map<Integer, Integer> tests = new HashMap<>();
    private final Map<Integer, Integer> skipped = new HashMap<>();
    private int total;

    private TestMentions(CardNames names) {
        this.names = names;
    }

    /** Reads every {@code .lua} file under {@code directory}; card names are those of {@code names}. */
    static TestMentions scan(Path directory, CardNames names) {
        List<String> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".lua")).sorted().toList()) {
                sources.add(Files.readString(file, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the script tests in " + directory, e);
        }
        return of(sources, names);
    }

    /** Reads test files given as text. */
    static TestMentions of(List<String> sources, CardNames names) {
        TestMentions mentions = new TestMentions(names);
        for (String source : sources) {
            mentions.read(source);
        }
        return mentions;
    }

    /** Tests that mention the card, skipped ones included. */
    int tests(int id) {
        return tests.getOrDefault(id, 0);
    }

    /** Of {@link #tests}, those that call {@code t:Skip}. */
    int skipped(int id) {
        return skipped.getOrDefault(id, 0);
    }

    /** Every test read. */
    int total() {
        return total;
    }

    private void read(String source) {
        Map<String, String> bindings = new HashMap<>(); // top-level name -> the code that defines it
        List<String> testBodies = new ArrayList<>();
        for (String statement : topLevelStatements(withoutComments(source))) {
            Matcher function = FUNCTION.matcher(statement);
            Matcher constants = CONSTANTS.matcher(statement);
            if (statement.startsWith("Test(")) {
                testBodies.add(statement);
            } else if (function.find()) {
                bindings.put(function.group(1), statement.substring(function.end()));
            } else if (constants.find()) {
                bindConstants(constants.group(1).split("\\s*,\\s*"), constants.group(2), bindings);
            }
        }
        for (String body : testBodies) {
            total++;
            boolean skips = body.contains("t:Skip(");
            for (int id : ids(body, bindings, new HashSet<>())) {
                tests.merge(id, 1, Integer::sum);
                if (skips) {
                    skipped.merge(id, 1, Integer::sum);
                }
            }
        }
    }

    /** {@code local A, B = 1, 2} gives A 1 and B 2; when the counts differ each name gets the whole right side. */
    private static void bindConstants(String[] names, String values, Map<String, String> bindings) {
        String[] parts = values.split(",");
        for (int i = 0; i < names.length; i++) {
            bindings.put(names[i], parts.length == names.length ? parts[i] : values);
        }
    }

    /** The ids the code names, directly or through top-level names; {@code seen} stops recursion. */
    private Set<Integer> ids(String code, Map<String, String> bindings, Set<String> seen) {
        Set<Integer> ids = new HashSet<>();
        Matcher string = STRING.matcher(code);
        while (string.find()) {
            String text = string.group(1) != null ? string.group(1) : string.group(2);
            names.lookup(text).ifPresent(card -> ids.add(card.code()));
        }
        Matcher number = NUMBER.matcher(code);
        while (number.find()) {
            long value = Long.parseLong(number.group(1));
            if (value > 0 && value <= Integer.MAX_VALUE) {
                ids.add((int) value);
            }
        }
        Matcher name = NAME.matcher(code);
        while (name.find()) {
            String word = name.group();
            if (bindings.containsKey(word) && seen.add(word)) {
                ids.addAll(ids(bindings.get(word), bindings, seen));
            }
        }
        return ids;
    }

    /**
     * The file cut where a line starts in the first column with anything but {@code end}: each
     * piece is one top-level statement (a test, a helper function, a constant).
     */
    private static List<String> topLevelStatements(String source) {
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : source.split("\n", -1)) {
            boolean starts = !line.isEmpty() && !Character.isWhitespace(line.charAt(0)) && !line.startsWith("end");
            if (starts && current.length() > 0) {
                statements.add(current.toString());
                current.setLength(0);
            }
            current.append(line).append('\n');
        }
        statements.add(current.toString());
        return statements.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    /** Lua comments removed ({@code --} to the end of the line, outside strings); ids in comments are not uses. */
    private static String withoutComments(String source) {
        StringBuilder out = new StringBuilder(source.length());
        char quote = 0;
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            if (quote != 0) {
                if (c == '\\' && i + 1 < source.length()) {
                    out.append(c).append(source.charAt(++i));
                    continue;
                }
                if (c == quote || c == '\n') {
                    quote = 0;
                }
                out.append(c);
            } else if (c == '"' || c == '\'') {
                quote = c;
                out.append(c);
            } else if (c == '-' && i + 1 < source.length() && source.charAt(i + 1) == '-') {
                while (i < source.length() && source.charAt(i) != '\n') {
                    i++;
                }
                out.append('\n');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
