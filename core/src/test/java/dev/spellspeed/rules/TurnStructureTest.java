package dev.spellspeed.rules;

import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.spellspeed.rules.TestCards.deckOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Turn structure and summoning rules (RULINGS R001-R013) through the real engine. */
class TurnStructureTest {
    private static final int VORSE = TestCards.VORSE_RAIDER.code();
    private static final int GIANT = TestCards.GIANT_SOLDIER_OF_STONE.code();

    private static DuelHarness vorseMirror(int lastTurn) {
        return new DuelHarness(deckOf(TestCards.VORSE_RAIDER, 40), deckOf(TestCards.VORSE_RAIDER, 40), lastTurn);
    }

    @Test
    void r001_bothPlayersStartWith8000LpAndFiveCards() {
        DuelHarness h = vorseMirror(1);
        h.play();
        assertEquals(8000, h.duel.lp(0));
        assertEquals(8000, h.duel.lp(1));
        assertEquals(5, h.duel.field().count(0, Location.HAND));
        assertEquals(35, h.duel.field().count(0, Location.DECK));
        assertEquals(5, h.duel.field().count(1, Location.HAND));
        assertEquals(35, h.duel.field().count(1, Location.DECK));
    }

    @Test
    void r001_nothingIsAskedBeforeTurn1Begins() {
        DuelHarness h = vorseMirror(1);
        h.play();
        assertTrue(h.asked.stream().allMatch(a -> a.turn() >= 1));
    }

    @Test
    void r001_theFirstPlayerDoesNotDrawOnTurn1ButEachLaterTurnPlayerDraws() {
        DuelHarness h = vorseMirror(3);
        h.play();
        List<String> draws = h.duel.log().lines().stream().filter(l -> l.contains("draws")).toList();
        assertEquals(10 + 2, draws.size(), "opening hands, then one draw on turns 2 and 3");
        assertEquals(6, h.duel.field().count(1, Location.HAND));
        assertEquals(34, h.duel.field().count(1, Location.DECK));
        assertEquals(6, h.duel.field().count(0, Location.HAND));
        assertEquals(34, h.duel.field().count(0, Location.DECK));
    }

    @Test
    void r002_theFirstPlayerCannotEnterTheBattlePhaseOnTurn1() {
        DuelHarness h = vorseMirror(2);
        h.p0.summon(VORSE);
        h.play();
        assertFalse(h.offered(1, PromptKind.IDLE).contains(new Command.EnterPhase(Phase.BATTLE_START)));
        assertTrue(h.offered(2, PromptKind.IDLE).contains(new Command.EnterPhase(Phase.BATTLE_START)));
        assertEquals(8000, h.duel.lp(1));
    }

    @Test
    void r003_theBattlePhaseMayBeEnteredWithNoMonstersAndIsFollowedByMainPhase2() {
        DuelHarness h = vorseMirror(3);
        h.p0.waitForTurn(3).phase(Phase.BATTLE_START).phase(Phase.MAIN2);
        h.play();
        assertEquals(List.of("Draw Phase", "Standby Phase", "Main Phase 1", "Battle Phase: Start Step",
                "Battle Phase: Battle Step", "Battle Phase: End Step", "Main Phase 2", "End Phase"), h.phasesOf(3));
    }

    @Test
    void r003_withoutABattlePhaseMainPhase1GoesStraightToTheEndPhase() {
        DuelHarness h = vorseMirror(3);
        h.play();
        assertEquals(List.of("Draw Phase", "Standby Phase", "Main Phase 1", "End Phase"), h.phasesOf(3));
    }

    @Test
    void r004_aPlayerWhoMustDrawFromAnEmptyDeckLoses() {
        DuelHarness h = new DuelHarness(deckOf(TestCards.VORSE_RAIDER, 40), deckOf(TestCards.VORSE_RAIDER, 5), 10);
        DuelResult result = h.play();
        assertEquals(new DuelResult(0, EndReason.DECK_OUT, 2), result);
        assertEquals(8000, h.duel.lp(1));
    }

    @Test
    void r005_theTurnPlayerDrawsBeforeAnyoneMayActAndThenActsFirst() {
        DuelHarness h = vorseMirror(2);
        h.play();
        DuelHarness.Asked first = h.asked.stream().filter(a -> a.turn() == 2).findFirst().orElseThrow();
        assertEquals(Phase.DRAW, first.phase());
        assertEquals(1, first.prompt().player(), "the turn player has priority first");
        assertEquals(PromptKind.CHAIN, first.prompt().kind());
        DuelHarness.Asked second = h.asked.stream().filter(a -> a.turn() == 2).skip(1).findFirst().orElseThrow();
        assertEquals(0, second.prompt().player(), "the opponent only after the turn player passes");
    }

    @Test
    void r008_noPositionChangeOnTheTurnOfTheSummon() {
        DuelHarness h = vorseMirror(3);
        h.p0.waitForTurn(3).summon(VORSE);
        h.play();
        assertTrue(h.offered(3, PromptKind.IDLE).stream().noneMatch(o -> o instanceof Command.ChangePosition));
    }

    @Test
    void r008_onePositionChangePerTurnAndNeverFaceDown() {
        DuelHarness h = vorseMirror(3);
        h.p0.summon(VORSE).changePosition(VORSE);
        h.play();
        Card vorse = h.duel.field().cards(0, Location.MZONE).get(0);
        assertEquals(Position.FACEUP_DEFENSE, vorse.position());
        long offeredAfterChange = h.asked.stream()
                .filter(a -> a.turn() == 3 && a.prompt().kind() == PromptKind.IDLE)
                .skip(1)
                .flatMap(a -> ((dev.spellspeed.decision.ChoicePrompt<?>) a.prompt()).options().stream())
                .filter(o -> o instanceof Command.ChangePosition).count();
        assertEquals(0, offeredAfterChange, "a second change in the same turn is not offered");
    }

    @Test
    void r008_aFlipSummonedMonsterCannotChangePositionThatTurn() {
        DuelHarness h = new DuelHarness(deckOf(TestCards.GIANT_SOLDIER_OF_STONE, 40), deckOf(TestCards.VORSE_RAIDER, 40), 3);
        h.p0.set(GIANT).flipSummon(GIANT);
        h.play();
        Card giant = h.duel.field().cards(0, Location.MZONE).get(0);
        assertEquals(Position.FACEUP_ATTACK, giant.position());
        assertFalse(h.offered(1, PromptKind.IDLE).stream().anyMatch(o -> o instanceof Command.FlipSummon),
                "not on the turn it was Set");
        assertTrue(h.offered(3, PromptKind.IDLE).stream().noneMatch(o -> o instanceof Command.ChangePosition));
    }

    @Test
    void oneNormalSummonOrSetPerTurn() {
        DuelHarness h = vorseMirror(1);
        h.p0.summon(VORSE);
        h.play();
        long laterSummons = h.asked.stream()
                .filter(a -> a.turn() == 1 && a.prompt().kind() == PromptKind.IDLE).skip(1)
                .flatMap(a -> ((dev.spellspeed.decision.ChoicePrompt<?>) a.prompt()).options().stream())
                .filter(o -> o instanceof Command.NormalSummon || o instanceof Command.SetMonster).count();
        assertEquals(0, laterSummons);
    }

    @Test
    void level5And6NeedOneTributeAndLevel7AndUpNeedTwo() {
        var deck0 = new java.util.ArrayList<Integer>();
        for (int i = 0; i < 20; i++) {
            deck0.add(TestCards.SUMMONED_SKULL.code());
            deck0.add(TestCards.BLUE_EYES.code());
        }
        DuelHarness h = new DuelHarness(dev.spellspeed.data.Deck.of(deck0), deckOf(TestCards.VORSE_RAIDER, 40), 5);
        h.play();
        assertTrue(h.offered(1, PromptKind.IDLE).stream().noneMatch(o -> o instanceof Command.NormalSummon),
                "no monster to tribute on turn 1");
        assertEquals(1, Summoning.tributesRequired(TestCards.SUMMONED_SKULL));
        assertEquals(1, Summoning.tributesRequired(TestCards.TIMEATER));
        assertEquals(2, Summoning.tributesRequired(TestCards.BLUE_EYES));
        assertEquals(0, Summoning.tributesRequired(TestCards.VORSE_RAIDER));
    }

    @Test
    void aTributeSummonSendsTheTributesToTheGraveyard() {
        var deck0 = new java.util.ArrayList<Integer>();
        for (int i = 0; i < 20; i++) {
            deck0.add(VORSE);
            deck0.add(TestCards.SUMMONED_SKULL.code());
        }
        DuelHarness h = new DuelHarness(dev.spellspeed.data.Deck.of(deck0), deckOf(TestCards.VORSE_RAIDER, 40), 3);
        h.p0.summon(VORSE).summon(TestCards.SUMMONED_SKULL.code()).select(SelectPrompt::candidates);
        h.play();
        assertEquals(List.of(TestCards.SUMMONED_SKULL.code()),
                h.duel.field().cards(0, Location.MZONE).stream().map(Card::code).toList());
        Card tribute = h.duel.field().cards(0, Location.GRAVE).get(0);
        assertEquals(VORSE, tribute.code());
        assertTrue(Reason.has(tribute.lastReason(), Reason.RELEASE));
    }

    @Test
    void r010_theTurnPlayerDiscardsDownToSixByRuleNotByAnEffect() {
        DuelHarness h = vorseMirror(3);
        h.play();
        // player 0 draws on turn 3 and holds 6; player 1 held 6 after its turn-2 draw: no discard yet
        assertEquals(6, h.duel.field().count(0, Location.HAND));
        DuelHarness h2 = vorseMirror(5);
        h2.play();
        assertEquals(6, h2.duel.field().count(0, Location.HAND));
        assertEquals(1, h2.duel.field().count(0, Location.GRAVE));
        Card discarded = h2.duel.field().cards(0, Location.GRAVE).get(0);
        assertTrue(Reason.has(discarded.lastReason(), Reason.DISCARD));
        assertTrue(Reason.has(discarded.lastReason(), Reason.RULE));
        assertFalse(Reason.has(discarded.lastReason(), Reason.EFFECT));
    }
}
