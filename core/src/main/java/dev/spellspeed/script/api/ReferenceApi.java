package dev.spellspeed.script.api;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The functions of the reference ygopro engine's {@code Duel}, {@code Card}, {@code Effect} and
 * {@code Group} tables, with how many of ygopro's card scripts use each (a bundled fact list).
 */
public final class ReferenceApi {
    /**
     * One function of the reference API.
     *
     * @param scriptsUsing    reference card scripts that call it
     * @param scriptsReaching reference card scripts that call it or reach it through the prelude's functions
     */
    public record Function(String table, String name, int scriptsUsing, int scriptsReaching) {
        public String qualifiedName() {
            return table + "." + name;
        }
    }

    private static final List<Function> FUNCTIONS = load();

    private ReferenceApi() {}

    /** Every function, most used first. */
    public static List<Function> functions() {
        return FUNCTIONS;
    }

    private static List<Function> load() {
        try (InputStream in = ReferenceApi.class.getResourceAsStream("reference-api.tsv")) {
            if (in == null) {
                throw new IllegalStateException("reference-api.tsv is missing from the build");
            }
            List<Function> functions = new ArrayList<>();
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t");
                int using = Integer.parseInt(cells[2]);
                functions.add(new Function(cells[0], cells[1], using, cells.length > 3 ? Integer.parseInt(cells[3]) : using));
            }
            return List.copyOf(functions);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
