package dev.spellspeed.testing;

import dev.spellspeed.data.CardNameException;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scripted-test engine without Lua, through its Java façade {@link TestDuel}: set-up, steps,
 * answers, strictness, and what each failure says and where it points.
 */
class ScenarioTest {
    private final TestDuel scenario = TestDuel.of(TestCards.DATABASE);

    @AfterEach
    void close() {
        scenario.close();
    }

    /** The line of the caller, to check that a failure points at the test line that caused it. */
    private static int line() {
        return StackWalker.getInstance().walk(frames -> frames.skip(1).findFirst()).orElseThrow().getLineNumber();
    }

    private void fillDecks() {
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < 10; i++) {
                scenario.addCard("Celtic Guardian", p, Location.DECK);
            }
        }
    }

    @Test
    void anAttackIsPerformedAndTheRunStopsBackInTheBattleStep() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.attack(0, "Vorse Raider").run();
        scenario.expect().lp(1, 6100).phase(Phase.BATTLE_STEP).turn(3);
        assertTrue(scenario.unused().isEmpty());
    }

    @Test
    void aSecondRunContinuesFromTheSamePrompt() {
        fillDecks();
        scenario.addCard("Vorse Raider", 0, Location.HAND);
        scenario.summon(0, "Vorse Raider").run();
        scenario.expect().card("Vorse Raider", Location.MZONE, 0, Position.FACEUP_ATTACK).phase(Phase.MAIN1);
        scenario.phase(0, Phase.MAIN1).run();
        scenario.expect().turn(5).phase(Phase.MAIN1);
    }

    @Test
    void aPassIsUsedAtThePlayersNextChainWindow() { // the example of docs/testing.md, "Java scenarios"
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.addCard("Celtic Guardian", 1, Location.MZONE);
        scenario.attack(0, "Vorse Raider", "Celtic Guardian").pass(1).run();
        scenario.expect().lp(1, 7500).count(1, Location.GRAVE, 1);
        assertTrue(scenario.unused().isEmpty());
    }

    @Test
    void nothingQueuedReturnsAtOnce() {
        scenario.run();
        scenario.expect().turn(0);
    }

    @Test
    void anActionThatNeverBecomesLegalFailsWhenTheTurnEndsNamingItsLine() {
        fillDecks();
        scenario.summon(0, "Vorse Raider"); int summon = line();
        TestFailure failure = assertThrows(TestFailure.class, scenario::run);
        assertEquals(new SourceLine("ScenarioTest.java", summon), failure.where());
        assertTrue(failure.getMessage().startsWith("t:Summon(0, \"Vorse Raider\") was never performed: turn 3 ended"),
                failure.getMessage());
    }

    @Test
    void anUnansweredPromptFailsWithThePromptAndItsCandidates() {
        for (int i = 0; i < 7; i++) {
            scenario.addCard("Celtic Guardian", 0, Location.HAND);
        }
        scenario.phase(1, Phase.DRAW);
        TestFailure failure = assertThrows(TestFailure.class, scenario::run);
        assertTrue(failure.getMessage().startsWith("unanswered prompt"), failure.getMessage());
        assertTrue(failure.getMessage().contains("hand limit: discard 1"), failure.getMessage());
        assertTrue(failure.getMessage().contains("candidates:\n  1. Celtic Guardian"), failure.getMessage());
    }

    @Test
    void anAnswerOfTheWrongKindFails() {
        for (int i = 0; i < 7; i++) {
            scenario.addCard("Celtic Guardian", 0, Location.HAND);
        }
        scenario.phase(1, Phase.DRAW);
        scenario.zone(0, 2); int zone = line();
        TestFailure failure = assertThrows(TestFailure.class, scenario::run);
        assertEquals(new SourceLine("ScenarioTest.java", zone), failure.where());
        assertTrue(failure.getMessage().startsWith("answer of the wrong kind: t:Zone(0, 2) cannot answer a select cards prompt"),
                failure.getMessage());
    }

    @Test
    void aSelectionAnswersTheHandLimit() {
        scenario.addCard("Vorse Raider", 0, Location.HAND);
        for (int i = 0; i < 6; i++) {
            scenario.addCard("Celtic Guardian", 0, Location.HAND);
        }
        scenario.addCard("Celtic Guardian", 1, Location.DECK); // player 1's draw in turn 4
        scenario.phase(1, Phase.DRAW).select(0, "Vorse Raider").run();
        scenario.expect().card("Vorse Raider", Location.GRAVE, 0).count(0, Location.HAND, 6);
    }

    @Test
    void anUnusedAnswerFailsTheScenarioWhenItCloses() {
        scenario.select(0, "Vorse Raider"); int select = line();
        String unused = "t:Select(0, [\"Vorse Raider\"]) at ScenarioTest.java:" + select;
        assertEquals(List.of(unused), scenario.unused());
        TestFailure failure = assertThrows(TestFailure.class, scenario::close);
        assertTrue(failure.getMessage().startsWith("queued but never used:\n  " + unused), failure.getMessage());
    }

    @Test
    void expectIllegalPassesWhenTheActionIsNotOffered() {
        scenario.start(0, 1, Phase.MAIN1);
        scenario.addCard("Celtic Guardian", 1, Location.DECK); // player 1's draw in turn 2
        scenario.expectIllegal(0, Phase.BATTLE_START).phase(1, Phase.MAIN1).run();
        scenario.expect().turn(2);
    }

    @Test
    void expectIllegalFailsWhenTheActionIsOffered() {
        scenario.addCard("Vorse Raider", 0, Location.HAND);
        scenario.expectIllegal(0, Step.IllegalKind.SUMMON, "Vorse Raider");
        TestFailure failure = assertThrows(TestFailure.class, scenario::run);
        assertTrue(failure.getMessage().contains("'Normal Summon Vorse Raider#1' is legal here"), failure.getMessage());
    }

    @Test
    void aFailedExpectationShowsTheBoardAndItsLine() {
        scenario.addCard("Vorse Raider", 0, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        int[] expectation = new int[1];
        TestFailure failure = assertThrows(TestFailure.class, () -> {
            expectation[0] = line() + 1;
            scenario.expect().lp(1, 6100);
        });
        assertEquals(new SourceLine("ScenarioTest.java", expectation[0]), failure.where());
        assertTrue(failure.getMessage().startsWith("expected LP of player 1 to be 6100, but it is 8000"), failure.getMessage());
        assertTrue(failure.getMessage().contains("monsters: Vorse Raider#1 [2, face-up Attack]"), failure.getMessage());
    }

    @Test
    void aCheckRunsAtThePlayersNextWindowWithoutAnsweringIt() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        int[] seen = {-1};
        scenario.check(1, prompted -> seen[0] = prompted.prompt().player()).attack(0, "Vorse Raider").run();
        assertEquals(1, seen[0]);
        scenario.expect().lp(1, 6100);
    }

    @Test
    void theDuelEndingEndsTheRun() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.setLp(1, 1000).attack(0, "Vorse Raider").run();
        scenario.expect().winner(0);
    }

    @Test
    void anUnknownCardNameFailsAtOnceWithASuggestion() {
        CardNameException e = assertThrows(CardNameException.class, () -> scenario.summon(0, "Vorse Raidr"));
        assertEquals("unknown card name \"Vorse Raidr\" (did you mean \"Vorse Raider\"?)", e.getMessage());
        assertTrue(scenario.unused().isEmpty(), "nothing was queued");
    }

    // ---- what a scenario's set-up means

    @Test
    void aMonsterPlacedBeforeTheScenarioMayAttackAtOnce() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.attack(0, "Vorse Raider").run();
        scenario.expect().lp(1, 6100);
    }

    @Test
    void aMonsterPlacedBeforeTheScenarioMayChangePositionAtOnce() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.changePosition(0, "Vorse Raider").run();
        scenario.expect().card("Vorse Raider", Location.MZONE, 0, Position.FACEUP_DEFENSE);
    }

    @Test
    void inTheDeckSequence0IsTheTopAndAnyOtherTheBottom() {
        scenario.addCard("Celtic Guardian", 0, 0, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
        scenario.addCard("Luster Dragon", 0, 0, Location.DECK, 1, Position.FACEDOWN_DEFENSE);
        scenario.addCard("Vorse Raider", 0, 0, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
        List<String> topFirst = new ArrayList<>(scenario.duel().field().cards(0, Location.DECK).stream()
                .map(Card::name).toList());
        Collections.reverse(topFirst);
        assertEquals(List.of("Vorse Raider", "Celtic Guardian", "Luster Dragon"), topFirst);
        assertTrue(scenario.duel().field().verifyInvariants().isEmpty());
    }

    @Test
    void anOccupiedOrMissingZoneIsRefused() {
        scenario.addCard("Vorse Raider", 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        IllegalArgumentException occupied = assertThrows(IllegalArgumentException.class,
                () -> scenario.addCard("Vorse Raider", 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK));
        assertTrue(occupied.getMessage().contains("already holds Vorse Raider"), occupied.getMessage());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> scenario.addCard("Vorse Raider", 0, 0, Location.SZONE, 9, Position.FACEDOWN_DEFENSE));
        assertTrue(missing.getMessage().contains("has no zone 9"), missing.getMessage());
        assertTrue(scenario.duel().field().verifyInvariants().isEmpty());
    }

    @Test
    void anXyzMonsterMayHoldTheOpponentsCardsAsMaterials() {
        scenario.addCard("Vorse Raider", 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        // a material owned by player 1 under player 0's monster (taken, or revived from player 1's GY)
        Card material = scenario.addCard("Celtic Guardian", 1, 0, Location.OVERLAY, 0, Position.FACEUP_ATTACK);
        assertEquals(Location.OVERLAY, material.location());
        assertTrue(scenario.duel().field().verifyInvariants().isEmpty(), scenario.duel().field().verifyInvariants().toString());
    }
}
