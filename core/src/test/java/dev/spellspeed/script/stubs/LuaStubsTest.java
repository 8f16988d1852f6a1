package dev.spellspeed.script.stubs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.luaj.vm2.LuaClosure;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.lint.ApiNames;
import dev.spellspeed.script.api.ScriptApi;
import dev.spellspeed.script.lua53.RewritingCompiler;
import dev.spellspeed.script.sandbox.SandboxOptions;

/** The stubs parse as Lua and cover every bound function and constant. */
class LuaStubsTest {
    private static ScriptHost host;
    private static Map<String, String> stubs;

    @BeforeAll
    static void generate() {
        host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
        stubs = LuaStubs.of(host);
    }

    @Test
    void everyFileIsLuaMeta() {
        for (Map.Entry<String, String> file : stubs.entrySet()) {
            assertTrue(file.getValue().startsWith("---@meta\n"), file.getKey());
            RewritingCompiler.compile(file.getValue().getBytes(StandardCharsets.UTF_8), "@" + file.getKey());
        }
    }

    @Test
    void everyBoundFunctionIsDeclared() {
        ApiNames names = ApiNames.of(host);
        List<String> missing = new ArrayList<>();
        for (String table : ApiNames.TABLES) {
            for (String name : names.fields(table)) {
                if (name.startsWith("__")) {
                    continue;
                }
                String decl = "function " + table + "." + name + "(";
                if (!stubs.get("spellspeed.lua").contains(decl)) {
                    missing.add(table + "." + name);
                }
            }
        }
        // aux holds a few values that are not functions; everything else is a function
        missing.removeIf(n -> n.startsWith("aux."));
        assertEquals(List.of(), missing);
        assertTrue(names.fields("Duel").size() > 100);
    }

    @Test
    void everyConstantHasItsValue() {
        String constants = stubs.get("constants.lua");
        assertTrue(constants.contains("\nREASON_EFFECT = 64\n"), constants.substring(0, 400));
        assertTrue(constants.contains("\nLOCATION_HAND = 2\n"));
        for (String global : ApiNames.of(host).globals()) {
            if (global.matches("(EFFECT|EVENT|REASON|LOCATION|POS|TYPE|CATEGORY|RESET|PHASE)_[A-Z0-9_]+")) {
                assertTrue(constants.contains("\n" + global + " = "), global);
            }
        }
    }

    @Test
    void methodsTakeSelfAndCallbacksTheirSignature() {
        String api = stubs.get("spellspeed.lua");
        assertTrue(api.contains("---@param self Card\n---@param code any\n---@param ... any\n---@return boolean\nfunction Card.IsCode(self, code, ...) end"),
                api.substring(0, 600));
        assertTrue(api.contains("---@param f EffectTarget\nfunction Effect.SetTarget(self, f) end"));
        assertTrue(api.contains("---@alias EffectCost fun(e:Effect, tp:integer, eg:Group, ep:integer, ev:integer, re:Effect, r:integer, rp:integer, chk:integer):boolean?"));
    }

    /** The declared parameters (the signatures.txt of each binding folder) name and type each bound function's arguments. */
    @Test
    void parametersAreNamedAndTypedFromTheDeclarations() {
        String api = stubs.get("spellspeed.lua");
        assertTrue(api.contains("---@param p integer\n---@param n integer\n---@param reason integer\n---@param is_step? boolean\n"
                + "---@return integer"), api);
        assertTrue(api.contains("---@return Card?\nfunction Duel.GetFieldCard(p, loc, seq) end"), api);
        int declared = 0;
        for (dev.spellspeed.script.api.ApiSignatures.Signature s : dev.spellspeed.script.api.ApiSignatures.load().all().values()) {
            String params = String.join(", ", s.params().stream().map(dev.spellspeed.script.api.ApiSignatures.Param::name).toList());
            String head = "function " + s.table() + "." + s.name() + "(" + (s.method() ? "self" + (params.isEmpty() ? "" : ", ") : "") + params;
            assertTrue(api.contains(head), head);
            declared++;
        }
        assertTrue(declared > 500, "declared " + declared);
    }

    /** The comment lines written right above {@code function Table.Name(}, or null when it is not declared. */
    private static List<String> docOf(String api, String qualified) {
        int at = api.indexOf("\nfunction " + qualified + "(");
        if (at < 0) {
            return null;
        }
        List<String> lines = new ArrayList<>();
        int end = at;
        while (end > 0) {
            int start = api.lastIndexOf('\n', end - 1);
            String line = api.substring(start + 1, end);
            if (!line.startsWith("---")) {
                break;
            }
            lines.add(0, line);
            end = start;
        }
        return lines;
    }

    /** Every function bound in Java (not the prelude's Lua ones) opens with its one-line doc, a {@code --- text} line. */
    @Test
    void everyJavaBoundFunctionHasAOneLineDoc() {
        DuelScripts scripts = host.openDuel(code -> null);
        ScriptApi.install(Rules.of(Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2))), scripts);
        String api = stubs.get("spellspeed.lua");
        List<String> undocumented = new ArrayList<>();
        int bound = 0;
        for (String table : ApiNames.TABLES) {
            LuaTable t = scripts.globals().rawget(table).checktable();
            for (LuaValue key : t.keys()) {
                LuaValue fn = t.rawget(key);
                if (!fn.isfunction() || fn instanceof LuaClosure || key.tojstring().startsWith("__")) {
                    continue;
                }
                bound++;
                List<String> doc = docOf(api, table + "." + key.tojstring());
                if (doc == null || doc.isEmpty() || doc.get(0).startsWith("---@") || doc.get(0).substring(3).isBlank()) {
                    undocumented.add(table + "." + key.tojstring());
                }
            }
        }
        assertTrue(bound > 500, "bound functions: " + bound);
        assertEquals(List.of(), undocumented.stream().sorted().toList(), "no one-line doc (add the function to the API reference)");
    }

    /** The doc is the API reference's line, not a text of the stubs' own. */
    @Test
    void theDocIsTheLineOfTheApiReference() throws Exception {
        String reference = java.nio.file.Files.readString(Path.of("../docs/scripting.md"));
        String row = reference.lines().filter(l -> l.startsWith("| `Duel.Draw` |")).findFirst().orElseThrow();
        String text = row.substring(row.lastIndexOf(" | ", row.length() - 3) + 3, row.length() - 2).strip();
        assertEquals("--- " + text, docOf(stubs.get("spellspeed.lua"), "Duel.Draw").get(0));
    }

    @Test
    void tableCellsLoseTheirMarkdownButKeepEscapedBarsAndCode() {
        Map<String, String> out = new java.util.HashMap<>();
        ApiDocs.read("| `Duel.A` | `Duel.A(x)` | **no-op**: see [the rules](rules.md#x); `a \\| b` |\n"
                + "| `Card.B`, `Card.C` | `c:B()` | two names, one line |\n| `Duel.A` | `Duel.A()` | a later row |\n"
                + "| type | what |\n", 0, 2, out);
        assertEquals(Map.of("Duel.A", "no-op: see the rules; `a | b`", "Card.B", "two names, one line",
                "Card.C", "two names, one line"), out);
    }
}
