package dev.spellspeed.script.stubs;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line of documentation per API function, read from the API reference the project keeps anyway
 * (docs/scripting.md's tables, {@code | `Duel.Draw` | `Duel.Draw(p,n,reason)` | what it does |},
 * kept complete by {@code ApiReferenceTest}), which the build copies beside this class. Not a second list: a function documented there is
 * documented in the stubs.
 */
public final class ApiDocs {
    private static final Pattern FUNCTION = Pattern.compile("`((?:Duel|Card|Effect|Group|Debug|aux)\\.[A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)\\]\\([^)]*\\)");

    private final Map<String, String> descriptions;

    private ApiDocs(Map<String, String> descriptions) {
        this.descriptions = Map.copyOf(descriptions);
    }

    /** Reads the descriptions from the class path (the docs the build copied). */
    public static ApiDocs load() {
        Map<String, String> out = new HashMap<>();
        read(text("docs/scripting.md"), 0, 2, out);
        return new ApiDocs(out);
    }

    private static String text(String resource) {
        try (InputStream in = ApiDocs.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource + " (copied from docs/ by the build)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Table rows whose cell {@code nameCell} names functions and whose cell {@code textCell} describes them; the first row of a name wins. */
    static void read(String doc, int nameCell, int textCell, Map<String, String> out) {
        for (String line : doc.split("\n")) {
            if (!line.startsWith("| `")) {
                continue;
            }
            List<String> cells = cells(line);
            if (cells.size() <= textCell) {
                continue;
            }
            String description = clean(cells.get(textCell));
            if (description.isEmpty()) {
                continue;
            }
            Matcher m = FUNCTION.matcher(cells.get(nameCell));
            while (m.find()) {
                out.putIfAbsent(m.group(1), description);
            }
        }
    }

    /** The cells of a Markdown table row; {@code \|} is a bar inside a cell. */
    private static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        for (int k = 1; k < row.length(); k++) {
            char c = row.charAt(k);
            if (c == '\\' && k + 1 < row.length() && row.charAt(k + 1) == '|') {
                cell.append('|');
                k++;
            } else if (c == '|') {
                cells.add(cell.toString().strip());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        return cells;
    }

    /** Markdown a hover need not show: emphasis marks and link targets (backticks stay: LuaLS renders them). */
    private static String clean(String cell) {
        String text = LINK.matcher(cell).replaceAll("$1").replace("**", "");
        return text.replaceAll("\\s+", " ").strip();
    }

    /** The one-line description of {@code Table.Name}, or null when the reference has none. */
    public String of(String qualifiedName) {
        return descriptions.get(qualifiedName);
    }
}
