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
    // not started: player 0 is the turn player; player 1's next normal draw is looked at (the first
    // player's turn-1 draw is R001's, scripts/tests/rulings/R001.lua)
    private final TestDuel scenario = TestDuel.of(TestCards.DATABASE);

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
        assertEquals(1, NormalDraw.count(scenario.duel(), 1));
    }

    @Test
    void drawCountTwoDrawsTwoForThatPlayerOnly() {
        drawCount(1, 2);
        assertEquals(2, NormalDraw.count(scenario.duel(), 1));
        drawCount(0, 3);
        assertEquals(2, NormalDraw.count(scenario.duel(), 1), "player 0's effect is not player 1's");
    }

    @Test
    void drawCountZeroDrawsNone() {
        drawCount(1, 0);
        assertEquals(0, NormalDraw.count(scenario.duel(), 1));
    }
}
