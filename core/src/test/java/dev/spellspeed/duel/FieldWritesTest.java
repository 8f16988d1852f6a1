package dev.spellspeed.duel;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rules check skips work while {@link Field#writes} stands still (the stat log's signatures read
 * every monster's place, position, controller and counters, and where each stat effect's card is), so
 * every way the field changes a card must count, and reading the field must not.
 */
class FieldWritesTest {
    private static final CardData MONSTER = CardData.of(900081, "Test Monster", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "test");

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Field field = duel.field();

    private Card monster(int player, int zone) {
        return duel.placeCard(MONSTER, player, player, Location.MZONE, zone, Position.FACEUP_ATTACK);
    }

    private void assertCounted(Runnable write) {
        long before = field.writes();
        write.run();
        assertNotEquals(before, field.writes());
    }

    @Test
    void readingTheFieldCountsNoWrite() {
        Card card = monster(0, 0);
        long before = field.writes();
        field.cards(0, Location.MZONE);
        field.count(0, Location.MZONE);
        card.attack();
        card.counters(0x1001);
        assertEquals(before, field.writes());
    }

    @Test
    void movesCount() {
        Card card = monster(0, 0);
        assertCounted(() -> duel.addCard(MONSTER, 0, Location.DECK));
        assertCounted(() -> field.moveToPile(card, 0, Location.GRAVE, Position.FACEUP_ATTACK, 1, 0));
        assertCounted(() -> field.moveToZone(card, 0, Location.MZONE, 2, Position.FACEUP_ATTACK, 1, 0));
        assertCounted(() -> assertTrue(field.shiftZone(card, 3)));
        Card material = duel.addCard(MONSTER, 0, Location.HAND);
        assertCounted(() -> field.attachOverlay(card, material, 1, 0));
    }

    @Test
    void positionsCount() {
        Card card = monster(0, 0);
        assertCounted(() -> field.changePosition(card, Position.FACEUP_DEFENSE));
        assertCounted(() -> field.changePosition(card, Position.FACEDOWN_DEFENSE));
        Card inDeck = duel.addCard(MONSTER, 0, Location.DECK);
        assertCounted(() -> assertTrue(field.reverseInDeck(inDeck)));
    }

    @Test
    void controlCounts() {
        Card mine = monster(0, 0);
        Card theirs = monster(1, 0);
        assertCounted(() -> field.swapControl(mine, theirs));
        assertCounted(() -> field.changeControl(mine, 0, 4));
    }

    @Test
    void countersAndProperSummonsCount() {
        Card card = monster(0, 0);
        assertCounted(() -> field.addCounters(card, 0x1001, 2));
        assertCounted(() -> field.removeCounters(card, 0x1001, 1));
        assertCounted(() -> field.clearCounters(card));
        assertCounted(() -> field.markProperlySummoned(card));
    }

    @Test
    void reorderingCounts() {
        Card first = duel.addCard(MONSTER, 0, Location.DECK);
        Card second = duel.addCard(MONSTER, 0, Location.DECK);
        duel.addCard(MONSTER, 0, Location.DECK);
        assertCounted(() -> field.shuffleDeck(0, duel.random()));
        assertCounted(() -> field.moveWithinDeck(first, true));
        List<Card> top = field.deckTop(0, 2);
        assertCounted(() -> field.arrangeDeckTop(0, List.of(top.get(1), top.get(0))));
        assertCounted(() -> field.moveToDeckBottom(second));
        Card setA = duel.placeCard(MONSTER, 1, 1, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        Card setB = duel.placeCard(MONSTER, 1, 1, Location.MZONE, 1, Position.FACEDOWN_DEFENSE);
        assertCounted(() -> assertTrue(field.shuffleSetCards(List.of(setA, setB), duel.random())));
    }
}
