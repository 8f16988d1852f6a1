package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.api.ScriptApi;
import dev.spellspeed.script.sandbox.LuaSandbox;
import dev.spellspeed.script.sandbox.SandboxOptions;

/** The compatibility layer for older preludes: old names where the prelude leaves them undefined, only when on. */
class LegacyPreludeTest {

    private static DuelScripts open(ScriptDirectories dirs, boolean legacy) {
        ScriptHost host = new ScriptHost(dirs, SandboxOptions.defaults(), new PrototypeCache(100))
                .withCompatibility(ScriptCompatibility.DEFAULT.withLegacyPrelude(legacy));
        DuelScripts scripts = host.openDuel();
        ScriptApi.install(Rules.of(Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2))), scripts);
        return scripts;
    }

    private static LuaValue eval(DuelScripts scripts, String expression) {
        return scripts.call(0, CallbackRole.OTHER, scripts.globals().load("return " + expression, "=test"), LuaValue.NONE)
                .arg1();
    }

    @Test
    void theOldNamesAreDefinedAsTheOlderPreludeDefinedThem() {
        DuelScripts scripts = open(ScriptDirectories.bundledOnly(DuelScriptsTest.BUNDLED), true);
        assertEquals(0x4, eval(scripts, "POS_FACEUP_DEFENCE").toint());
        assertEquals(104, eval(scripts, "EFFECT_UPDATE_DEFENCE").toint());
        assertEquals(0x200, eval(scripts, "EFFECT_FLAG_CANNOT_NEGATE").toint());
        assertEquals(eval(scripts, "PHASE_END").toint(), eval(scripts, "RESET_END").toint());
        assertEquals(eval(scripts, "RACE_CYBERSE").toint(), eval(scripts, "RACE_CYBERS").toint());
        assertTrue(eval(scripts, "aux.AddPendulumProcedure").isfunction());
        assertTrue(eval(scripts, "Card.EnableUnsummonable").isfunction());
        assertSame(eval(scripts, "Card.GetDefense"), eval(scripts, "Card.GetDefence"), "the Defence spellings of the API");
        assertSame(eval(scripts, "Card.IsDefensePos"), eval(scripts, "Card.IsDefencePos"));
    }

    @Test
    void offTheNamesStayUndefined() {
        DuelScripts scripts = open(ScriptDirectories.bundledOnly(DuelScriptsTest.BUNDLED), false);
        for (String name : List.of("POS_FACEUP_DEFENCE", "EFFECT_FLAG_CANNOT_NEGATE", "RESET_END", "aux.AddPendulumProcedure",
                "Card.GetDefence")) {
            assertTrue(eval(scripts, name).isnil(), name);
        }
        assertTrue(eval(scripts, "Card.GetDefense").isfunction(), "positive control");
    }

    @Test
    void aNameThePreludeDefinesKeepsThePreludesValue(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("procedure.lua"), "EFFECT_FLAG_CANNOT_NEGATE = 0x999\n");
        DuelScripts scripts = open(ScriptDirectories.of(List.of(dir), DuelScriptsTest.BUNDLED), true);
        assertEquals(0x999, eval(scripts, "EFFECT_FLAG_CANNOT_NEGATE").toint());
        assertEquals(0x200, eval(scripts, "EFFECT_FLAG_CANNOT_NEGATED").toint());
    }

    @Test
    void theConstantsDefinedFromJavaLeaveTheGlobalsAsTheLuaDefinesDid() throws Exception {
        // the layer's constants were once Lua: define(name, value) -- rawset where rawget is nil -- for each line
        StringBuilder lua = new StringBuilder("local function define(name, value)\n"
                + "  if rawget(_G, name) == nil then rawset(_G, name, value) end\nend\n");
        for (String line : Files.readAllLines(Path.of("src/main/resources/dev/spellspeed/script/legacy-constants.tsv"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String[] cells = line.split("\t");
                lua.append("define(\"").append(cells[0]).append("\", ").append(cells[1]).append(")\n");
            }
        }
        // a prelude that already defines one of the names, and leaves another's source undefined
        LuaSandbox ran = new LuaSandbox(SandboxOptions.defaults());
        LuaSandbox applied = new LuaSandbox(SandboxOptions.defaults());
        for (LuaSandbox sandbox : List.of(ran, applied)) {
            sandbox.instantiate(LuaNames.internConstants(dev.spellspeed.script.lua53.RewritingCompiler.compile(
                    Files.readAllBytes(DuelScriptsTest.BUNDLED.resolve("constant.lua")), "@constant.lua"))).call();
            sandbox.globals().rawset("EFFECT_FLAG_CANNOT_NEGATE", LuaValue.valueOf(0x999));
            sandbox.globals().rawset("PHASE_END", LuaValue.NIL);
        }
        ran.instantiate(LuaNames.internConstants(dev.spellspeed.script.lua53.RewritingCompiler.compile(
                lua.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8), "=legacy.lua"))).call();
        LegacyPrelude.defineConstants(applied.globals());
        List<LuaValue> expected = contents(ran.globals());
        List<LuaValue> actual = contents(applied.globals());
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i += 2) {
            assertEquals(expected.get(i), actual.get(i), "the same key at " + i / 2);
            LuaValue e = expected.get(i + 1);
            if (e.isnumber()) {
                assertTrue(e.raweq(actual.get(i + 1)) && e.getClass() == actual.get(i + 1).getClass(),
                        expected.get(i) + ": " + e + " vs " + actual.get(i + 1));
            }
        }
        assertEquals(0x999, applied.globals().get("EFFECT_FLAG_CANNOT_NEGATE").toint(), "the prelude's value kept");
        assertTrue(applied.globals().get("RESET_END").isnil(), "a copied global the prelude left undefined");
        assertEquals(0x80000000L, (long) applied.globals().get("REASON_PROCEDURE").todouble());
    }

    /** A table's contents in iteration order, key and value alternating. */
    private static List<LuaValue> contents(LuaTable table) {
        List<LuaValue> all = new java.util.ArrayList<>();
        LuaValue key = LuaValue.NIL;
        while (!(key = table.next(key).arg1()).isnil()) {
            all.add(key);
            all.add(table.rawget(key));
        }
        return all;
    }
}
