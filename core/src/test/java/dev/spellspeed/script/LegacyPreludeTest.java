package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.api.ScriptApi;
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
}
