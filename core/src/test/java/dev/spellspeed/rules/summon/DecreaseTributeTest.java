package dev.spellspeed.rules.summon;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.testing.Step;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** EFFECT_DECREASE_TRIBUTE: a Tribute Summon needs as many fewer Tributes as the effect says. */
class DecreaseTributeTest {
    private final TestDuel scenario = TestDuel.of(TestCards.DATABASE);

    @AfterEach
    void close() {
        scenario.close();
    }

    private void decrease(Card card, long value) {
        Effect effect = scenario.duel().effects().create(card, card.controller());
        effect.setType(EffectType.SINGLE);
        effect.setCode(EffectCode.DECREASE_TRIBUTE);
        effect.setValue(new EffectValue.Constant(value));
        scenario.duel().effects().register(effect, card);
    }

    @Test
    void aLevel6MonsterWithOneFewerTributeIsSummonedWithout() {
        Card skull = scenario.addCard("Summoned Skull", 0, Location.HAND);
        decrease(skull, 0x10001);
        assertArrayEquals(new int[] {0, 0}, scenario.rules().normalSummonCheck().tributeRequirement(skull));
        scenario.summon(0, skull).run(); // no monster to tribute, and none asked for
        assertEquals(Location.MZONE, skull.location());
    }

    @Test
    void aLevel8MonsterWithOneFewerTributeTakesOne() {
        Card blue = scenario.addCard("Blue-Eyes White Dragon", 0, Location.HAND);
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.MZONE);
        decrease(blue, 0x10001);
        assertArrayEquals(new int[] {1, 1}, scenario.rules().normalSummonCheck().tributeRequirement(blue));
        scenario.summon(0, blue).select(0, vorse).run();
        assertEquals(Location.MZONE, blue.location());
        assertEquals(Location.GRAVE, vorse.location());
    }

    @Test
    void controlWithoutTheEffectALevel6MonsterNeedsATribute() {
        Card skull = scenario.addCard("Summoned Skull", 0, Location.HAND);
        assertArrayEquals(new int[] {1, 1}, scenario.rules().normalSummonCheck().tributeRequirement(skull));
        scenario.expectIllegal(0, Step.IllegalKind.SUMMON, skull).run();
        assertEquals(Location.HAND, skull.location());
    }

    @Test
    void theDecreaseDoesNotApplyToASet() {
        Card skull = scenario.addCard("Summoned Skull", 0, Location.HAND);
        decrease(skull, 0x10001);
        scenario.expectIllegal(0, Step.IllegalKind.SET, skull).run();
    }
}
