package dev.spellspeed.testing;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The scripted-test engine without Lua: steps, answers, strictness and the messages of each failure. */
class ScenarioTest {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");
    private static final CardData CELTIC = CardData.of(91152256, "Celtic Guardian", CardType.MONSTER | CardType.NORMAL,
            1400, 1200, 4, 0x1, 0x1, "test");
    private static final SourceLine HERE = new SourceLine("test.lua", 7);

    private final Scenario t = new Scenario(DuelOptions.standard(1));
    private final Expectations expect = new Expectations(t.rules());

    @AfterEach
    void close() {
        t.close();
    }

    @Test
    void anAttackIsPerformedAndTheRunStopsBackInTheBattleStep() {
        t.addCard(VORSE, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        t.queue(new Step.Attack(0, CardRef.code(VORSE.code()), null, HERE));
        t.run();
        expect.lp(1, 6100, HERE);
        expect.phase(Phase.BATTLE_STEP, HERE);
        expect.turn(3, HERE);
        assertTrue(t.unused().isEmpty());
    }

    private void fillDecks() {
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < 10; i++) {
                t.addCard(CELTIC, p, p, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
            }
        }
    }

    @Test
    void aSecondRunContinuesFromTheSamePrompt() {
        fillDecks();
        t.addCard(VORSE, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        t.queue(new Step.Summon(0, CardRef.code(VORSE.code()), HERE));
        t.run();
        expect.card(CardRef.code(VORSE.code()), Location.MZONE.mask(), 0, Position.FACEUP_ATTACK.mask(), HERE);
        expect.phase(Phase.MAIN1, HERE);
        t.queue(new Step.PhaseTo(0, Phase.MAIN1, HERE));
        t.run();
        expect.turn(5, HERE);
        expect.phase(Phase.MAIN1, HERE);
    }

    @Test
    void nothingQueuedReturnsAtOnce() {
        t.run();
        expect.turn(0, HERE);
    }

    @Test
    void anActionThatNeverBecomesLegalFailsWhenTheTurnEnds() {
        fillDecks();
        t.queue(new Step.Summon(0, CardRef.code(VORSE.code()), HERE));
        TestFailure failure = assertThrows(TestFailure.class, t::run);
        assertEquals(HERE, failure.where());
        assertTrue(failure.getMessage().startsWith("t:Summon(0, 14898066) was never performed: turn 3 ended"),
                failure.getMessage());
    }

    @Test
    void anUnansweredPromptFailsWithThePromptAndItsCandidates() {
        for (int i = 0; i < 7; i++) {
            t.addCard(CELTIC, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        }
        t.queue(new Step.PhaseTo(1, Phase.DRAW, HERE));
        TestFailure failure = assertThrows(TestFailure.class, t::run);
        assertTrue(failure.getMessage().startsWith("unanswered prompt"), failure.getMessage());
        assertTrue(failure.getMessage().contains("hand limit: discard 1"), failure.getMessage());
        assertTrue(failure.getMessage().contains("candidates:\n  1. Celtic Guardian"), failure.getMessage());
    }

    @Test
    void anAnswerOfTheWrongKindFails() {
        for (int i = 0; i < 7; i++) {
            t.addCard(CELTIC, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        }
        t.queue(new Step.PhaseTo(1, Phase.DRAW, HERE));
        t.queue(0, new Answer.Zone(0, 2, new SourceLine("test.lua", 9)));
        TestFailure failure = assertThrows(TestFailure.class, t::run);
        assertEquals(new SourceLine("test.lua", 9), failure.where());
        assertTrue(failure.getMessage().startsWith("answer of the wrong kind: t:Zone(0, 2) cannot answer a select cards prompt"),
                failure.getMessage());
    }

    @Test
    void aSelectionAnswersTheHandLimit() {
        for (int i = 0; i < 7; i++) {
            t.addCard(i == 0 ? VORSE : CELTIC, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        }
        t.queue(new Step.PhaseTo(1, Phase.DRAW, HERE));
        t.queue(0, new Answer.Select(0, List.of(CardRef.code(VORSE.code())), HERE));
        t.run();
        expect.card(CardRef.code(VORSE.code()), Location.GRAVE.mask(), 0, 0, HERE);
        expect.count(0, Location.HAND.mask(), 6, HERE);
    }

    @Test
    void anUnusedAnswerIsReported() {
        t.queue(0, new Answer.Select(0, List.of(CardRef.code(VORSE.code())), HERE));
        assertEquals(List.of("t:Select(0, [14898066]) at test.lua:7"), t.unused());
    }

    @Test
    void expectIllegalPassesWhenTheActionIsNotOffered() {
        t.start(0, 1, Phase.MAIN1);
        t.queue(new Step.ExpectIllegal(0, Step.IllegalKind.PHASE, List.of(Phase.BATTLE_START), HERE));
        t.queue(new Step.PhaseTo(1, Phase.MAIN1, HERE));
        t.run();
        expect.turn(2, HERE);
    }

    @Test
    void expectIllegalFailsWhenTheActionIsOffered() {
        t.addCard(VORSE, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        t.queue(new Step.ExpectIllegal(0, Step.IllegalKind.SUMMON, List.of(CardRef.code(VORSE.code())), HERE));
        TestFailure failure = assertThrows(TestFailure.class, t::run);
        assertTrue(failure.getMessage().contains("'Normal Summon Vorse Raider#1' is legal here"), failure.getMessage());
    }

    @Test
    void aFailedExpectationShowsTheBoard() {
        t.addCard(VORSE, 0, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        TestFailure failure = assertThrows(TestFailure.class, () -> expect.lp(1, 6100, HERE));
        assertTrue(failure.getMessage().startsWith("expected LP of player 1 to be 6100, but it is 8000"), failure.getMessage());
        assertTrue(failure.getMessage().contains("monsters: Vorse Raider#1 [2, face-up Attack]"), failure.getMessage());
    }

    @Test
    void aCheckRunsAtThePlayersNextWindowWithoutAnsweringIt() {
        t.addCard(VORSE, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        int[] seen = new int[1];
        t.queue(new Step.Check(1, prompted -> seen[0] = prompted.prompt().player(), HERE));
        t.queue(new Step.Attack(0, CardRef.code(VORSE.code()), null, HERE));
        t.run();
        assertEquals(1, seen[0]);
        expect.lp(1, 6100, HERE);
    }

    @Test
    void theDuelEndingEndsTheRun() {
        t.addCard(VORSE, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        t.duel().setLp(1, 1000);
        t.queue(new Step.Attack(0, CardRef.code(VORSE.code()), null, HERE));
        t.run();
        assertTrue(t.isOver());
        expect.winner(0, HERE);
    }
}
