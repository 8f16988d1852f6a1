package dev.spellspeed.duel;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A rule that only counts the free zones asks the same questions as one that lists them: the disabled
 * zones come from effects whose callbacks run (EFFECT_DISABLE_FIELD), once per free zone, left to right.
 */
class FreeZonesTest {
    private static final CardData MONSTER = CardData.of(900074, "Test Monster", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "test");
    private static final CardData SPELL = CardData.of(900075, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private int asked;

    @Test
    void aCountAsksAsManyQuestionsAsTheListAndAgreesWithIt() {
        duel.placeCard(MONSTER, 0, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        duel.placeCard(SPELL, 0, 0, Location.SZONE, 3, Position.FACEDOWN_DEFENSE);
        FreeZones free = duel.field().freeZones();
        // Main Monster Zone 2 and Spell & Trap Zone 0 of player 0 cannot be used
        free.install(player -> {
            asked++;
            return player == 0 ? 1 << 2 | 1 << 8 : 0;
        });

        assertEquals(List.of(0, 3, 4), free.mainMonster(0));
        int listed = asked;
        assertEquals(4, listed, "one question per empty Main Monster Zone");
        asked = 0;
        assertEquals(3, free.mainMonsterCount(0));
        assertEquals(listed, asked);
        asked = 0;
        assertEquals(1 | 1 << 3 | 1 << 4, free.mainMonsterBits(0));
        assertEquals(listed, asked);

        asked = 0;
        assertEquals(List.of(1, 2, 4), free.spellTrap(0));
        listed = asked;
        asked = 0;
        assertEquals(3, free.spellTrapCount(0));
        assertEquals(listed, asked);

        asked = 0;
        assertEquals(List.of(4), free.pendulum(0));
        listed = asked;
        asked = 0;
        assertEquals(1, free.pendulumCount(0));
        assertEquals(listed, asked);

        assertEquals(List.of(0, 1, 2, 3, 4), free.mainMonster(1));
        assertEquals(5, free.spellTrapCount(1));
    }
}
