package dev.spellspeed.run;

import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How games add up: counts, the first error and its seed, coverage and the exit status. */
class RunSummaryTest {
    private static final CardPlay CLEAN = new CardPlay("Clean", true, false, 2, 0, 0, null);
    private static final CardPlay FUSION = new CardPlay("Fusion", true, true, 0, 1, 0, null);

    private static CardPlay broken(int errors, String first) {
        return new CardPlay("Broken", true, false, 0, 0, errors, first);
    }

    private static GameRecord won(long seed, int winner, Map<Integer, CardPlay> cards) {
        return new GameRecord(seed, 10, new DuelResult(winner, EndReason.LP_ZERO, 10), null, null, cards);
    }

    private static RunSummary summary() {
        return new RunSummary(List.of("random", "random"));
    }

    @Test
    void aCardsErrorsAddUpAndItsFirstErrorIsTheEarliestGamesWithThatGamesSeed() {
        RunSummary run = summary();
        run.add(won(5, 0, Map.of(1, CLEAN)));
        run.add(won(6, 1, Map.of(2, broken(3, "c2 (Broken) target: c2.lua:4: first"))));
        run.add(won(7, 1, Map.of(2, broken(2, "c2 (Broken) target: c2.lua:9: later"))));
        assertEquals(5, run.luaErrors());
        assertEquals(1, run.cardsWithErrors());
        var card = run.toJson().getAsJsonArray("cards").get(1).getAsJsonObject();
        assertEquals(2, card.get("errorGames").getAsInt());
        assertEquals("c2 (Broken) target: c2.lua:4: first", card.get("firstError").getAsString());
        assertEquals(6, card.get("firstErrorSeed").getAsLong());
        assertEquals(2, run.toJson().get("gamesWithLuaErrors").getAsInt());
        assertEquals(1, run.wins(0));
        assertEquals(2, run.wins(1));
    }

    @Test
    void aToleratedMistakeIsAWarningOncePerCardNotAFailure() {
        RunSummary run = summary();
        CardPlay sloppy = new CardPlay("Sloppy", true, false, 1, 0, 0, null,
                "Effect.SetLabel: argument 2 must be an integer, got nil (read as ygopro reads an integer argument)");
        run.add(won(3, 0, Map.of(4, CLEAN)));
        run.add(won(4, 0, Map.of(5, sloppy)));
        run.add(won(5, 0, Map.of(5, sloppy)));
        assertFalse(run.failed(), "a warning does not fail the run");
        assertEquals(1, run.toJson().get("cardsTolerated").getAsInt());
        var card = run.toJson().getAsJsonArray("cards").get(1).getAsJsonObject();
        assertTrue(card.get("tolerated").getAsString().startsWith("Effect.SetLabel"));
        assertTrue(run.toJson().getAsJsonArray("cards").get(0).getAsJsonObject().get("tolerated").isJsonNull());
        java.io.StringWriter text = new java.io.StringWriter();
        run.printFailures(new java.io.PrintWriter(text, true), 10, false);
        assertEquals(1, text.toString().lines().filter(l -> l.startsWith("  c5 (Sloppy), first in seed 4: Effect.SetLabel")).count(),
                text.toString());
    }

    @Test
    void nothingFailedExits0() {
        RunSummary run = summary();
        run.add(won(1, 0, Map.of(1, CLEAN)));
        assertFalse(run.failed());
        assertEquals(0, run.exitStatus(false));
    }

    @Test
    void aLuaErrorAnEngineExceptionOrAnAbortExits1UnlessAllowed() {
        List<GameRecord> failures = List.of(won(1, 0, Map.of(2, broken(1, "x"))),
                new GameRecord(2, 3, null, "java.lang.IllegalStateException: bug", null, Map.of()),
                new GameRecord(3, 3, null, null, "budget exceeded", Map.of()));
        for (GameRecord failure : failures) {
            RunSummary run = summary();
            run.add(failure);
            assertEquals(1, run.exitStatus(false), failure.toString());
            assertEquals(0, run.exitStatus(true), failure.toString());
        }
    }

    @Test
    void engineExceptionsAndAbortsKeepTheirSeedsAndCountNoWin() {
        RunSummary run = summary();
        run.add(new GameRecord(8, 12, null, "java.lang.IllegalStateException: bug", null, Map.of()));
        run.add(new GameRecord(9, 2, null, null, "budget exceeded in X's operation", Map.of()));
        assertEquals(List.of(new RunSummary.Stop(8, 12, "java.lang.IllegalStateException: bug")), run.engineExceptions());
        assertEquals(List.of(new RunSummary.Stop(9, 2, "budget exceeded in X's operation")), run.aborts());
        assertEquals(2, run.games());
        assertEquals(0, run.wins(0) + run.wins(1) + run.draws());
    }

    @Test
    void coverageCountsDistinctDealtCardsActivatedAndExtraDeckMonstersSummoned() {
        RunSummary run = summary();
        CardPlay idleFusion = new CardPlay("Idle Fusion", true, true, 0, 0, 0, null);
        CardPlay notDealt = new CardPlay("Token", false, false, 1, 0, 0, null);
        run.add(won(1, 0, Map.of(1, CLEAN, 3, FUSION, 4, idleFusion, 5, notDealt)));
        run.add(won(2, 0, Map.of(1, CLEAN, 3, FUSION)));
        assertEquals(3, run.cardsDealt());
        assertEquals(1, run.cardsActivated());
        assertEquals(2, run.extraDeckDealt());
        assertEquals(1, run.extraDeckSummoned());
        var fusion = run.toJson().getAsJsonArray("cards").get(1).getAsJsonObject();
        assertEquals(2, fusion.get("dealt").getAsInt());
        assertEquals(2, fusion.get("summoned").getAsInt());
        assertTrue(fusion.get("extraDeck").getAsBoolean());
    }
}
