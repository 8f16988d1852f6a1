package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Keeps docs/scripting.md in step with the bindings: every function of the {@code Duel},
 * {@code Card}, {@code Effect} and {@code Group} tables is listed in the doc's API reference, every
 * {@code Table.Name} the reference lists exists, and nothing the doc lists as not implemented exists.
 */
class ApiReferenceTest {
    private static final Path DOC = Path.of("../docs/scripting.md");
    private static final List<String> TABLES = List.of("Duel", "Card", "Effect", "Group");
    private static final String REFERENCE_HEADING = "## API reference";
    private static final String MISSING_HEADING = "## Not implemented yet";
    /** {@code Table.Name} as the doc writes it; the boundary keeps e.g. {@code DuelScripts.call} out. */
    private static final Pattern NAME =
            Pattern.compile("(?<![A-Za-z0-9_])(Duel|Card|Effect|Group)\\.([A-Za-z_][A-Za-z0-9_]*)");

    private static DuelScripts scripts;
    private static String doc;

    @BeforeAll
    static void open() throws IOException {
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(), Path.of("../scripts")),
                SandboxOptions.defaults(), new PrototypeCache(100));
        Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        scripts = host.openDuel(code -> null);
        Rules rules = Rules.of(duel);
        ScriptApi.install(rules, scripts);
        doc = Files.readString(DOC);
    }

    @Test
    void everyReferenceFunctionExistsAndAMissingOneSaysSo() {
        for (ReferenceApi.Function f : ReferenceApi.functions()) {
            assertTrue(scripts.apiTable(f.table()).rawget(f.name()).isfunction(), f.qualifiedName() + " is nil");
        }
        // any function still a stub: calling it names it
        NotImplemented stub = null;
        for (ReferenceApi.Function f : ReferenceApi.functions()) {
            if (scripts.apiTable(f.table()).rawget(f.name()) instanceof NotImplemented n) {
                stub = n;
                break;
            }
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(stub != null, "every reference function is implemented");
        NotImplemented missing = stub;
        org.luaj.vm2.LuaError error = org.junit.jupiter.api.Assertions.assertThrows(org.luaj.vm2.LuaError.class,
                () -> missing.call());
        assertTrue(error.getMessage().contains("not implemented: " + missing.qualifiedName()), error.getMessage());
    }

    /** Every function in the API tables, as {@code Table.Name}. */
    private static Set<String> defined() {
        Set<String> names = new TreeSet<>();
        for (String table : TABLES) {
            LuaTable t = scripts.apiTable(table);
            for (LuaValue key : t.keys()) {
                // stubs of reference functions not implemented yet only raise "not implemented"
                if (key.isstring() && t.rawget(key).isfunction() && !(t.rawget(key) instanceof NotImplemented)) {
                    names.add(table + "." + key.tojstring());
                }
            }
        }
        return names;
    }

    /** The text of a level-2 section of the doc, up to the next level-2 heading. */
    private static String section(String heading) {
        int start = doc.indexOf("\n" + heading + "\n");
        if (start < 0) {
            fail(DOC + " has no section \"" + heading + "\"");
        }
        start += 1;
        int end = doc.indexOf("\n## ", start + heading.length());
        return end < 0 ? doc.substring(start) : doc.substring(start, end);
    }

    private static Set<String> namesIn(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = NAME.matcher(text);
        while (m.find()) {
            names.add(m.group(1) + "." + m.group(2));
        }
        return names;
    }

    @Test
    void theTablesAreFilled() {
        for (String table : TABLES) {
            assertTrue(defined().stream().anyMatch(n -> n.startsWith(table + ".")), table + " has no functions");
        }
    }

    @Test
    void everyFunctionOfTheApiTablesIsInTheReference() {
        Set<String> undocumented = new TreeSet<>(defined());
        undocumented.removeAll(namesIn(section(REFERENCE_HEADING)));
        if (!undocumented.isEmpty()) {
            fail(undocumented.size() + " function(s) of the API tables are missing from the API reference of "
                    + DOC + " (add a line for each): " + String.join(", ", undocumented));
        }
    }

    @Test
    void everyFunctionTheReferenceListsExists() {
        Set<String> absent = namesIn(section(REFERENCE_HEADING));
        absent.removeAll(defined());
        if (!absent.isEmpty()) {
            fail(absent.size() + " function(s) listed in the API reference of " + DOC
                    + " do not exist in the API tables (remove them or move them to \"Not implemented yet\"): "
                    + String.join(", ", absent));
        }
    }

    @Test
    void nothingListedAsNotImplementedExists() {
        Set<String> implemented = namesIn(section(MISSING_HEADING));
        implemented.retainAll(defined());
        if (!implemented.isEmpty()) {
            fail(implemented.size() + " function(s) that " + DOC + " lists under \"Not implemented yet\" now exist"
                    + " (move them to the API reference): " + String.join(", ", implemented));
        }
    }

    @Test
    void theHelpersOutsideTheTablesAreDocumentedAndExist() {
        String reference = section(REFERENCE_HEADING);
        LuaValue globals = scripts.globals();
        Set<String> problems = new TreeSet<>();
        check(problems, reference, "GetID", globals.get("GetID"));
        check(problems, reference, "aux.Stringid", globals.get("aux").get("Stringid"));
        check(problems, reference, "math.random", globals.get("math").get("random"));
        if (!problems.isEmpty()) {
            fail("helpers: " + String.join("; ", problems));
        }
    }

    private static void check(Set<String> problems, String reference, String name, LuaValue value) {
        if (!value.isfunction()) {
            problems.add(name + " is not a function in the sandbox");
        }
        if (!reference.contains("`" + name + "`")) {
            problems.add(name + " is not listed in the API reference of " + DOC);
        }
    }
}
