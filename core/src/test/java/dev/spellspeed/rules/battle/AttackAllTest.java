package dev.spellspeed.rules.battle;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.testing.Step;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * EFFECT_ATTACK_ALL ("this card can attack all monsters your opponent controls, once each"): once its
 * attack is used, the monster may attack each opponent's monster it has not attacked this turn; never
 * the same monster twice, and not directly.
 */
class AttackAllTest {
    private final TestDuel scenario = TestDuel.of(TestCards.DATABASE);

    @AfterEach
    void close() {
        scenario.close();
    }

    private void attackAll(Card card) {
        Effect effect = scenario.duel().effects().create(card, 0);
        effect.setType(EffectType.SINGLE);
        effect.setCode(EffectCode.ATTACK_ALL);
        effect.setValue(new EffectValue.Constant(1));
        scenario.duel().effects().register(effect, card);
    }

    @Test
    void aMonsterThatCanAttackAllAttacksEachOpponentsMonsterOnce() {
        Card skull = scenario.addCard("Blue-Eyes White Dragon", 0, Location.MZONE);
        Card first = scenario.addCard("Celtic Guardian", 1, 1, Location.MZONE, 0, Position.FACEUP_DEFENSE);
        Card second = scenario.addCard("Vorse Raider", 1, 1, Location.MZONE, 1, Position.FACEUP_DEFENSE);
        Card third = scenario.addCard("Giant Soldier of Stone", 1, 1, Location.MZONE, 2, Position.FACEUP_DEFENSE);
        attackAll(skull);
        scenario.attack(0, skull, first).attack(0, skull, second).attack(0, skull, third)
                // all three attacked: no fourth attack (nor a direct one)
                .expectIllegal(0, Step.IllegalKind.ATTACK, skull)
                .run();
        scenario.expect().count(1, Location.GRAVE, 3).lp(1, 8000);
    }

    @Test
    void aMonsterThatCanAttackAllCannotAttackTheSameMonsterTwice() {
        Card celtic = scenario.addCard("Celtic Guardian", 0, Location.MZONE);
        Card giant = scenario.addCard("Giant Soldier of Stone", 1, 1, Location.MZONE, 0, Position.FACEUP_DEFENSE);
        Card vorse = scenario.addCard("Vorse Raider", 1, 1, Location.MZONE, 1, Position.FACEUP_DEFENSE);
        attackAll(celtic);
        // Giant Soldier of Stone (DEF 2000) survives the first attack; the second may only go to Vorse Raider
        scenario.attack(0, celtic, giant).attack(0, celtic, vorse)
                .expectIllegal(0, Step.IllegalKind.ATTACK, celtic)
                .run();
        List<List<?>> targets = scenario.asked().stream().filter(a -> a.prompt().kind() == PromptKind.ATTACK_TARGET)
                .map(a -> (List<?>) ((ChoicePrompt<?>) a.prompt()).options()).collect(Collectors.toList());
        assertEquals(List.of(new AttackTarget(giant, false), new AttackTarget(vorse, false)), targets.get(0));
        assertEquals(List.of(new AttackTarget(vorse, false)), targets.get(1));
        scenario.expect().lp(0, 8000 - 600).count(1, Location.GRAVE, 1);
    }

    @Test
    void controlWithoutTheEffectAMonsterAttacksOnce() {
        Card skull = scenario.addCard("Blue-Eyes White Dragon", 0, Location.MZONE);
        Card first = scenario.addCard("Celtic Guardian", 1, 1, Location.MZONE, 0, Position.FACEUP_DEFENSE);
        scenario.addCard("Vorse Raider", 1, 1, Location.MZONE, 1, Position.FACEUP_DEFENSE);
        scenario.attack(0, skull, first).expectIllegal(0, Step.IllegalKind.ATTACK, skull).run();
        scenario.expect().count(1, Location.GRAVE, 1);
    }
}
