package dev.spellspeed.testing;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the Lua runner added to the scripted-test engine: answer kinds, Setting Spells/Traps, unused items, messages. */
class ScenarioDriverTest {
    private static final SourceLine HERE = new SourceLine("test.lua", 3);
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");
    private static final CardData SPELL = CardData.of(5318639, "Mystical Space Typhoon", CardType.SPELL | CardType.QUICKPLAY,
            0, 0, 0, 0, 0, "test");

    private final Scenario scenario = new Scenario(DuelOptions.standard(1));

    @AfterEach
    void close() {
        scenario.close();
    }

    /** A driver used directly, as the engine would ask it (the engine asks no such prompts yet). */
    private static Decider driver(ScenarioDriver driver) {
        return driver.forPlayer(0);
    }

    private static ScenarioDriver newDriver() {
        Duel duel = Duel.empty(DuelOptions.standard(1), neverAsked(), neverAsked());
        return new ScenarioDriver(dev.spellspeed.rules.Rules.of(duel), () -> { });
    }

    private static Decider neverAsked() {
        return new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                throw new AssertionError();
            }

            @Override
            public List<dev.spellspeed.duel.Card> select(dev.spellspeed.decision.SelectPrompt prompt) {
                throw new AssertionError();
            }
        };
    }

    @Test
    void yesNoOptionAndPositionAnswersAreUsedInOrder() {
        ScenarioDriver d = newDriver();
        d.queue(0, new Answer.YesNo(0, false, HERE));
        d.queue(0, new Answer.Option(0, 2, HERE));
        d.queue(0, new Answer.PositionChoice(0, Position.FACEUP_DEFENSE, HERE));
        assertEquals(false, driver(d).choose(new ChoicePrompt<>(0, PromptKind.YES_NO, "use it?", List.of(true, false))));
        assertEquals("b", driver(d).choose(new ChoicePrompt<>(0, PromptKind.OPTION, "which?", List.of("a", "b", "c"))));
        assertEquals(Position.FACEUP_DEFENSE, driver(d).choose(new ChoicePrompt<>(0, PromptKind.POSITION, "position?",
                List.of(Position.FACEUP_ATTACK, Position.FACEUP_DEFENSE))));
        assertTrue(d.unused().isEmpty());
    }

    @Test
    void anAnswerOfAnotherKindOrOutOfRangeFails() {
        ScenarioDriver d = newDriver();
        d.queue(0, new Answer.Option(0, 1, HERE));
        TestFailure wrong = assertThrows(TestFailure.class, () -> driver(d).choose(
                new ChoicePrompt<>(0, PromptKind.YES_NO, "use it?", List.of(true, false))));
        assertTrue(wrong.getMessage().startsWith("answer of the wrong kind: t:Option(0, 1) cannot answer a yes/no prompt"),
                wrong.getMessage());
        d.queue(0, new Answer.Option(0, 4, HERE));
        TestFailure range = assertThrows(TestFailure.class, () -> driver(d).choose(
                new ChoicePrompt<>(0, PromptKind.OPTION, "which?", List.of("a", "b"))));
        assertEquals(HERE, range.where());
        assertTrue(range.getMessage().startsWith("t:Option(0, 4) is not among the legal answers"), range.getMessage());
        TestFailure none = assertThrows(TestFailure.class, () -> driver(d).choose(
                new ChoicePrompt<>(0, PromptKind.YES_NO, "use it?", List.of(true, false))));
        assertTrue(none.getMessage().startsWith("unanswered prompt"), none.getMessage());
    }

    @Test
    void aPositionPromptWithoutAnAnswerTakesTheFirstPositionOffered() {
        ScenarioDriver d = newDriver();
        assertEquals(Position.FACEUP_ATTACK, driver(d).choose(new ChoicePrompt<>(0, PromptKind.POSITION, "position?",
                List.of(Position.FACEUP_ATTACK, Position.FACEUP_DEFENSE))));
        d.queue(0, new Answer.PositionChoice(0, Position.FACEUP_DEFENSE, HERE));
        assertEquals(Position.FACEUP_DEFENSE, driver(d).choose(new ChoicePrompt<>(0, PromptKind.POSITION, "position?",
                List.of(Position.FACEUP_ATTACK, Position.FACEUP_DEFENSE))));
        assertTrue(d.unused().isEmpty());
    }

    @Test
    void setAlsoSetsASpell() {
        scenario.addCard(SPELL, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        scenario.queue(new Step.SetMonster(0, CardRef.code(SPELL.code()), HERE));
        scenario.run();
        new Expectations(scenario.rules()).card(CardRef.code(SPELL.code()), Location.SZONE.mask(), 0,
                Position.FACEDOWN_DEFENSE.mask(), HERE);
    }

    @Test
    void unusedItemsKeepTheirLinesAndTheDuelStartsWithTheFirstRun() {
        scenario.addCard(VORSE, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertFalse(scenario.hasStarted());
        scenario.queue(new Step.Summon(0, CardRef.code(VORSE.code()), HERE));
        scenario.queue(1, new Answer.Zone(1, 2, new SourceLine("test.lua", 4)));
        assertEquals(List.of(new Unused("t:Summon(0, 14898066)", HERE),
                new Unused("t:Zone(1, 2)", new SourceLine("test.lua", 4))), scenario.unusedItems());
        assertEquals(List.of("t:Summon(0, 14898066) at test.lua:3", "t:Zone(1, 2) at test.lua:4"), scenario.unused());
        scenario.run();
        assertTrue(scenario.hasStarted());
        assertEquals(List.of("t:Zone(1, 2) at test.lua:4"), scenario.unused());
    }

    @Test
    void anUnansweredPromptNamesTheNextStepAndShowsTheBoard() {
        for (int i = 0; i < 7; i++) {
            scenario.addCard(VORSE, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        }
        scenario.queue(new Step.PhaseTo(1, Phase.DRAW, HERE));
        TestFailure failure = assertThrows(TestFailure.class, scenario::run);
        assertTrue(failure.getMessage().contains("(next queued step: t:Phase(1, Draw Phase) at test.lua:3)"),
                failure.getMessage());
        assertTrue(failure.getMessage().contains("turn 3 (player 0), End Phase\n  player 0: LP 8000"), failure.getMessage());
    }

    @Test
    void fromTheBattleStepTheRunnerGoesToMainPhase2PastAnEndStepPhase() {
        scenario.queue(new Step.PhaseTo(0, Phase.BATTLE_STEP, HERE));
        scenario.queue(new Step.PhaseTo(0, Phase.BATTLE, HERE));
        scenario.queue(new Step.PhaseTo(0, Phase.MAIN2, HERE));
        scenario.run();
        Expectations expect = new Expectations(scenario.rules());
        expect.turn(3, HERE);
        expect.phase(Phase.MAIN2, HERE);
    }
}
