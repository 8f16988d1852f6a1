package dev.spellspeed.duel;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * A zone row's list (Field.cards of the Monster or Spell &amp; Trap Zones) is a snapshot: the state check
 * walks it while cards move, without copying it first.
 */
class ZoneSnapshotTest {
    private static final CardData MONSTER = CardData.of(900071, "Test Monster", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "test");

    @Test
    void aZoneRowsListStaysAsItWasWhenTheZonesChange() {
        Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        Card first = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        List<Card> before = duel.field().cards(0, Location.MZONE);
        assertSame(before, duel.field().cards(0, Location.MZONE), "no new list while nothing changed");

        Card second = duel.placeCard(MONSTER, 0, 0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        duel.field().moveToPile(first, 0, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0);

        assertEquals(List.of(second), duel.field().cards(0, Location.MZONE), "a new list shows the zones now");
        assertEquals(List.of(first), before, "the list handed out before is unchanged");
    }
}
