package dev.spellspeed.script.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.luaj.vm2.LuaTable;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A card script reaches the engine functions of the prelude functions it names, transitively: the
 * reference procedure.lua's procedures call functions no card script calls itself, and the
 * missing-function ranking counts the scripts that reach them.
 */
class PreludeReachTest {
    private static final String PROCEDURE = """
            function Auxiliary.AddTestProcedure(c,f)
            \tlocal e=Effect.CreateEffect(c)
            \te:SetCondition(Auxiliary.TestCondition(f))
            end
            function Auxiliary.TestCondition(f)
            \treturn function(e,c) return helper(c) and Duel.CheckXyzMaterial(c,f,4,2,2,nil) end
            end
            local function helper(c)
            \treturn c:IsCanBeLinkMaterial(nil) and Group.CheckTestGroup(nil)
            end
            function Group.CheckTestGroup(g)
            \treturn Duel.GetMustMaterial(0,0)
            end
            """;

    @TempDir
    Path tmp;

    private PreludeReach reach() {
        return PreludeReach.ofSources(Map.of("procedure.lua", PROCEDURE));
    }

    @Test
    void aScriptReachesWhatTheProcedureItNamesCallsTransitively() {
        Set<String> reached = reach().reachedBy("function s.initial_effect(c) aux.AddTestProcedure(c,nil) end");
        assertTrue(reached.containsAll(Set.of("Duel.CheckXyzMaterial", ":IsCanBeLinkMaterial", "Duel.GetMustMaterial",
                "Effect.CreateEffect", ":SetCondition")), reached.toString());
    }

    @Test
    void controlAScriptNamingNoProcedureReachesNothing() {
        assertEquals(Set.of(), reach().reachedBy("function s.initial_effect(c) Duel.Draw(0,1,0) end"));
    }

    @Test
    void aPreludeGroupMethodIsReachedThroughAMethodCall() {
        Set<String> reached = reach().reachedBy("function s.f(g) return g:CheckTestGroup() end");
        assertEquals(Set.of("Duel.GetMustMaterial"), reached);
    }

    @Test
    void theMissingFunctionRankingCountsScriptsThatReachAFunctionThroughThePrelude() throws IOException {
        Path prelude = Files.writeString(tmp.resolve("procedure.lua"), PROCEDURE);
        Path using = Files.writeString(tmp.resolve("c1.lua"), "function s.initial_effect(c) aux.AddTestProcedure(c) end");
        Path notUsing = Files.writeString(tmp.resolve("c2.lua"), "function s.initial_effect(c) end");
        // API tables without any function: every reference function counts as missing
        LuaTable empty = new LuaTable();
        MissingApiScan scan = new MissingApiScan(table -> empty, PreludeReach.of(List.of(prelude)));
        assertTrue(scan.calledBy(using).containsAll(Set.of("Duel.CheckXyzMaterial", "Card.IsCanBeLinkMaterial",
                "Duel.GetMustMaterial")), scan.calledBy(using).toString());
        assertEquals(Set.of(), scan.calledBy(notUsing));
        MissingApiNeed xyz = scan.rank(List.of(using, notUsing), Map.of()).stream()
                .filter(n -> n.function().equals("Duel.CheckXyzMaterial")).findFirst().orElseThrow();
        assertEquals(1, xyz.scripts());
        // without the prelude, the same script calls none of them itself
        assertEquals(Set.of(), new MissingApiScan(table -> empty).calledBy(using));
    }
}
