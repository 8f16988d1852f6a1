package dev.spellspeed.script.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ApiSignatures;
import dev.spellspeed.script.sandbox.SandboxOptions;

/** The argument rules of the linter: each mistake beside the same call written right (which must stay silent). */
class CallArgumentsTest {
    private static ScriptLinter linter;
    private static ApiNames names;

    @BeforeAll
    static void open() throws Exception {
        Path root = Path.of("..").toAbsolutePath().normalize();
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(root.resolve("scripts")), SandboxOptions.defaults());
        names = ApiNames.of(host);
        linter = new ScriptLinter(names, CardDatabase.load(root.resolve("cards.db")));
    }

    private static List<String> findings(String body) {
        String source = "local s,id=GetID()\nfunction s.op(e,tp,eg,ep,ev,re,r,rp)\n" + body + "\nend\n";
        return linter.lint("c1.lua", source.getBytes(StandardCharsets.ISO_8859_1)).stream()
                .filter(f -> f.rule().startsWith("argument-")).map(LintFinding::formatted).toList();
    }

    @Test
    void tooFewArgumentsIsAnErrorAndEnoughIsNot() {
        assertEquals(List.of("c1.lua:3:1: error [argument-count] Duel.Draw(p, n, reason) needs 3 arguments, and this call gives 2; missing: reason"),
                findings("Duel.Draw(tp,1)"));
        assertEquals(List.of(), findings("Duel.Draw(tp,1,REASON_EFFECT)"));
    }

    @Test
    void aCallOrVarargsAsTheLastArgumentMayGiveTheRest() {
        assertEquals(List.of(), findings("Duel.Draw(tp,Duel.GetChainInfo(0,CHAININFO_TARGET_PLAYER,CHAININFO_TARGET_PARAM))"));
        assertEquals(List.of(), findings("local f=function(...) return Duel.Draw(...) end"));
        assertEquals(1, findings("Duel.Draw(Duel.GetTurnPlayer(),1)").size(), "a call in the middle is one value");
    }

    @Test
    void moreArgumentsThanItReadsIsAWarning() {
        assertEquals(List.of("c1.lua:3:1: warning [argument-count] Duel.Draw(p, n, reason) reads 3 arguments, and this call gives 4: the rest are ignored"),
                findings("Duel.Draw(tp,1,REASON_EFFECT,true)"));
        assertEquals(List.of(), findings("Duel.Damage(tp,100,REASON_EFFECT,true)"), "Damage reads a fourth (is_step)");
    }

    @Test
    void aLiteralOfTheWrongKindIsAnErrorNilAndExpressionsAreNot() {
        assertEquals(List.of("c1.lua:3:1: error [argument-kind] Duel.Draw(p, n, reason): argument 2 (n) must be an integer, and this call gives a string"),
                findings("Duel.Draw(tp,\"1\",REASON_EFFECT)"));
        assertEquals(List.of(), findings("Duel.Draw(tp,x or 1,REASON_EFFECT)"));
        assertEquals(List.of(), findings("local g=Duel.GetMatchingGroup(nil,tp,LOCATION_MZONE,0,nil)"));
        // ygopro reads a card or group there and ignores anything else: 0 is its idiom for "no cards"
        assertEquals(List.of(), findings("Duel.SetOperationInfo(0,CATEGORY_DRAW,nil,0,tp,1)"));
        assertEquals(List.of(), findings("Duel.SetOperationInfo(0,CATEGORY_HANDES,0,0,1-tp,1)"));
    }

    @Test
    void aFunctionWrittenInTheArgumentsKeepsItsCommas() {
        assertEquals(List.of(), findings("local g=Duel.GetMatchingGroup(function(c) local a,b=1,2 return c:IsFaceup() end,tp,LOCATION_MZONE,0,nil)"));
    }

    @Test
    void methodsAreCheckedOnlyWhenNoFunctionOfTheFileHasTheName() {
        assertEquals(1, findings("local c=e:GetHandler() c:IsAbleToHand(e,0,tp)").size());
        String own = "function s.IsAbleToHand(c,a,b,d) return true end\nlocal c=e:GetHandler() c:IsAbleToHand(e,0,tp)";
        assertEquals(List.of(), findings(own));
    }

    @Test
    void everyDeclarationIsOfABoundFunction() {
        ApiSignatures signatures = ApiSignatures.load();
        assertTrue(signatures.all().size() > 500, "declarations: " + signatures.all().size());
        for (ApiSignatures.Signature s : signatures.all().values()) {
            assertTrue(names.fields(s.table()).contains(s.name()), s.table() + "." + s.name() + " is declared but not bound");
            assertTrue(!s.method() || !s.table().equals("Duel"), s.name() + ": Duel has no methods");
        }
    }
}
