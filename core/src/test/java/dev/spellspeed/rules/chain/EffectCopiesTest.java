package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.Rules;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.ResetFlag;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Card.CopyEffect (R116): the effects registered while a copy is made are that copy's, lasting as it says. */
class EffectCopiesTest {
    private static final long RESET_EVENT = ResetFlag.EVENT;
    private static final long RESET_STANDARD = ResetFlag.TOGRAVE | ResetFlag.LEAVE;
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final EffectCopies copies = Rules.of(duel).effectCopies();
    private final Card phantom = duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);

    @Test
    void anEffectRegisteredWhileCopyingIsTheCopysAndLastsAsItSays() {
        Effect gained = duel.effects().create(phantom, 0);
        int copyId = copies.copy(RESET_EVENT | RESET_STANDARD, 1, () -> copies.register(gained, phantom));
        assertTrue(gained.isRegistered());
        assertEquals(copyId, gained.copyId());
        assertEquals(RESET_EVENT | RESET_STANDARD, gained.reset() & (RESET_EVENT | RESET_STANDARD));
    }

    @Test
    void anEffectRegisteredOutsideACopyIsTheCardsOwn() {
        copies.copy(RESET_EVENT, 1, () -> { });
        Effect own = duel.effects().create(phantom, 0);
        copies.register(own, phantom);
        assertTrue(own.isRegistered());
        assertFalse(own.isCopied());
    }
}
