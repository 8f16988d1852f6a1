package dev.spellspeed.rules;

import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Scenarios built card by card and started mid-duel, as the script tests will build them. */
class ScenarioTest {
    @Test
    void r004_deckOutLosesWhateverTheLp() {
        DuelHarness h = DuelHarness.scenario(10);
        h.duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        h.duel.setLp(0, 3000);
        DuelResult result = h.playFrom(1, 4, Phase.DRAW);
        assertEquals(new DuelResult(0, EndReason.DECK_OUT, 4), result);
        assertEquals(8000, h.duel.lp(1));
    }

    @Test
    void r008_aMonsterSetBeforeTheScenarioMayBeFlipSummonedButThenNotSwitched() {
        DuelHarness h = DuelHarness.scenario(5);
        int giant = TestCards.GIANT_SOLDIER_OF_STONE.code();
        h.duel.placeCard(TestCards.GIANT_SOLDIER_OF_STONE, 0, 0, Location.MZONE, 2, Position.FACEDOWN_DEFENSE);
        h.p0.flipSummon(giant);
        h.playFrom(0, 5, Phase.MAIN1);
        Card soldier = h.duel.field().cards(0, Location.MZONE).get(0);
        assertEquals(Position.FACEUP_ATTACK, soldier.position());
        assertEquals(2, soldier.sequence());
        assertTrue(h.offered(5, PromptKind.IDLE).stream().noneMatch(o -> o instanceof Command.ChangePosition));
    }

    @Test
    void placedMonstersMayAttackAndChangePositionAtOnce() {
        DuelHarness h = DuelHarness.scenario(3);
        int vorse = TestCards.VORSE_RAIDER.code();
        h.duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        h.p0.attack(vorse, 0);
        h.playFrom(0, 3, Phase.MAIN1);
        assertEquals(6100, h.duel.lp(1));
        assertTrue(h.offered(3, PromptKind.IDLE).contains(
                new Command.ChangePosition(h.duel.field().cards(0, Location.MZONE).get(0))));
    }

    @Test
    void inTheDeckSequence0IsTheTopAndAnyOtherTheBottom() {
        DuelHarness h = DuelHarness.scenario(3);
        h.duel.placeCard(TestCards.CELTIC_GUARDIAN, 0, 0, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
        h.duel.placeCard(TestCards.LUSTER_DRAGON, 0, 0, Location.DECK, 1, Position.FACEDOWN_DEFENSE);
        h.duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
        List<Integer> topFirst = new java.util.ArrayList<>(h.duel.field().cards(0, Location.DECK).stream().map(Card::code).toList());
        java.util.Collections.reverse(topFirst);
        assertEquals(List.of(TestCards.VORSE_RAIDER.code(), TestCards.CELTIC_GUARDIAN.code(), TestCards.LUSTER_DRAGON.code()),
                topFirst);
        assertTrue(h.duel.field().verifyInvariants().isEmpty());
    }

    @Test
    void anOccupiedOrMissingZoneIsRefused() {
        DuelHarness h = DuelHarness.scenario(3);
        h.duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        IllegalArgumentException occupied = assertThrows(IllegalArgumentException.class,
                () -> h.duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK));
        assertTrue(occupied.getMessage().contains("already holds Vorse Raider"), occupied.getMessage());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> h.duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.SZONE, 9, Position.FACEDOWN_DEFENSE));
        assertTrue(missing.getMessage().contains("has no zone 9"), missing.getMessage());
        assertTrue(h.duel.field().verifyInvariants().isEmpty());
    }

    @Test
    void withEveryMainMonsterZoneTakenTheTributeMustFreeOne() {
        DuelHarness h = DuelHarness.scenario(3);
        for (int zone = 0; zone < 5; zone++) {
            h.duel.placeCard(TestCards.CELTIC_GUARDIAN, 0, 0, Location.MZONE, zone, Position.FACEUP_ATTACK);
        }
        // a monster in the Extra Monster Zone: tributing it would leave Summoned Skull no zone
        Card extra = h.duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 5, Position.FACEUP_ATTACK);
        h.duel.placeCard(TestCards.SUMMONED_SKULL, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        List<List<Card>> offered = new java.util.ArrayList<>();
        h.p0.summon(TestCards.SUMMONED_SKULL.code()).select(prompt -> {
            offered.add(prompt.candidates());
            return List.of(prompt.candidates().get(0));
        });
        h.playFrom(0, 3, Phase.MAIN1);
        assertEquals(5, offered.get(0).size());
        assertTrue(!offered.get(0).contains(extra), "the Extra Monster Zone monster is not offered");
        assertEquals(TestCards.SUMMONED_SKULL.code(), h.duel.field().cards(0, Location.MZONE).stream()
                .filter(c -> c.sequence() < 5 && c.code() == TestCards.SUMMONED_SKULL.code()).findFirst().orElseThrow().code());
    }

    @Test
    void anXyzMonsterMayHoldTheOpponentsCardsAsMaterials() {
        DuelHarness h = DuelHarness.scenario(3);
        h.duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        // a material owned by player 1 under player 0's monster (taken, or revived from player 1's GY)
        Card material = h.duel.placeCard(TestCards.CELTIC_GUARDIAN, 1, 0, Location.OVERLAY, 0, Position.FACEUP_ATTACK);
        assertEquals(Location.OVERLAY, material.location());
        assertTrue(h.duel.field().verifyInvariants().isEmpty(), h.duel.field().verifyInvariants().toString());
    }
}
