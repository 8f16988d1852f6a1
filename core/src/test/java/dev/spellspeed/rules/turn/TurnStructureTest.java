package dev.spellspeed.rules.turn;

import dev.spellspeed.rules.summon.Summoning;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.testing.Step;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.spellspeed.data.TestCards.copies;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Turn structure and summoning rules (RULINGS R001-R013) through the real engine. */
class TurnStructureTest {
    private static final List<String> FORTY_VORSE = copies("Vorse Raider", 40);

    private final TestDuel scenario = TestDuel.of(TestCards.DATABASE);

    @AfterEach
    void close() {
        scenario.close();
    }

    /** A duel from turn 1 between two Decks of 40 Vorse Raider, player 0 first. */
    private TestDuel vorseMirror() {
        return scenario.startDuel(FORTY_VORSE, FORTY_VORSE);
    }

    /** Cards in both Decks, for the draws of a scenario that crosses turns. */
    private void decks(int cards) {
        for (int player = 0; player < 2; player++) {
            for (int i = 0; i < cards; i++) {
                scenario.addCard("Vorse Raider", player, Location.DECK);
            }
        }
    }

    @Test
    void r001_bothPlayersStartWith8000LpAndFiveCards() {
        vorseMirror().phase(0, Phase.MAIN1).run();
        scenario.expect().turn(1).lp(0, 8000).lp(1, 8000)
                .count(0, Location.HAND, 5).count(0, Location.DECK, 35)
                .count(1, Location.HAND, 5).count(1, Location.DECK, 35);
    }

    @Test
    void r001_nothingIsAskedBeforeTurn1Begins() {
        vorseMirror().phase(0, Phase.MAIN1).run();
        assertFalse(scenario.asked().isEmpty());
        assertTrue(scenario.asked().stream().allMatch(a -> a.turn() >= 1));
    }

    @Test
    void r001_theFirstPlayerDoesNotDrawOnTurn1ButEachLaterTurnPlayerDraws() {
        vorseMirror().phase(0, Phase.MAIN1).phase(0, Phase.MAIN1).run(); // turn 1, then turn 3
        scenario.expect().turn(3)
                .count(1, Location.HAND, 6).count(1, Location.DECK, 34)
                .count(0, Location.HAND, 6).count(0, Location.DECK, 34);
        List<String> draws = scenario.duel().log().lines().stream().filter(l -> l.contains("draws")).toList();
        assertEquals(10 + 2, draws.size(), "opening hands, then one draw on turns 2 and 3");
    }

    @Test
    void r002_theFirstPlayerCannotEnterTheBattlePhaseOnTurn1() {
        vorseMirror()
                .summon(0, "Vorse Raider")
                .expectIllegal(0, Phase.BATTLE_START)
                .phase(1, Phase.BATTLE_START) // positive control: on turn 2 player 1 may
                .run();
        scenario.expect().turn(2).lp(1, 8000);
    }

    @Test
    void r003_theBattlePhaseMayBeEnteredWithNoMonstersAndIsFollowedByMainPhase2() {
        vorseMirror().phase(0, Phase.BATTLE_START).phase(0, Phase.MAIN2).phase(1, Phase.DRAW).run();
        assertEquals(List.of("Draw Phase", "Standby Phase", "Main Phase 1", "Battle Phase: Start Step",
                "Battle Phase: Battle Step", "Battle Phase: End Step", "Main Phase 2", "End Phase"), phasesOf(3));
    }

    @Test
    void r003_withoutABattlePhaseMainPhase1GoesStraightToTheEndPhase() {
        vorseMirror().phase(0, Phase.MAIN1).phase(0, Phase.MAIN1).phase(1, Phase.DRAW).run();
        assertEquals(List.of("Draw Phase", "Standby Phase", "Main Phase 1", "End Phase"), phasesOf(3));
    }

    @Test
    void r004_aPlayerWhoMustDrawFromAnEmptyDeckLoses() {
        scenario.startDuel(FORTY_VORSE, copies("Vorse Raider", 5)).phase(0, Phase.END).run();
        assertEquals(new DuelResult(0, EndReason.DECK_OUT, 2), scenario.duel().result());
        scenario.expect().lp(1, 8000);
    }

    @Test
    void r004_deckOutLosesWhateverTheLp() {
        scenario.addCard("Vorse Raider", 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        scenario.setLp(0, 3000).phase(0, Phase.END).run(); // player 1's Deck is empty: it cannot draw in turn 4
        assertEquals(new DuelResult(0, EndReason.DECK_OUT, 4), scenario.duel().result());
        scenario.expect().winner(0).lp(1, 8000);
    }

    @Test
    void r005_theTurnPlayerDrawsBeforeAnyoneMayActAndThenActsFirst() {
        vorseMirror().phase(1, Phase.MAIN1).run();
        List<TestDuel.Asked> turn2 = scenario.asked().stream().filter(a -> a.turn() == 2).toList();
        assertEquals(Phase.DRAW, turn2.get(0).phase());
        assertEquals(1, turn2.get(0).prompt().player(), "the turn player has priority first");
        assertEquals(PromptKind.CHAIN, turn2.get(0).prompt().kind());
        assertEquals(0, turn2.get(1).prompt().player(), "the opponent only after the turn player passes");
        scenario.expect().count(1, Location.HAND, 6);
    }

    @Test
    void r008_noPositionChangeOnTheTurnOfTheSummon() {
        scenario.addCard("Vorse Raider", 0, Location.HAND);
        scenario.summon(0, "Vorse Raider").expectIllegal(0, Step.IllegalKind.CHANGE_POSITION, "Vorse Raider").run();
        scenario.expect().card("Vorse Raider", Location.MZONE, 0, Position.FACEUP_ATTACK);
    }

    @Test
    void r008_onePositionChangePerTurnAndNeverFaceDown() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.changePosition(0, "Vorse Raider")
                .expectIllegal(0, Step.IllegalKind.CHANGE_POSITION, "Vorse Raider") // a second change that turn
                .run();
        scenario.expect().card("Vorse Raider", Location.MZONE, 0, Position.FACEUP_DEFENSE);
    }

    @Test
    void r008_aFlipSummonedMonsterCannotChangePositionThatTurn() {
        decks(2);
        Card giant = scenario.addCard("Giant Soldier of Stone", 0, Location.HAND);
        scenario.set(0, giant)
                .expectIllegal(0, Step.IllegalKind.FLIP_SUMMON, giant) // not on the turn it was Set
                .phase(0, Phase.MAIN1)
                .flipSummon(0, giant)
                .expectIllegal(0, Step.IllegalKind.CHANGE_POSITION, giant)
                .run();
        scenario.expect().turn(5).card(giant, Location.MZONE, 0, Position.FACEUP_ATTACK);
    }

    @Test
    void r008_aMonsterSetBeforeTheScenarioMayBeFlipSummonedButThenNotSwitched() {
        Card giant = scenario.addCard("Giant Soldier of Stone", 0, 0, Location.MZONE, 2, Position.FACEDOWN_DEFENSE);
        scenario.flipSummon(0, giant).expectIllegal(0, Step.IllegalKind.CHANGE_POSITION, giant).run();
        scenario.expect().card(giant, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertEquals(2, giant.sequence());
    }

    @Test
    void oneNormalSummonOrSetPerTurn() {
        scenario.addCard("Vorse Raider", 0, Location.HAND);
        scenario.addCard("Celtic Guardian", 0, Location.HAND);
        scenario.summon(0, "Vorse Raider")
                .expectIllegal(0, Step.IllegalKind.SUMMON)
                .expectIllegal(0, Step.IllegalKind.SET)
                .run();
        scenario.expect().card("Vorse Raider", Location.MZONE, 0).card("Celtic Guardian", Location.HAND, 0);
    }

    @Test
    void aLevel5OrHigherMonsterCannotBeNormalSummonedWithoutMonstersToTribute() {
        scenario.addCard("Summoned Skull", 0, Location.HAND);
        scenario.addCard("Blue-Eyes White Dragon", 0, Location.HAND);
        scenario.expectIllegal(0, Step.IllegalKind.SUMMON).expectIllegal(0, Step.IllegalKind.SET).run();
        scenario.expect().count(0, Location.HAND, 2);
    }

    @Test
    void level5And6NeedOneTributeAndLevel7AndUpNeedTwo() {
        assertEquals(1, Summoning.tributesRequired(TestCards.SUMMONED_SKULL));
        assertEquals(1, Summoning.tributesRequired(TestCards.TIMEATER));
        assertEquals(2, Summoning.tributesRequired(TestCards.BLUE_EYES));
        assertEquals(0, Summoning.tributesRequired(TestCards.VORSE_RAIDER));
    }

    @Test
    void aTributeSummonSendsTheTributesToTheGraveyard() {
        Card tribute = scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.addCard("Summoned Skull", 0, Location.HAND);
        scenario.summon(0, "Summoned Skull").select(0, tribute).run();
        scenario.expect().card("Summoned Skull", Location.MZONE, 0).card(tribute, Location.GRAVE, 0);
        assertTrue(Reason.has(tribute.lastReason(), Reason.RELEASE));
    }

    @Test
    void withEveryMainMonsterZoneTakenTheTributeMustFreeOne() {
        List<Card> celtics = new ArrayList<>();
        for (int zone = 0; zone < 5; zone++) {
            celtics.add(scenario.addCard("Celtic Guardian", 0, 0, Location.MZONE, zone, Position.FACEUP_ATTACK));
        }
        // a monster in the Extra Monster Zone: tributing it would leave Summoned Skull no zone
        Card extra = scenario.addCard("Vorse Raider", 0, 0, Location.MZONE, 5, Position.FACEUP_ATTACK);
        scenario.addCard("Summoned Skull", 0, Location.HAND);
        scenario.summon(0, "Summoned Skull").select(0, celtics.get(0)).run();
        SelectPrompt tributes = scenario.asked().stream().map(TestDuel.Asked::prompt)
                .filter(p -> p instanceof SelectPrompt).map(p -> (SelectPrompt) p).findFirst().orElseThrow();
        assertEquals(celtics, tributes.candidates(), "the Extra Monster Zone monster is not offered");
        assertFalse(tributes.candidates().contains(extra));
        assertTrue(scenario.duel().field().cards(0, Location.MZONE).stream()
                .anyMatch(c -> c.sequence() < 5 && c.name().equals("Summoned Skull")));
    }

    @Test
    void r010_theTurnPlayerKeepsSixCardsAtTheEndPhase() {
        decks(1);
        for (int i = 0; i < 6; i++) {
            scenario.addCard("Vorse Raider", 0, Location.HAND);
        }
        scenario.phase(1, Phase.DRAW).run();
        scenario.expect().count(0, Location.HAND, 6).count(0, Location.GRAVE, 0);
    }

    @Test
    void r010_theTurnPlayerDiscardsDownToSixByRuleNotByAnEffect() {
        decks(1);
        for (int i = 0; i < 7; i++) {
            scenario.addCard("Vorse Raider", 0, Location.HAND);
        }
        scenario.phase(1, Phase.DRAW).select(0, "Vorse Raider").run();
        scenario.expect().count(0, Location.HAND, 6).count(0, Location.GRAVE, 1);
        Card discarded = scenario.duel().field().cards(0, Location.GRAVE).get(0);
        assertTrue(Reason.has(discarded.lastReason(), Reason.DISCARD));
        assertTrue(Reason.has(discarded.lastReason(), Reason.RULE));
        assertFalse(Reason.has(discarded.lastReason(), Reason.EFFECT));
    }

    /** The phases entered in a turn, in order, from the log. */
    private List<String> phasesOf(int turn) {
        List<String> phases = new ArrayList<>();
        boolean inTurn = false;
        for (String line : scenario.duel().log().lines()) {
            if (line.startsWith("Turn ")) {
                inTurn = line.startsWith("Turn " + turn + " ");
            } else if (inTurn && line.startsWith("  ") && !line.startsWith("    ")) {
                phases.add(line.trim());
            }
        }
        return phases;
    }
}
