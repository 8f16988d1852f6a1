package dev.spellspeed.script.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDatabaseException;
import dev.spellspeed.data.CardType;
import dev.spellspeed.script.ScriptDirectories;

/** {@code spellspeed test --watch}: a change on disk runs exactly the tests it affects, and a broken script does not stop it. */
class TestWatcherTest {
    private static final Path SCRIPTS = Path.of("../scripts").toAbsolutePath().normalize();
    private static final Path CARDS_DB = Path.of("../cards.db").toAbsolutePath().normalize();
    /** Generous: an inotify event comes within milliseconds; this only bounds a broken watcher. */
    private static final Duration WAIT = Duration.ofSeconds(20);

    @TempDir
    Path dir;
    private Path scripts;
    private Path tests;
    private Path database;
    private TestWatcher watcher;
    private final List<String> ran = new ArrayList<>();

    private static String spell(int lp) {
        return "local s,id=GetID()\n"
                + "function s.initial_effect(c)\n"
                + "\tlocal e1=Effect.CreateEffect(c)\n"
                + "\te1:SetType(EFFECT_TYPE_ACTIVATE)\n"
                + "\te1:SetCode(EVENT_FREE_CHAIN)\n"
                + "\te1:SetOperation(s.operation)\n"
                + "\tc:RegisterEffect(e1)\n"
                + "end\n"
                + "function s.operation(e,tp,eg,ep,ev,re,r,rp)\n"
                + "\tDuel.Recover(tp," + lp + ",REASON_EFFECT)\n"
                + "end\n";
    }

    private static String test(String name, int code, int lp) {
        return "Test(\"" + name + "\", function(t)\n"
                + "\tDebug.AddCard(" + code + ", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)\n"
                + "\tt:Activate(0, " + code + ")\n"
                + "\tt:Run()\n"
                + "\tt:ExpectLP(0, " + lp + ")\n"
                + "end)\n";
    }

    @BeforeEach
    void aSetOfTwoCardsWithATestEachAndATestOfNeither() throws Exception {
        scripts = Files.createDirectories(dir.resolve("script"));
        tests = Files.createDirectories(dir.resolve("tests"));
        database = dir.resolve("cards.cdb");
        Files.writeString(scripts.resolve("c9000200.lua"), spell(1000));
        Files.writeString(scripts.resolve("c9000201.lua"), spell(500));
        CardDatabase.of(List.of(CardData.of(9000200, "Gift A", CardType.SPELL, 0, 0, 0, 0, 0, ""),
                CardData.of(9000201, "Gift B", CardType.SPELL, 0, 0, 0, 0, 0, ""))).write(database);
        Files.writeString(tests.resolve("a.lua"), test("gift A", 9000200, 9000));
        Files.writeString(tests.resolve("b.lua"), test("gift B", 9000201, 8500));
        Files.writeString(tests.resolve("plain.lua"), "Test(\"no card script\", function(t)\n\tt:ExpectLP(0, 8000)\nend)\n");
        watcher = new TestWatcher(List.of(tests), List.of(scripts, SCRIPTS), List.of(CARDS_DB, database), () -> {
            try {
                return new ScriptTestRunner(ScriptDirectories.of(List.of(scripts), SCRIPTS),
                        CardDatabase.loadAll(List.of(CARDS_DB, database)));
            } catch (CardDatabaseException e) {
                throw new IllegalStateException(e);
            }
        }, null, result -> ran.add(result.outcome() + " " + result.test().name()));
        RunSummary first = watcher.runAll();
        assertEquals(new RunSummary(3, 0, 0), first, ran.toString());
        ran.clear();
    }

    @AfterEach
    void close() throws Exception {
        watcher.close();
    }

    private TestWatcher.Round next() throws Exception {
        TestWatcher.Round round = watcher.awaitChange(WAIT);
        assertNotNull(round, "no change seen within " + WAIT);
        return round;
    }

    @Test
    void aChangedCardScriptRunsExactlyTheTestsThatLoadIt() throws Exception {
        Files.writeString(scripts.resolve("c9000200.lua"), spell(2000));
        TestWatcher.Round round = next();
        assertEquals(List.of("FAIL gift A"), ran); // recompiled: it now gains 2000
        assertTrue(round.results().get(0).report().contains("expected LP of player 0 to be 9000, but it is 10000"),
                round.results().get(0).report());
        assertTrue(round.nanosAfterSave() >= 0);
    }

    @Test
    void aChangedTestFileRunsOnlyItsTests() throws Exception {
        Files.writeString(tests.resolve("b.lua"), test("gift B again", 9000201, 8500));
        next();
        assertEquals(List.of("PASS gift B again"), ran);
    }

    @Test
    void aSyntaxErrorFailsTheTestsOfTheCardAndTheWatcherGoesOn() throws Exception {
        Files.writeString(scripts.resolve("c9000201.lua"), spell(500).replace("function s.operation", "function s.operation("));
        TestWatcher.Round broken = next();
        assertEquals(List.of("FAIL gift B"), ran);
        assertTrue(broken.results().get(0).report().contains("c9000201.lua:9"), broken.results().get(0).report());

        // still watching: the fix is picked up, and the card's test is run again although the broken script never loaded
        ran.clear();
        Files.writeString(scripts.resolve("c9000201.lua"), spell(500));
        next();
        assertEquals(List.of("PASS gift B"), ran);
    }

    @Test
    void aChangedDatabaseRunsEveryTestWithTheCardsReadAgain() throws Exception {
        CardDatabase.of(List.of(CardData.of(9000200, "Gift A", CardType.SPELL, 0, 0, 0, 0, 0, ""))).write(database);
        next();
        assertEquals(3, ran.size(), ran.toString());
        assertTrue(ran.contains("FAIL gift B"), ran.toString()); // 9000201 is gone from the database
        assertTrue(ran.contains("PASS gift A") && ran.contains("PASS no card script"), ran.toString());
    }

    @Test
    void aFileNoTestDependsOnRunsNothing() throws Exception {
        Files.writeString(scripts.resolve("c9000299.lua"), spell(1));
        TestWatcher.Round round = next();
        assertTrue(round.results().isEmpty(), round.toString());
        assertEquals(List.of(), ran);
        assertNull(watcher.awaitChange(Duration.ofMillis(200)), "and nothing more happens");
    }
}
