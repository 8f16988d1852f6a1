package dev.spellspeed.rules.continuous;

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

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** EFFECT_DISABLE_FIELD: while it applies, the zones its value names cannot be used. */
class DisabledFieldZonesTest {
    private final TestDuel scenario = TestDuel.of(TestCards.DATABASE);

    @AfterEach
    void close() {
        scenario.close();
    }

    private Effect disable(long zones) {
        Effect effect = scenario.duel().effects().create(null, 1);
        effect.setType(EffectType.FIELD);
        effect.setCode(EffectCode.DISABLE_FIELD);
        effect.setValue(new EffectValue.Constant(zones));
        scenario.duel().effects().register(effect, 1);
        return effect;
    }

    @Test
    void aMonsterCannotBeSummonedToADisabledZone() {
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.HAND);
        disable(0x0f); // player 0's Main Monster Zones 0-3
        assertEquals(List.of(4), scenario.duel().field().freeZones().mainMonster(0));
        assertEquals(List.of(0, 1, 2, 3, 4), scenario.duel().field().freeZones().mainMonster(1));
        scenario.summon(0, vorse).run();
        assertEquals(Location.MZONE, vorse.location());
        assertEquals(4, vorse.sequence());
    }

    @Test
    void withEveryMonsterZoneDisabledNothingCanBeSummoned() {
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.HAND);
        disable(0x1f | 0x1f << 16);
        scenario.expectIllegal(0, Step.IllegalKind.SUMMON, vorse).expectIllegal(0, Step.IllegalKind.SET, vorse).run();
        assertEquals(Location.HAND, vorse.location());
    }

    @Test
    void controlAZoneIsUsableAgainOnceTheEffectIsGone() {
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.HAND);
        Effect effect = disable(0x0f);
        scenario.duel().effects().remove(effect);
        scenario.summon(0, vorse).run();
        assertEquals(0, vorse.sequence());
    }

    @Test
    void aValueThatRegistersAnEffectWhileZonesAreReadDoesNotBreakTheReading() {
        // a card's value callback may register an effect (seen in random duels: a ConcurrentModificationException)
        Effect effect = scenario.duel().effects().create(null, 1);
        effect.setType(EffectType.FIELD);
        effect.setCode(EffectCode.DISABLE_FIELD);
        effect.setValue(new EffectValue.Function(args -> {
            Effect late = scenario.duel().effects().create(null, 1);
            late.setType(EffectType.FIELD);
            late.setCode(EffectCode.DISABLE_FIELD);
            late.setValue(new EffectValue.Constant(0x10));
            scenario.duel().effects().register(late, 1);
            return 0x0fL;
        }));
        scenario.duel().effects().register(effect, 1);
        List<Integer> free = scenario.duel().field().freeZones().mainMonster(0);
        assertEquals(List.of(), free.stream().filter(zone -> zone < 4).toList(), "zones 0-3 stay disabled");
    }
}
