package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.script.sandbox.LuaSandbox;
import dev.spellspeed.script.sandbox.SandboxOptions;

/** The bundled constant.lua defines exactly the names and values of the API fact table. */
class ConstantsTest {

    private static final Path TABLE = Path.of("src/test/resources/script/api-constants.tsv");
    private static final Path CONSTANTS = Path.of("../scripts/constant.lua");

    private record Fact(String name, long value) { }

    private static List<Fact> facts() throws IOException {
        List<Fact> facts = new ArrayList<>();
        List<String> lines = Files.readAllLines(TABLE, StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            String[] cols = line.split("\t");
            long hex = cols[2].startsWith("-") ? -Long.parseLong(cols[2].substring(3), 16)
                    : Long.parseLong(cols[2].substring(2), 16);
            assertEquals(Long.parseLong(cols[1]), hex, "the table's own columns agree for " + cols[0]);
            facts.add(new Fact(cols[0], Long.parseLong(cols[1])));
        }
        return facts;
    }

    @Test
    void everyNameHasItsValue() throws IOException {
        Globals g = new LuaSandbox(SandboxOptions.defaults()).globals();
        g.load(Files.readString(CONSTANTS, StandardCharsets.ISO_8859_1), "@constant.lua").call();
        List<Fact> facts = facts();
        assertEquals(859, facts.size());
        for (Fact f : facts) {
            LuaValue v = g.get(f.name());
            assertEquals(LuaValue.TNUMBER, v.type(), f.name() + " is defined");
            assertEquals((double) f.value(), v.todouble(), f.name());
        }
    }

    @Test
    void definesNothingElse() throws IOException {
        Set<String> names = new HashSet<>();
        for (Fact f : facts()) {
            names.add(f.name());
        }
        Matcher m = Pattern.compile("(?m)^([A-Za-z_][A-Za-z0-9_]*)\\s*=").matcher(Files.readString(CONSTANTS));
        int assignments = 0;
        while (m.find()) {
            assignments++;
            assertTrue(names.contains(m.group(1)), m.group(1) + " is not in the fact table");
        }
        assertEquals(names.size(), assignments, "each name assigned exactly once");
    }
}
