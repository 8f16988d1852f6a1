package dev.spellspeed.simulate;

import dev.spellspeed.ai.Players;
import dev.spellspeed.ai.SearchDecider;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.run.RunSummary;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.session.DuelLine;
import dev.spellspeed.session.DuelRecipe;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A simulation's results are a function of its decks, games, seed and players: not of the threads
 * that played them, nor of the other decks in the run; each game replays alone from its seed.
 */
class SimulationTest {
    private static final CardDatabase CARDS = load();
    private static final Players.Kind HEURISTIC = kind(Players.HEURISTIC);
    private static final Players.Kind RANDOM = kind(Players.RANDOM);

    private static CardDatabase load() {
        try {
            return CardDatabase.load(Path.of("../cards.db"));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static Players.Kind kind(String name) {
        return Players.named(name, SimulationTest.class.getClassLoader(), SearchDecider.DEFAULT_THINK);
    }

    private static ScriptHost host() {
        return new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
    }

    private static NamedDeck deck(String name) {
        try {
            return new NamedDeck(name, DeckReader.read(Path.of("../decks", name), CARDS, DeckRules.STANDARD));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static Simulation simulation(int games, long seed, String... decks) {
        return new Simulation(java.util.Arrays.stream(decks).map(SimulationTest::deck).toList(), games, seed, false,
                HEURISTIC, HEURISTIC, DuelOptions::standard);
    }

    private static SimulationTables run(Simulation simulation, int threads) throws InterruptedException {
        return SimulationTables.of(simulation, simulation.runAll(CARDS, SimulationTest::host, threads), CARDS);
    }

    private static String all(SimulationTables tables) {
        return tables.matchupsCsv() + tables.cardsCsv() + tables.errorsCsv() + tables.gamesCsv() + HtmlReport.of(tables);
    }

    @Test
    void oneThreadAndTwoThreadsGiveTheSameBytes() throws InterruptedException {
        Simulation simulation = simulation(3, 7, "sample-beatdown.ydk", "sample-control.ydk");
        String one = all(run(simulation, 1));
        String two = all(run(simulation, 2));
        assertEquals(one, two);
        // the control: another seed gives other games
        assertNotEquals(one, all(run(simulation(3, 8, "sample-beatdown.ydk", "sample-control.ydk"), 2)));
    }

    @Test
    void rangesOfGamesPlayedApartAndSentOverAddUpToTheSameResults() throws Exception {
        // with mirrors: a deck against itself counts on one deck's rows from both seats
        Simulation simulation = new Simulation(List.of(deck("sample-beatdown.ydk"), deck("sample-control.ydk")), 3, 5,
                true, HEURISTIC, HEURISTIC, DuelOptions::standard);
        List<GameOutcome> outcomes = simulation.runAll(CARDS, SimulationTest::host, 2);
        SimulationTables whole = SimulationTables.of(simulation, outcomes, CARDS);
        RunSummary summary = new RunSummary(List.of("heuristic", "heuristic"));
        outcomes.forEach(outcome -> summary.add(outcome.record()));

        List<GameRange> ranges = simulation.ranges(2);
        assertEquals(List.of(new GameRange(0, 0, 2), new GameRange(0, 2, 3)), ranges.subList(0, 2));
        assertEquals(8, ranges.size());
        SimulationTables added = new SimulationTables(simulation, CARDS);
        RunSummary addedSummary = new RunSummary(List.of("heuristic", "heuristic"));
        ScriptHost host = host();
        for (GameRange range : ranges) {
            // as a Spark task hands its results back: serialized, and read again on the driver
            PairResults results = travel(simulation.play(CARDS, host, range));
            assertEquals(range.games(), results.games());
            added.add(results);
            addedSummary.add(results.summary());
        }
        assertEquals(all(whole), all(added));
        assertEquals(summary.toJson(), addedSummary.toJson());
    }

    @Test
    void rangesAreAddedInPairAndGameOrderOnly() {
        Simulation simulation = simulation(3, 5, "sample-beatdown.ydk", "sample-control.ydk");
        SimulationTables tables = new SimulationTables(simulation, CARDS);
        PairResults second = simulation.play(CARDS, host(), new GameRange(0, 2, 3));
        assertThrows(IllegalArgumentException.class, () -> tables.add(second));
        // the control: the first range is taken, then the second
        tables.add(simulation.play(CARDS, host(), new GameRange(0, 0, 2)));
        tables.add(second);
    }

    private static PairResults travel(PairResults results) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(results);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (PairResults) in.readObject();
        }
    }

    @Test
    void addingADeckLeavesTheOtherPairsGamesAsTheyWere() throws InterruptedException {
        SimulationTables two = run(simulation(2, 3, "sample-beatdown.ydk", "sample-control.ydk"), 2);
        SimulationTables three = run(simulation(2, 3, "sample-beatdown.ydk", "sample-control.ydk", "sample-modern-a.ydk"), 2);
        List<String> before = two.matchupsCsv().lines().toList();
        List<String> after = three.matchupsCsv().lines().toList();
        assertEquals(3, before.size());
        assertEquals(7, after.size());
        for (String row : before) {
            assertTrue(after.contains(row), row + " is not in\n" + three.matchupsCsv());
        }
        for (String game : two.gamesCsv().lines().toList()) {
            assertTrue(three.gamesCsv().contains(game + "\n"), game);
        }
    }

    @Test
    void eachGameReplaysAloneFromItsSeedAsTheDuelCommandPlaysIt() throws InterruptedException {
        Simulation simulation = simulation(2, 11, "sample-beatdown.ydk", "sample-modern-a.ydk");
        List<GameOutcome> outcomes = simulation.runAll(CARDS, SimulationTest::host, 2);
        GameOutcome last = outcomes.get(outcomes.size() - 1);
        Simulation.Pair pair = simulation.pairs().get(last.pair());
        long seed = simulation.gameSeed(pair, last.game());
        assertEquals(seed, last.record().seed());
        // a plain duel with that seed, the two decks and the two players: no simulation involved
        DuelRecipe recipe = DuelRecipe.of(DuelOptions.standard(seed), CARDS, simulation.decks().get(pair.a()).deck(),
                simulation.decks().get(pair.b()).deck(), host());
        Decider d0 = HEURISTIC.create(seed, 0);
        Decider d1 = HEURISTIC.create(seed, 1);
        DuelLine line = DuelLine.replaying(recipe, List.of(), d0, d1);
        Players.seat(line, d0, d1);
        DuelResult alone = line.play();
        assertEquals(last.record().result(), alone);
        // and the simulation's own way of playing one game agrees
        assertEquals(last.record(), simulation.play(CARDS, host(), last.pair(), last.game()).record());
    }

    @Test
    void aGameSeedDependsOnTheRunSeedBothDeckNamesInOrderAndTheGameNumber() {
        long seed = GameSeeds.of(1, "a.ydk", "b.ydk", 0);
        assertEquals(seed, GameSeeds.of(1, "a.ydk", "b.ydk", 0));
        assertNotEquals(seed, GameSeeds.of(2, "a.ydk", "b.ydk", 0));
        assertNotEquals(seed, GameSeeds.of(1, "b.ydk", "a.ydk", 0));
        assertNotEquals(seed, GameSeeds.of(1, "a.ydk", "b.ydk", 1));
        assertNotEquals(GameSeeds.of(1, "a.y", "dkb.ydk", 0), GameSeeds.of(1, "a.ydk", "b.ydk", 0));
        // pinned: the hash is part of the file format (a run's seeds must read the same next year)
        assertEquals(4989673251882912916L, GameSeeds.of(1, "sample-beatdown.ydk", "sample-control.ydk", 0));
        assertTrue(seed >= 0);
    }

    @Test
    void theTablesHaveTheirDocumentedHeadersAndOrder() throws InterruptedException {
        SimulationTables tables = run(simulation(2, 5, "sample-control.ydk", "sample-beatdown.ydk"), 1);
        List<String> matchups = tables.matchupsCsv().lines().toList();
        assertEquals("deck_a,deck_b,games,wins_a,wins_b,draws,unfinished,win_rate_a,win_rate_a_low,win_rate_a_high,"
                + "mean_turns", matchups.get(0));
        // pairs in deck order (as given to the simulation), deck A's first
        assertTrue(matchups.get(1).startsWith("sample-control.ydk,sample-beatdown.ydk,2,"), matchups.get(1));
        assertTrue(matchups.get(2).startsWith("sample-beatdown.ydk,sample-control.ydk,2,"), matchups.get(2));
        List<String> cards = tables.cardsCsv().lines().toList();
        assertEquals(SimulationTables.CARDS_HEADER, cards.get(0));
        assertTrue(SimulationTables.CARDS_HEADER.startsWith("deck,code,name,games,wins,drawn,wins_drawn,activated,"));
        String previousDeck = "sample-control.ydk";
        int previousCode = -1;
        int drawnSomewhere = 0;
        for (String row : cards.subList(1, cards.size())) {
            String[] f = row.split(",", -1);
            assertEquals(19, f.length, row);
            if (!f[0].equals(previousDeck)) {
                assertEquals("sample-beatdown.ydk", f[0]);
                previousDeck = f[0];
                previousCode = -1;
            }
            int code = Integer.parseInt(f[1]);
            assertTrue(code > previousCode, "codes ascend within a deck: " + row);
            previousCode = code;
            // every deck played 4 games (2 per seat order)
            assertEquals("4", f[3], row);
            drawnSomewhere += Integer.parseInt(f[5]);
        }
        assertTrue(drawnSomewhere >= 4 * 2 * 5 / 3, "the opening hands count as drawn: " + drawnSomewhere);
        assertEquals(SimulationTables.ERRORS_HEADER, tables.errorsCsv().lines().findFirst().orElseThrow());
        assertEquals("deck_a,deck_b,game,seed,turn,kind,card,name,count,message", SimulationTables.ERRORS_HEADER);
        assertEquals(5, tables.gamesCsv().lines().count());
    }

    @Test
    void gamesAreCountedOnlyInPairAndGameOrder() throws InterruptedException {
        Simulation simulation = simulation(2, 5, "sample-control.ydk", "sample-beatdown.ydk");
        List<GameOutcome> outcomes = simulation.runAll(CARDS, SimulationTest::host, 2);
        SimulationTables tables = new SimulationTables(simulation, CARDS);
        IllegalArgumentException refused = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> tables.add(outcomes.get(1)));
        assertTrue(refused.getMessage().contains("expected game 0 of pair 0"), refused.getMessage());
        // the control: in order, every game is counted
        SimulationTables inOrder = new SimulationTables(simulation, CARDS);
        outcomes.forEach(inOrder::add);
        assertEquals(4, inOrder.matchups().stream().mapToInt(SimulationTables.Matchup::games).sum());
    }

    @Test
    void theReportIsOnePageWithItsChartsInlinedAsSvg() throws InterruptedException {
        String html = HtmlReport.of(run(simulation(2, 5, "sample-control.ydk", "sample-beatdown.ydk"), 2));
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("aria-label=\"win-rate heatmap\""), html);
        assertTrue(html.contains("aria-label=\"decisive cards\""), html);
        assertTrue(html.contains("<title>sample-control.ydk vs sample-beatdown.ydk: "), html);
        assertTrue(html.contains("<td>sample-beatdown.ydk</td>"), html);
        // self-contained: nothing loaded from elsewhere
        assertTrue(!html.contains("<script") && !html.contains("<link") && !html.contains("src="), html);
    }

    /** A (random) player that throws in one game: the exception ends that game only. */
    private static final class Failing implements Decider {
        private final Decider inner;
        private final boolean fail;

        Failing(Decider inner, boolean fail) {
            this.inner = inner;
            this.fail = fail;
        }

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            if (fail) {
                throw new IllegalStateException("a broken player");
            }
            return inner.choose(prompt);
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            if (fail) {
                throw new IllegalStateException("a broken player");
            }
            return inner.select(prompt);
        }
    }

    @Test
    void anEngineExceptionIsRecordedWithItsSeedAndTheRunGoesOn() throws InterruptedException {
        List<NamedDeck> decks = List.of(deck("sample-beatdown.ydk"), deck("sample-control.ydk"));
        long broken = simulation(2, 9, "sample-beatdown.ydk", "sample-control.ydk").gameSeed(new Simulation.Pair(0, 1), 1);
        Players.Kind failing = new Players.Kind() {
            @Override
            public String name() {
                return "failing";
            }

            @Override
            public Decider create(long duelSeed, int player) {
                return new Failing(RANDOM.create(duelSeed, player), player == 0 && duelSeed == broken);
            }
        };
        Simulation simulation = new Simulation(decks, 2, 9, false, failing, failing, DuelOptions::standard);
        List<GameOutcome> outcomes = simulation.runAll(CARDS, SimulationTest::host, 2);
        assertEquals(4, outcomes.size());
        assertNotNull(outcomes.get(1).record().exception(), "the broken game");
        // the positive control: the other games ended normally
        assertNull(outcomes.get(0).record().exception());
        assertNotNull(outcomes.get(0).record().result());
        assertNotNull(outcomes.get(3).record().result());
        SimulationTables tables = SimulationTables.of(simulation, outcomes, CARDS);
        assertTrue(tables.errorsCsv().contains("sample-beatdown.ydk,sample-control.ydk,1," + broken + ","), tables.errorsCsv());
        assertTrue(tables.errorsCsv().contains(",engine-exception,,,1,"), tables.errorsCsv());
        assertTrue(tables.matchupsCsv().contains("sample-beatdown.ydk,sample-control.ydk,2,"), tables.matchupsCsv());
        assertTrue(tables.matchupsCsv().lines().skip(1).findFirst().orElseThrow().split(",")[6].equals("1"),
                "one unfinished game: " + tables.matchupsCsv());
    }
}
