package dev.spellspeed.cli;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code spellspeed test --coverage}: which lines of a card script ran, in lcov and HTML. */
class CoverageTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    /** Line 12 is the then-branch, line 14 the else-branch of the operation. */
    private static final String SCRIPT = """
            -- Fork in the Road (Normal Spell): gain 1000 LP if you have 8000 or more, else inflict 500 damage.
            local s,id=GetID()
            function s.initial_effect(c)
            	local e1=Effect.CreateEffect(c)
            	e1:SetType(EFFECT_TYPE_ACTIVATE)
            	e1:SetCode(EVENT_FREE_CHAIN)
            	e1:SetOperation(s.operation)
            	c:RegisterEffect(e1)
            end
            function s.operation(e,tp,eg,ep,ev,re,r,rp)
            	if Duel.GetLP(tp)>=8000 then
            		Duel.Recover(tp,1000,REASON_EFFECT)
            	else
            		Duel.Damage(1-tp,500,REASON_EFFECT)
            	end
            end
            """;

    private static final String FIRST_BRANCH = """
            Test("at 8000 LP it gains 1000", function(t)
            	Debug.AddCard(9000100, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
            	t:Activate(0, 9000100)
            	t:Run()
            	t:ExpectLP(0, 9000)
            end)
            """;

    private static final String SECOND_BRANCH = """
            Test("below 8000 LP it burns 500", function(t)
            	Debug.SetPlayerInfo(0, 4000, 0, 0)
            	Debug.AddCard(9000100, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
            	t:Activate(0, 9000100)
            	t:Run()
            	t:ExpectLP(1, 7500)
            end)
            """;

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    private record Result(int status, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    private static Path set(Path dir, String... tests) throws Exception {
        Files.createDirectories(dir.resolve("script"));
        Files.createDirectories(dir.resolve("tests"));
        Files.writeString(dir.resolve("script/c9000100.lua"), SCRIPT);
        CardDatabase.of(List.of(CardData.of(9000100, "Fork in the Road", CardType.SPELL, 0, 0, 0, 0, 0, "")))
                .write(dir.resolve("cards.cdb"));
        for (int i = 0; i < tests.length; i++) {
            Files.writeString(dir.resolve("tests/t" + i + ".lua"), tests[i]);
        }
        return dir;
    }

    private static Result coverage(Path set, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("test", "--coverage", "--coverage-out", set.resolve("cov").toString(),
                "--db", set.resolve("cards.cdb").toString(), "--scripts", set.resolve("script").toString()));
        args.addAll(List.of(more));
        args.add(set.resolve("tests").toString());
        return run(args.toArray(String[]::new));
    }

    @Test
    void aTestOfOneBranchReportsTheOtherBranchAsMissedInLcovAndHtml(@TempDir Path dir) throws Exception {
        Path set = set(dir, FIRST_BRANCH);
        Result result = coverage(set);
        assertEquals(0, result.status(), result.out() + result.err());
        assertTrue(result.out().contains("coverage: 12 of 13 lines of 1 card scripts ran (92.3%)"), result.out());

        List<String> lcov = Files.readAllLines(set.resolve("cov/lcov.info"));
        assertTrue(lcov.contains("SF:" + set.resolve("script/c9000100.lua").toAbsolutePath()), lcov.toString());
        assertTrue(lcov.contains("DA:12,1"), lcov.toString()); // Recover: ran
        assertTrue(lcov.contains("DA:14,0"), lcov.toString()); // Damage: the missed branch
        assertFalse(lcov.contains("DA:13,0") || lcov.contains("DA:13,1"), "'else' alone has no code: " + lcov);
        assertTrue(lcov.contains("FN:10,s.operation"), lcov.toString());
        assertTrue(lcov.contains("FNDA:1,s.operation"), lcov.toString());
        assertTrue(lcov.contains("LH:12") && lcov.contains("LF:13"), lcov.toString());

        String page = Files.readString(set.resolve("cov/c9000100.html"));
        assertTrue(page.contains("<h1>Fork in the Road (9000100)</h1>"), page);
        assertTrue(page.contains("<tr id=\"L14\" class=miss>"), page);
        assertTrue(page.contains("<tr id=\"L12\" class=hit>"), page);
        assertTrue(page.contains(">s.operation</a></td><td>operation</td><td>10–16</td><td class=num>1</td>"), page);
        assertTrue(page.contains("Duel.Damage(1-tp,500,REASON_EFFECT)"), page);
        assertTrue(Files.readString(set.resolve("cov/index.html")).contains("href=\"c9000100.html\">Fork in the Road (9000100)</a>"));
    }

    @Test
    void withBothBranchesTestedEveryLineRan(@TempDir Path dir) throws Exception {
        // the positive control of the one above: the missed line is the untested branch, nothing else
        Path set = set(dir, FIRST_BRANCH, SECOND_BRANCH);
        Result result = coverage(set, "--coverage-min", "100");
        assertEquals(0, result.status(), result.out() + result.err());
        List<String> lcov = Files.readAllLines(set.resolve("cov/lcov.info"));
        assertTrue(lcov.contains("DA:14,1"), lcov.toString());
        assertTrue(lcov.contains("FNDA:2,s.operation"), lcov.toString());
    }

    @Test
    void coverageBelowTheMinimumFailsTheRun(@TempDir Path dir) throws Exception {
        Path set = set(dir, FIRST_BRANCH);
        Result below = coverage(set, "--coverage-min", "95");
        assertEquals(1, below.status(), below.out());
        assertTrue(below.err().contains("line coverage 92.3% is below --coverage-min 95%"), below.err());
        assertEquals(0, coverage(set, "--coverage-min", "90").status());
    }

    @Test
    void aCardScriptNoTestLoadsShowsAsNotRun(@TempDir Path dir) throws Exception {
        Path set = set(dir, FIRST_BRANCH);
        Files.writeString(set.resolve("script/c9000101.lua"), "local s,id=GetID()\nfunction s.initial_effect(c)\nend\n");
        Result result = coverage(set);
        assertEquals(0, result.status(), result.err());
        String lcov = Files.readString(set.resolve("cov/lcov.info"));
        assertTrue(lcov.contains("c9000101.lua\nFN:2,s.initial_effect\nFNDA:0,s.initial_effect"), lcov);
    }

    @Test
    void withoutCoverageNothingIsWritten(@TempDir Path dir) throws Exception {
        Path set = set(dir, FIRST_BRANCH);
        Result result = run("test", "--db", set.resolve("cards.cdb").toString(), "--scripts", set.resolve("script").toString(),
                set.resolve("tests").toString());
        assertEquals(0, result.status(), result.out());
        assertFalse(result.out().contains("coverage"), result.out());
        assertFalse(Files.exists(set.resolve("cov")));
    }
}
