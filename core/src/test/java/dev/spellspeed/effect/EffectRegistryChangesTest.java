package dev.spellspeed.effect;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * The rules check skips work while {@link EffectRegistry#changes} stands still (the stat log's
 * signatures read which stat effects are registered and their timestamps; its look for changes that
 * end on negation reads the effects' reset flags), so each of those writes must count.
 */
class EffectRegistryChangesTest {
    private static final CardData MONSTER = CardData.of(900091, "Test Monster", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "test");

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final EffectRegistry effects = duel.effects();
    private final Card card = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);

    private Effect fieldEffect() {
        Effect effect = effects.create(card, 0);
        effect.setType(EffectType.FIELD);
        effect.setCode(EffectCode.UPDATE_ATTACK);
        effect.setRange(Location.MZONE.mask());
        return effect;
    }

    private void assertCounted(Runnable write) {
        long before = effects.changes();
        write.run();
        assertNotEquals(before, effects.changes());
    }

    @Test
    void registeringAndRemovingCount() {
        Effect onCard = fieldEffect();
        assertCounted(() -> effects.register(onCard, card));
        assertCounted(() -> effects.remove(onCard));
        Effect onPlayer = effects.create(null, 1);
        onPlayer.setType(EffectType.FIELD);
        onPlayer.setCode(EffectCode.CANNOT_SUMMON);
        assertCounted(() -> effects.register(onPlayer, 1));
    }

    @Test
    void stampingAnewCounts() {
        effects.register(fieldEffect(), card);
        assertCounted(() -> effects.startApplying(card));
    }

    @Test
    void aRegisteredEffectsResetFlagsCount() {
        Effect effect = fieldEffect();
        effects.register(effect, card);
        assertCounted(() -> effect.setReset(ResetFlag.EVENT | ResetFlag.DISABLE, 1));
    }

    @Test
    void anUnregisteredEffectsChangesDoNotCount() {
        // positive control of the tests above: the count is not simply moved by every call
        Effect effect = fieldEffect();
        long before = effects.changes();
        effect.setReset(ResetFlag.EVENT | ResetFlag.DISABLE, 1);
        effects.remove(effect); // never registered: nothing removed
        assertEquals(before, effects.changes());
    }
}
