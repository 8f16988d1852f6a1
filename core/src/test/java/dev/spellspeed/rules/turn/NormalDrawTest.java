package dev.spellspeed.rules.turn;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The normal draw (R001): 1 card, none for the first player on turn 1, or what EFFECT_DRAW_COUNT says. */
class NormalDrawTest {
    private final TestDuel scenario = TestDuel.of(TestCards.DATABASE); // player 0's turn 3

    @AfterEach
    void close() {
        scenario.close();
    }

    private void drawCount(int player, long count) {
        Effect effect = scenario.duel().effects().create(null, player);
        effect.setType(EffectType.FIELD);
        effect.setCode(EffectCode.DRAW_COUNT);
        effect.setProperty(EffectFlag.PLAYER_TARGET);
        effect.setTargetRange(1, 0);
        effect.setValue(new EffectValue.Constant(count));
        scenario.duel().effects().register(effect, player);
    }

    @Test
    void aPlayerDrawsOneCard() {
        assertEquals(1, NormalDraw.count(scenario.duel(), 0));
    }

    @Test
    void drawCountTwoDrawsTwoForThatPlayerOnly() {
        drawCount(0, 2);
        assertEquals(2, NormalDraw.count(scenario.duel(), 0));
        assertEquals(1, NormalDraw.count(scenario.duel(), 1));
    }

    @Test
    void drawCountZeroDrawsNone() {
        drawCount(0, 0);
        assertEquals(0, NormalDraw.count(scenario.duel(), 0));
    }
}
