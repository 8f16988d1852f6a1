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

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A phase's end can end only the effects registered with RESET_PHASE: the registry lists those, in
 * registration order, whatever happened to their reset flags since they were registered.
 */
class EffectRegistryTest {
    private static final CardData MONSTER = CardData.of(900076, "Test Monster", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "test");
    private static final long UNTIL_END_PHASE = ResetFlag.PHASE | 0x200;

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final EffectRegistry registry = duel.effects();
    private final Card card = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);

    private Effect registered(long reset, boolean toCard) {
        Effect effect = registry.create(card, 0);
        effect.setReset(reset, 1);
        if (toCard) {
            registry.register(effect, card);
        } else {
            registry.register(effect, 0);
        }
        return effect;
    }

    @Test
    void theEffectsEndingWithAPhaseAreThoseWithRESET_PHASE() {
        Effect first = registered(UNTIL_END_PHASE, true);
        Effect lasting = registered(0, true);
        Effect players = registered(UNTIL_END_PHASE, false);
        Effect byMove = registered(ResetFlag.EVENT | 0x1fe0000, true);

        assertEquals(List.of(first, players), registry.endingWithPhases());
        assertEquals(List.of(first, lasting, players, byMove), registry.all(), "the others are registered all the same");

        registry.remove(first);
        assertEquals(List.of(players), registry.endingWithPhases());
    }

    @Test
    void flagsChangedAfterRegisteringCountInRegistrationOrder() {
        Effect early = registered(0, true);
        Effect late = registered(UNTIL_END_PHASE, false);
        assertEquals(List.of(late), registry.endingWithPhases());

        early.setReset(UNTIL_END_PHASE, 1);
        assertEquals(List.of(early, late), registry.endingWithPhases(), "registration order, not the order flags were set");

        late.setReset(0, 0);
        assertEquals(List.of(early), registry.endingWithPhases());
        registry.remove(early);
        assertEquals(List.of(), registry.endingWithPhases());

        // an effect removed and changed out of the registry tells it nothing
        early.setReset(0, 0);
        Effect again = registered(UNTIL_END_PHASE, true);
        assertEquals(List.of(again), registry.endingWithPhases());
    }

    @Test
    void registeringChangingAndRemovingAnEffectActivatedOnDemandIsAChangeOfTheOnDemandCount() {
        int before = registry.onDemandChanges();
        Effect single = registry.create(card, 0);
        single.setType(EffectType.SINGLE);
        single.setRange(Location.MZONE.mask());
        registry.register(single, card);
        assertEquals(before, registry.onDemandChanges(), "a continuous effect registered changes nothing a listing keeps");
        Effect ignition = registry.create(card, 0);
        ignition.setType(EffectType.IGNITION);
        ignition.setRange(Location.MZONE.mask());
        assertEquals(before, registry.onDemandChanges(), "type and range set before registering");
        registry.register(ignition, card);
        int registered = registry.onDemandChanges();
        assertNotEquals(before, registered);
        ignition.setRange(Location.GRAVE.mask());
        int ranged = registry.onDemandChanges();
        assertNotEquals(registered, ranged, "a registered effect's range changed");
        single.setType(EffectType.QUICK_O);
        int typed = registry.onDemandChanges();
        assertNotEquals(ranged, typed, "a registered effect's type changed");
        registry.remove(ignition);
        assertNotEquals(typed, registry.onDemandChanges());
    }
}
