package dev.spellspeed.rules;

import dev.spellspeed.data.CardData;
import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.spellspeed.rules.TestCards.deckOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Battles through the real engine. Player 0 summons its monster on turn 1, player 1 puts its monster
 * on the field on turn 2 (summoned, Set, or switched to Defense on turn 4), and player 0 attacks.
 */
class BattleRulesTest {
    private static final int VORSE = TestCards.VORSE_RAIDER.code();

    private static DuelHarness attackOn(CardData defender, int attackTurn) {
        DuelHarness h = new DuelHarness(deckOf(TestCards.VORSE_RAIDER, 40), deckOf(defender, 40), attackTurn);
        h.p0.summon(VORSE);
        return h;
    }

    @Test
    void r024_directAttackInflictsItsAtk() {
        DuelHarness h = attackOn(TestCards.CELTIC_GUARDIAN, 3);
        h.p0.attack(VORSE, 0);
        h.play();
        assertEquals(6100, h.duel.lp(1));
        assertEquals(8000, h.duel.lp(0));
    }

    @Test
    void r024_noDirectAttackWhileTheOpponentControlsAFaceDownMonster() {
        DuelHarness h = attackOn(TestCards.CELTIC_GUARDIAN, 3);
        h.p1.set(TestCards.CELTIC_GUARDIAN.code());
        h.p0.attack(VORSE, TestCards.CELTIC_GUARDIAN.code());
        h.play();
        List<Object> targets = h.offered(3, PromptKind.ATTACK_TARGET);
        assertEquals(1, targets.size());
        assertFalse(targets.contains(AttackTarget.DIRECT));
    }

    @Test
    void r025_higherAtkDestroysTheAttackPositionTargetAndInflictsTheDifference() {
        DuelHarness h = attackOn(TestCards.CELTIC_GUARDIAN, 3);
        h.p1.summon(TestCards.CELTIC_GUARDIAN.code());
        h.p0.attack(VORSE, TestCards.CELTIC_GUARDIAN.code());
        h.play();
        assertEquals(7500, h.duel.lp(1));
        assertEquals(1, h.duel.field().count(1, Location.GRAVE));
        assertEquals(1, h.duel.field().count(0, Location.MZONE));
    }

    @Test
    void r025_lowerAtkAttackerIsDestroyedAndItsControllerTakesTheDifference() {
        DuelHarness h = new DuelHarness(deckOf(TestCards.CELTIC_GUARDIAN, 40), deckOf(TestCards.VORSE_RAIDER, 40), 3);
        h.p0.summon(TestCards.CELTIC_GUARDIAN.code()).attack(TestCards.CELTIC_GUARDIAN.code(), VORSE);
        h.p1.summon(VORSE);
        h.play();
        assertEquals(7500, h.duel.lp(0));
        assertEquals(8000, h.duel.lp(1));
        assertEquals(1, h.duel.field().count(0, Location.GRAVE));
    }

    @Test
    void r025_equalAtkDestroysBothWithNoDamage() {
        DuelHarness h = attackOn(TestCards.ARCHFIEND_SOLDIER, 3);
        h.p1.summon(TestCards.ARCHFIEND_SOLDIER.code());
        h.p0.attack(VORSE, TestCards.ARCHFIEND_SOLDIER.code());
        h.play();
        assertEquals(8000, h.duel.lp(0));
        assertEquals(8000, h.duel.lp(1));
        assertEquals(1, h.duel.field().count(0, Location.GRAVE));
        assertEquals(1, h.duel.field().count(1, Location.GRAVE));
    }

    @Test
    void r025_twoZeroAtkMonstersBothStay() {
        DuelHarness h = new DuelHarness(deckOf(TestCards.THOUSAND_EYES_IDOL, 40), deckOf(TestCards.THOUSAND_EYES_IDOL, 40), 3);
        int idol = TestCards.THOUSAND_EYES_IDOL.code();
        h.p0.summon(idol).attack(idol, idol);
        h.p1.summon(idol);
        h.play();
        assertEquals(1, h.duel.field().count(0, Location.MZONE));
        assertEquals(1, h.duel.field().count(1, Location.MZONE));
        assertEquals(8000, h.duel.lp(0));
        assertEquals(8000, h.duel.lp(1));
    }

    @Test
    void r026_atkAboveDefDestroysTheDefenderWithNoDamage() {
        DuelHarness h = attackOn(TestCards.LUSTER_DRAGON, 5);
        int luster = TestCards.LUSTER_DRAGON.code();
        h.p1.summon(luster).changePosition(luster);
        h.p0.waitForTurn(5).attack(VORSE, luster);
        h.play();
        assertEquals(1, h.duel.field().count(1, Location.GRAVE));
        assertEquals(8000, h.duel.lp(1));
        assertEquals(8000, h.duel.lp(0));
    }

    @Test
    void r026_atkEqualToDefDestroysNothing() {
        DuelHarness h = attackOn(TestCards.COMMAND_KNIGHT_STATS, 5);
        int knight = TestCards.COMMAND_KNIGHT_STATS.code();
        h.p1.summon(knight).changePosition(knight);
        h.p0.waitForTurn(5).attack(VORSE, knight);
        h.play();
        assertEquals(1, h.duel.field().count(1, Location.MZONE));
        assertEquals(8000, h.duel.lp(0));
        assertEquals(8000, h.duel.lp(1));
    }

    @Test
    void r026_faceDownDefenderIsFlippedAndTheAttackerTakesTheDifference() {
        DuelHarness h = attackOn(TestCards.GIANT_SOLDIER_OF_STONE, 3);
        int giant = TestCards.GIANT_SOLDIER_OF_STONE.code();
        h.p1.set(giant);
        h.p0.attack(VORSE, giant);
        h.play();
        Card soldier = h.duel.field().cards(1, Location.MZONE).get(0);
        assertEquals(Position.FACEUP_DEFENSE, soldier.position());
        assertEquals(7900, h.duel.lp(0));
        assertEquals(8000, h.duel.lp(1));
    }

    @Test
    void r023_onlyFaceUpAttackPositionMonstersAttackAndOnlyOncePerTurn() {
        DuelHarness h = new DuelHarness(deckOf(TestCards.VORSE_RAIDER, 40), deckOf(TestCards.CELTIC_GUARDIAN, 40), 5);
        h.p0.summon(VORSE).summon(VORSE).waitForTurn(5).changePosition(VORSE).attack(VORSE, 0);
        h.play();
        // turn 3: the second Vorse Raider was summoned; on turn 5 one of them was switched to Defense
        List<Object> turn5 = h.offered(5, PromptKind.BATTLE);
        long attackers = turn5.stream().filter(o -> o instanceof Command.DeclareAttack).map(o -> ((Command.DeclareAttack) o).attacker()).distinct().count();
        assertEquals(1, attackers, "only the face-up Attack Position monster may attack");
        long declarations = h.duel.log().lines().stream().filter(l -> l.contains("attacks")).count();
        assertEquals(1, declarations);
        assertTrue(h.asked.stream().filter(a -> a.turn() == 5 && a.prompt().kind() == PromptKind.BATTLE).count() >= 2,
                "after its attack the Battle Step prompt returns without it");
        assertTrue(h.asked.stream().filter(a -> a.turn() == 5 && a.prompt().kind() == PromptKind.BATTLE).skip(1)
                .allMatch(a -> ((dev.spellspeed.decision.ChoicePrompt<?>) a.prompt()).options().stream()
                        .noneMatch(o -> o instanceof Command.DeclareAttack)));
    }

    @Test
    void r041_battleDestroyedMonstersAreInTheGraveyardAfterTheDamageStep() {
        DuelHarness h = attackOn(TestCards.CELTIC_GUARDIAN, 3);
        h.p1.summon(TestCards.CELTIC_GUARDIAN.code());
        h.p0.attack(VORSE, TestCards.CELTIC_GUARDIAN.code());
        h.play();
        List<String> log = h.duel.log().lines();
        int destroyed = indexOf(log, "destroyed by battle");
        int damageStep = indexOf(log, Phase.DAMAGE.toString());
        int endStep = indexOf(log, Phase.BATTLE.toString());
        assertTrue(damageStep < destroyed && destroyed < endStep, String.join("\n", log));
    }

    private static int indexOf(List<String> lines, String text) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i;
            }
        }
        return -1;
    }
}
