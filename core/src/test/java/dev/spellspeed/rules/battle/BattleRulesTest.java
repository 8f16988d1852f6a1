package dev.spellspeed.rules.battle;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.testing.Step;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Battles through the real engine: player 0's monster, there since before the scenario, attacks in
 * turn 3; player 1's monster stands in the position each ruling needs.
 */
class BattleRulesTest {
    private final TestDuel scenario = TestDuel.of(TestCards.DATABASE);

    @AfterEach
    void close() {
        scenario.close();
    }

    private Card defender(String name, Position position) {
        return scenario.addCard(name, 1, 1, Location.MZONE, 0, position);
    }

    @Test
    void r024_directAttackInflictsItsAtk() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.attack(0, "Vorse Raider").run();
        scenario.expect().lp(1, 6100).lp(0, 8000);
    }

    @Test
    void r024_noDirectAttackWhileTheOpponentControlsAFaceDownMonster() {
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.MZONE);
        Card celtic = defender("Celtic Guardian", Position.FACEDOWN_DEFENSE);
        scenario.attack(0, vorse, celtic).run();
        List<?> targets = scenario.asked().stream().filter(a -> a.prompt().kind() == PromptKind.ATTACK_TARGET)
                .findFirst().map(a -> ((ChoicePrompt<?>) a.prompt()).options()).orElseThrow();
        assertEquals(1, targets.size(), targets.toString());
        assertFalse(targets.contains(AttackTarget.DIRECT));
    }

    @Test
    void r025_higherAtkDestroysTheAttackPositionTargetAndInflictsTheDifference() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        defender("Celtic Guardian", Position.FACEUP_ATTACK);
        scenario.attack(0, "Vorse Raider", "Celtic Guardian").run();
        scenario.expect().lp(1, 7500).count(1, Location.GRAVE, 1).count(0, Location.MZONE, 1);
    }

    @Test
    void r025_lowerAtkAttackerIsDestroyedAndItsControllerTakesTheDifference() {
        scenario.addCard("Celtic Guardian", 0, Location.MZONE);
        defender("Vorse Raider", Position.FACEUP_ATTACK);
        scenario.attack(0, "Celtic Guardian", "Vorse Raider").run();
        scenario.expect().lp(0, 7500).lp(1, 8000).count(0, Location.GRAVE, 1);
    }

    @Test
    void r025_equalAtkDestroysBothWithNoDamage() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        defender("Archfiend Soldier", Position.FACEUP_ATTACK);
        scenario.attack(0, "Vorse Raider", "Archfiend Soldier").run();
        scenario.expect().lp(0, 8000).lp(1, 8000).count(0, Location.GRAVE, 1).count(1, Location.GRAVE, 1);
    }

    @Test
    void r025_twoZeroAtkMonstersBothStay() {
        Card attacker = scenario.addCard("Thousand-Eyes Idol", 0, Location.MZONE);
        Card target = defender("Thousand-Eyes Idol", Position.FACEUP_ATTACK);
        scenario.attack(0, attacker, target).run();
        scenario.expect().count(0, Location.MZONE, 1).count(1, Location.MZONE, 1).lp(0, 8000).lp(1, 8000);
    }

    @Test
    void r026_atkAboveDefDestroysTheDefenderWithNoDamage() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        defender("Luster Dragon", Position.FACEUP_DEFENSE); // DEF 1600
        scenario.attack(0, "Vorse Raider", "Luster Dragon").run();
        scenario.expect().count(1, Location.GRAVE, 1).lp(1, 8000).lp(0, 8000);
    }

    @Test
    void r026_atkEqualToDefDestroysNothing() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        defender("Command Knight", Position.FACEUP_DEFENSE); // DEF 1900
        scenario.attack(0, "Vorse Raider", "Command Knight").run();
        scenario.expect().count(1, Location.MZONE, 1).lp(0, 8000).lp(1, 8000);
    }

    @Test
    void r026_faceDownDefenderIsFlippedAndTheAttackerTakesTheDifference() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        Card giant = defender("Giant Soldier of Stone", Position.FACEDOWN_DEFENSE); // DEF 2000
        scenario.attack(0, "Vorse Raider", "Giant Soldier of Stone").run();
        scenario.expect().card(giant, Location.MZONE, 1, Position.FACEUP_DEFENSE).lp(0, 7900).lp(1, 8000);
    }

    @Test
    void r023_onlyFaceUpAttackPositionMonstersAttackAndOnlyOncePerTurn() {
        Card attacking = scenario.addCard("Vorse Raider", 0, Location.MZONE);
        Card defending = scenario.addCard("Vorse Raider", 0, 0, Location.MZONE, 1, Position.FACEUP_DEFENSE);
        scenario.expectIllegal(0, Step.IllegalKind.ATTACK, defending)
                .attack(0, attacking)
                .expectIllegal(0, Step.IllegalKind.ATTACK) // after its attack, no monster may attack
                .run();
        scenario.expect().lp(1, 6100).phase(Phase.BATTLE_STEP);
        assertEquals(1, scenario.duel().log().lines().stream().filter(l -> l.contains("attacks")).count());
    }

    @Test
    void r041_battleDestroyedMonstersAreInTheGraveyardAfterTheDamageStep() {
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        defender("Celtic Guardian", Position.FACEUP_ATTACK);
        scenario.attack(0, "Vorse Raider", "Celtic Guardian").phase(0, Phase.MAIN2).run(); // through the End Step
        List<String> log = scenario.duel().log().lines();
        int destroyed = indexOf(log, "destroyed by battle");
        int damageStep = indexOf(log, Phase.DAMAGE.toString());
        int endStep = indexOf(log, Phase.BATTLE.toString());
        assertTrue(damageStep >= 0 && damageStep < destroyed && destroyed < endStep, String.join("\n", log));
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
