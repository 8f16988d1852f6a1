package dev.spellspeed.duel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;

/** Values by card identity, whatever the cards' numbers. */
class CardMapTest {
    private static final CardData MONSTER = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 1, 1, "test card");

    private static Duel duel() {
        return Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    }

    @Test
    void cardsOfTwoDuelsWithTheSameNumberAreDifferentKeys() {
        Card a = duel().addCard(MONSTER, 0, Location.DECK);
        Card b = duel().addCard(MONSTER, 0, Location.DECK);
        assertEquals(a.uid(), b.uid());
        CardMap<String> map = new CardMap<>();
        map.put(a, "a");
        assertNull(map.get(b));
        assertEquals("b", map.computeIfAbsent(b, c -> "b"));
        assertEquals("a", map.get(a));
        assertEquals("b", map.get(b));
        map.put(b, "b2");
        map.put(a, "a2");
        assertEquals("a2", map.get(a));
        assertEquals("b2", map.get(b));
        assertEquals("a2", map.computeIfAbsent(a, c -> "never"));
    }

    @Test
    void manyCardsGrowTheMap() {
        Duel duel = duel();
        CardMap<Integer> map = new CardMap<>();
        List<Card> cards = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            Card card = duel.addCard(MONSTER, i % 2, Location.DECK);
            cards.add(card);
            map.put(card, i);
        }
        for (int i = 0; i < 300; i++) {
            assertEquals(i, map.get(cards.get(i)));
        }
    }
}
