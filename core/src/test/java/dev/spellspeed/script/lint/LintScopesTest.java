package dev.spellspeed.script.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * The lint's rules on Lua's real scopes: each case is a script a token-level reading got wrong (a
 * name taken for another variable of the same name), beside the same script written so the rule
 * must stay silent.
 */
class LintScopesTest {
    private static ScriptLinter linter;

    @BeforeAll
    static void open() throws Exception {
        Path root = Path.of("..").toAbsolutePath().normalize();
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(root.resolve("scripts")), SandboxOptions.defaults());
        linter = new ScriptLinter(ApiNames.of(host), CardDatabase.load(root.resolve("cards.db")));
    }

    private static List<String> findings(String rule, String source) {
        return linter.lint("c1.lua", source.getBytes(StandardCharsets.ISO_8859_1)).stream()
                .filter(f -> f.rule().equals(rule)).map(LintFinding::formatted).toList();
    }

    @Test
    void aLocalIsUnusedEvenWhenALaterFunctionUsesItsNameForAnotherVariable() {
        String source = """
                local s,id=GetID()
                function s.op(e,tp)
                	local c=e:GetHandler()
                	Duel.Draw(tp,1,REASON_EFFECT)
                end
                function s.filter(c)
                	return c:IsFaceup()
                end
                """;
        assertEquals(List.of("c1.lua:3:8: warning [unused-local] local c is never used"), findings("unused-local", source));
        assertEquals(List.of(), findings("unused-local", source.replace("Duel.Draw(tp,1,REASON_EFFECT)",
                "Duel.Draw(tp,c:GetLevel(),REASON_EFFECT)")));
    }

    @Test
    void anOuterLocalShadowedByAnInnerOneIsUnusedWhenOnlyTheInnerIsRead() {
        String source = """
                local s,id=GetID()
                function s.op(e,tp)
                	local g=Duel.GetFieldGroup(tp,LOCATION_HAND,0)
                	if Duel.IsExistingMatchingCard(nil,tp,LOCATION_DECK,0,1,nil) then
                		local g=Duel.GetFieldGroup(tp,LOCATION_DECK,0)
                		Duel.SendtoGrave(g,REASON_EFFECT)
                	end
                end
                """;
        assertEquals(List.of("c1.lua:3:8: warning [unused-local] local g is never used"), findings("unused-local", source));
        assertEquals(List.of(), findings("unused-local", source.replace("\t\tlocal g=", "\t\tg=")));
    }

    @Test
    void aLocalOnlyAssignedIsNeverUsedALocalReadOnlyInUntilIs() {
        assertEquals(List.of("c1.lua:1:10: warning [unused-local] local cg is never used"),
                findings("unused-local", "local ex,cg=1,2\nex,cg=3,4\nreturn ex"));
        assertEquals(List.of(), findings("unused-local", "repeat local done=math.random(2)==1 until done"),
                "until sees the body's locals");
    }

    @Test
    void anAssignmentOutsideTheLocalsScopeIsAGlobal() {
        String source = """
                local s,id=GetID()
                function s.a()
                	local drawn=0
                	return drawn
                end
                function s.b()
                	drawn=1
                end
                """;
        assertEquals(List.of("c1.lua:7:2: warning [global-assignment] assigns the global drawn, which every script of the duel "
                + "shares; declare it local (or a field of the card table s)"), findings("global-assignment", source));
        assertEquals(List.of(), findings("global-assignment", source.replace("\tdrawn=1", "\tlocal drawn\n\tdrawn=1")));
    }

    @Test
    void aNameLocalOnlyInAnotherFunctionIsUndefinedWhereItIsRead() {
        String source = """
                local s,id=GetID()
                function s.a(e,tp)
                	local helper=Duel.GetTurnPlayer()
                	return helper==tp
                end
                function s.b(e,tp)
                	return helper==tp
                end
                """;
        assertEquals(List.of("c1.lua:7:9: error [undefined-global] helper is not defined: no local, no global of the file, "
                + "the prelude or the API"), findings("undefined-global", source));
        assertEquals(List.of(), findings("undefined-global", source.replace("\treturn helper==tp\nend\n",
                "\tlocal helper=Duel.GetTurnPlayer()\n\treturn helper==tp\nend\n")));
    }

    @Test
    void anEffectIsNeverRegisteredEvenWhenAnotherFunctionRegistersItsOwnE1() {
        String source = """
                local s,id=GetID()
                function s.initial_effect(c)
                	local e1=Effect.CreateEffect(c)
                	e1:SetType(EFFECT_TYPE_ACTIVATE)
                end
                function s.op(e,tp)
                	local e1=Effect.CreateEffect(e:GetHandler())
                	Duel.RegisterEffect(e1,tp)
                end
                """;
        assertEquals(List.of("c1.lua:3:8: warning [effect-not-registered] effect e1 is created but never registered "
                + "(c:RegisterEffect(e1) or Duel.RegisterEffect), passed or returned, so it never applies"),
                findings("effect-not-registered", source));
        assertEquals(List.of(), findings("effect-not-registered", source.replace("\te1:SetType(EFFECT_TYPE_ACTIVATE)\n",
                "\te1:SetType(EFFECT_TYPE_ACTIVATE)\n\tc:RegisterEffect(e1)\n")));
    }

    @Test
    void aSecondRegistrationAfterAFunctionWrittenInBetweenIsStillASecondOne() {
        String source = """
                local s,id=GetID()
                function s.initial_effect(c)
                	local e1=Effect.CreateEffect(c)
                	c:RegisterEffect(e1)
                	e1:SetValue(function(e,tc) return tc:IsFaceup() end)
                	c:RegisterEffect(e1)
                end
                """;
        assertEquals(List.of("c1.lua:6:19: warning [ygopro-tolerated] effect e1 is registered again (first on line 4): ygopro "
                + "ignores the second registration, and so does Spellspeed; Clone it to register a copy"),
                findings("ygopro-tolerated", source));
        assertEquals(List.of(), findings("ygopro-tolerated", source.replace("\tc:RegisterEffect(e1)\nend",
                "\tlocal e2=e1:Clone()\n\tc:RegisterEffect(e2)\nend")));
    }

    @Test
    void aCostThatActsOnlyInAFunctionItDefinesDoesNotActWhenChecked() {
        String source = """
                local s,id=GetID()
                function s.initial_effect(c)
                	local e1=Effect.CreateEffect(c)
                	e1:SetType(EFFECT_TYPE_ACTIVATE)
                	e1:SetCost(s.cost)
                	c:RegisterEffect(e1)
                end
                function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
                	e:SetLabelObject(function() Duel.PayLPCost(tp,1000) end)
                end
                """;
        assertEquals(List.of(), findings("check-branch", source));
        assertEquals(1, findings("check-branch", source.replace("e:SetLabelObject(function() Duel.PayLPCost(tp,1000) end)",
                "Duel.PayLPCost(tp,1000)")).size());
    }

    @Test
    void aChkShadowedByALocalIsNotTheParameterTested() {
        String source = """
                local s,id=GetID()
                function s.initial_effect(c)
                	local e1=Effect.CreateEffect(c)
                	e1:SetType(EFFECT_TYPE_ACTIVATE)
                	e1:SetTarget(s.target)
                	c:RegisterEffect(e1)
                end
                function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
                	local chk=Duel.GetTurnCount()
                	if chk==0 then return true end
                	Duel.SetTargetPlayer(tp)
                end
                """;
        assertEquals(1, findings("check-branch", source).size());
        assertEquals(List.of(), findings("check-branch", source.replace("\tlocal chk=Duel.GetTurnCount()\n", "")));
    }

    @Test
    void aCostWrittenInTheSetterCallIsCheckedLikeANamedOne() {
        String source = """
                local s,id=GetID()
                function s.initial_effect(c)
                	local e1=Effect.CreateEffect(c)
                	e1:SetType(EFFECT_TYPE_IGNITION)
                	e1:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk)
                		Duel.PayLPCost(tp,1000)
                	end)
                	c:RegisterEffect(e1)
                end
                """;
        assertEquals(List.of("c1.lua:5:13: error [check-branch] the cost written on line 5 never tests chk: with chk==0 the engine "
                + "only asks whether it could be done, but this cost calls Duel.PayLPCost every time; add 'if chk==0 then return "
                + "<can it be done?> end' first"), findings("check-branch", source));
        assertEquals(List.of(), findings("check-branch", source.replace("\t\tDuel.PayLPCost(tp,1000)",
                "\t\tif chk==0 then return Duel.CheckLPCost(tp,1000) end\n\t\tDuel.PayLPCost(tp,1000)")));
    }

    @Test
    void aLocalFunctionDeclaredBelowTheEffectIsNotInScopeWhereTheEffectIsSetUp() {
        String source = """
                local s,id=GetID()
                function s.initial_effect(c)
                	local e1=Effect.CreateEffect(c)
                	e1:SetType(EFFECT_TYPE_ACTIVATE)
                	e1:SetOperation(activate)
                	c:RegisterEffect(e1)
                end
                local function activate(e,tp)
                	Duel.Draw(tp,1,REASON_EFFECT)
                end
                """;
        // initial_effect was written before the local: there, activate is a global, and nil
        assertEquals(List.of("c1.lua:5:18: error [undefined-global] activate is not defined: no local, no global of the file, "
                + "the prelude or the API"), findings("undefined-global", source));
        String declaredFirst = source.replace("local function activate(e,tp)\n\tDuel.Draw(tp,1,REASON_EFFECT)\nend\n", "")
                .replace("local s,id=GetID()\n", "local s,id=GetID()\nlocal function activate(e,tp)\n\tDuel.Draw(tp,1,REASON_EFFECT)\nend\n");
        assertEquals(List.of(), findings("undefined-global", declaredFirst));
    }

    @Test
    void aCallInsideAnExpressionIsOneArgumentNotAnOpenEnd() {
        String source = "local s,id=GetID()\nfunction s.op(e,tp)\n\tDuel.Draw(tp,1+Duel.GetTurnCount())\nend\n";
        assertEquals(List.of("c1.lua:3:2: error [argument-count] Duel.Draw(p, n, reason) needs 3 arguments, and this call gives 2; "
                + "missing: reason"), findings("argument-count", source));
        assertEquals(List.of(), findings("argument-count", source.replace("1+Duel.GetTurnCount()", "Duel.GetTurnCount()")),
                "a call as the last argument may give the rest");
    }

    @Test
    void aSyntaxErrorIsTheOnlyFindingAndNamesTheTokenAsWritten() {
        List<LintFinding> found = linter.lint("c1.lua", "local s,id=GetID()\nfunction s.op(e,tp)\n\tDuel.Draw(tp,1,REASON_EFFECT\nend\n"
                .getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("c1.lua:4:1: error [syntax] ')' expected (to close '(' at line 3) near 'end'"),
                found.stream().map(LintFinding::formatted).toList());
    }
}
