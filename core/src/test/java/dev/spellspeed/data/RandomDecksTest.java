package dev.spellspeed.data;

import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RandomDecksTest {
    private static final long NORMAL = CardType.MONSTER | CardType.NORMAL;

    private static CardDatabase pool(int names) {
        return pool(names, 1);
    }

    private static CardDatabase pool(int names, int fusions) {
        List<CardData> cards = new ArrayList<>();
        for (int i = 1; i <= names; i++) {
            cards.add(CardData.of(1000 + i, "Card " + i, NORMAL, 1000, 1000, 4, 1, 1, "A test card."));
        }
        for (int i = 1; i <= fusions; i++) {
            cards.add(CardData.of(5000 + i, "Fusion " + i, CardType.MONSTER | CardType.FUSION, 2000, 2000, 6, 1, 1, "Extra."));
        }
        cards.add(CardData.of(6000, "A Token", CardType.MONSTER | CardType.TOKEN, 0, 0, 1, 1, 1, "Token."));
        return CardDatabase.of(cards);
    }

    @Test
    void aRandomDeckPassesTheDeckCheckWithExtraDeckMonstersOnlyInItsExtraDeckAndNoToken() throws Exception {
        RandomDecks decks = new RandomDecks(pool(14, 6));
        for (long seed = 0; seed < 50; seed++) {
            Deck deck = decks.deal(seed);
            assertEquals(40, deck.main().size());
            assertTrue(deck.main().stream().allMatch(code -> code > 1000 && code < 2000), deck.main().toString());
            assertEquals(15, deck.extra().size());
            assertTrue(deck.extra().stream().allMatch(code -> code > 5000 && code < 5100), deck.extra().toString());
            StringBuilder ydk = new StringBuilder("#main\n");
            deck.main().forEach(code -> ydk.append(code).append('\n'));
            ydk.append("#extra\n");
            deck.extra().forEach(code -> ydk.append(code).append('\n'));
            DeckReader.read(new StringReader(ydk.toString()), "random", pool(14, 6), DeckRules.STANDARD);
        }
    }

    @Test
    void anExtraDeckHoldsAsManyAsThreeCopiesOfEachNameAllowWhenThePoolIsSmall() {
        Deck deck = new RandomDecks(pool(14, 2)).deal(3);
        assertEquals(6, deck.extra().size(), deck.extra().toString());
    }

    @Test
    void withoutExtraDecksOnlyTheMainDeckIsDealtAndItIsTheSameMainDeck() {
        Deck without = new RandomDecks(pool(14, 6), false).deal(9);
        assertTrue(without.extra().isEmpty(), without.extra().toString());
        assertEquals(new RandomDecks(pool(14, 6)).deal(9).main(), without.main());
    }

    /** Uniform, not biased toward summonable material: each of 6 Extra Deck monsters near 1/6 of the draws. */
    @Test
    void extraDeckMonstersAreDrawnUniformly() {
        RandomDecks decks = new RandomDecks(pool(14, 6));
        Map<Integer, Integer> counts = new HashMap<>();
        for (long seed = 0; seed < 400; seed++) {
            decks.deal(seed).extra().forEach(code -> counts.merge(code, 1, Integer::sum));
        }
        assertEquals(6, counts.size(), counts.toString());
        // 6,000 draws: 1,000 expected per monster; 3 copies of each at most keep it close to even
        assertTrue(counts.values().stream().allMatch(n -> n > 850 && n < 1150), counts.toString());
    }

    @Test
    void theSameSeedGivesTheSameDeckAndAnotherSeedAnother() {
        RandomDecks decks = new RandomDecks(pool(30));
        assertEquals(decks.deal(7), decks.deal(7));
        assertNotEquals(decks.deal(7), decks.deal(8));
    }

    @Test
    void aPoolTooSmallForALegalDeckIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new RandomDecks(pool(13)));
        assertTrue(e.getMessage().contains("13 Main Deck card names"), e.getMessage());
    }

    @Test
    void copiesAreCountedByNameAcrossAlternateArtworks() {
        List<CardData> cards = new ArrayList<>();
        for (int i = 1; i <= 14; i++) {
            cards.add(CardData.of(1000 + i, "Card " + i, NORMAL, 1000, 1000, 4, 1, 1, "A test card."));
        }
        cards.add(new CardData(1001 + 1_000_000, 3, 1001, 0, NORMAL, 1000, 1000, 4, 1, 1, 0, "Card 1 (alt)", "", java.util.Collections.nCopies(CardData.STRING_COUNT, "")));
        RandomDecks decks = new RandomDecks(CardDatabase.of(cards));
        Map<Integer, Integer> byName = new HashMap<>();
        for (int code : decks.deal(3).main()) {
            byName.merge(code > 1_000_000 ? code - 1_000_000 : code, 1, Integer::sum);
        }
        assertTrue(byName.values().stream().allMatch(n -> n <= 3), byName.toString());
    }
}
