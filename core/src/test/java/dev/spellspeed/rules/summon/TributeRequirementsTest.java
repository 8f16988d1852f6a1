package dev.spellspeed.rules.summon;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.ReservedSummon;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.rules.Rules;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An effect's Tribute Summon or Set (Duel.Summon, Duel.MSet) is checked and performed by one rule of
 * Tributes: the check counted a monster that is worth two Tributes, so the action must too (before,
 * the action counted cards and built a "select 2 of 1" prompt). When the Tributes are gone by the
 * time it is performed, it does nothing.
 */
class TributeRequirementsTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Rules rules = Rules.of(duel);
    private final Card dragon = duel.placeCard(TestCards.BLUE_EYES, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);

    private ReservedSummon tributeSet() {
        return new ReservedSummon(true, 0, dragon, true, 0, Field.MAIN_MONSTER_ZONE_MASK);
    }

    @Test
    void aMonsterWorthTwoTributesIsTributedForATributeSetByEffect() {
        Card tribute = duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect twice = duel.effects().create(tribute, 0);
        twice.setType(EffectType.SINGLE);
        twice.setCode(EffectCode.DOUBLE_TRIBUTE);
        twice.setValue(new EffectValue.Constant(1));
        duel.effects().register(twice, tribute);
        assertTrue(rules.summoning().performReserved(tributeSet(), false));
        assertEquals(Location.MZONE, dragon.location());
        assertEquals(Position.FACEDOWN_DEFENSE, dragon.position());
        assertEquals(Location.GRAVE, tribute.location());
    }

    @Test
    void aTributeSetByEffectWhoseTributesAreGoneDoesNothing() {
        duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertFalse(rules.summoning().performReserved(tributeSet(), false));
        assertEquals(Location.HAND, dragon.location());
        assertEquals(1, duel.field().count(0, Location.MZONE));
    }

    @Test
    void aTributeSetByEffectWithItsTwoTributesHappens() {
        Card a = duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card b = duel.placeCard(TestCards.CELTIC_GUARDIAN, 0, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        assertTrue(rules.summoning().performReserved(tributeSet(), false));
        assertEquals(Location.MZONE, dragon.location());
        assertEquals(Location.GRAVE, a.location());
        assertEquals(Location.GRAVE, b.location());
    }
}
