package dev.spellspeed.data;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The repository's own {@code cards.db} and sample decks (tests run in {@code core/}). */
class BundledDataTest {
    private static final Path CARDS_DB = Path.of("../cards.db");
    private static final Path DECKS = Path.of("../decks");
    private static final Path SCRIPTS = Path.of("../scripts");
    private static final long NORMAL_MONSTER = CardType.MONSTER | CardType.NORMAL;

    /** Cards that tests and rulings refer to by id. */
    private static final List<Integer> REQUIRED = List.of(14898066, 91152256, 49881766, 13039848, 11091375,
            89631139, 20277860, 76812113, 7359741, 7902349, 44519536, 70903634, 8124921);

    private static CardDatabase cards;

    @BeforeAll
    static void load() throws CardDatabaseException {
        cards = CardDatabase.load(CARDS_DB);
    }

    @Test
    void hasNormalMonstersOfEveryLevel() {
        List<CardData> normals = cards.all().stream().filter(card -> card.type() == NORMAL_MONSTER).toList();
        assertTrue(normals.size() >= 40, "normal monsters: " + normals.size());
        Set<Integer> levels = new TreeSet<>();
        normals.forEach(card -> levels.add(card.level()));
        assertEquals(Set.of(1, 2, 3, 4, 5, 6, 7, 8), levels);
    }

    @Test
    void hasTheCardsTestsAndRulingsUse() {
        for (int id : REQUIRED) {
            CardData card = cards.find(id).orElseThrow(() -> new AssertionError("missing " + id));
            assertEquals(NORMAL_MONSTER, card.type(), card.toString());
        }
        assertEquals("Blue-Eyes White Dragon", cards.find(89631139).orElseThrow().name());
        assertEquals(3000, cards.find(89631139).orElseThrow().attack());
    }

    @Test
    void everyCardHasAOneLineDescription() {
        for (CardData card : cards.all()) {
            assertFalse(card.description().isBlank(), card.toString());
            assertFalse(card.description().contains("\n"), card.toString());
        }
    }

    /** An alias is an alternate artwork (same name) or an "always treated as" card (Cyber Harpie Lady). */
    @Test
    void aliasesPointAtCardsInTheDatabase() {
        for (CardData card : cards.all()) {
            if (card.alias() != 0) {
                assertTrue(cards.find(card.alias()).isPresent(), card + " names alias " + card.alias());
            }
        }
    }

    @Test
    void textFormRoundTrips() throws Exception {
        StringWriter text = new StringWriter();
        CardDbText.export(cards, text);
        assertEquals(cards, CardDbText.parse(new StringReader(text.toString()), "cards.db export"));
    }

    /** The demo's decks are there to show card effects, so every card in them has its script. */
    @Test
    void theDemoDecksAreLegalFortyCardDecksOfScriptedCards() throws DeckException {
        for (String name : List.of("sample-beatdown.ydk", "sample-control.ydk")) {
            Deck deck = DeckReader.read(DECKS.resolve(name), cards, DeckRules.STANDARD);
            assertEquals(40, deck.main().size(), name);
            for (int id : deck.main()) {
                assertTrue(Files.exists(SCRIPTS.resolve("c" + id + ".lua")), name + ": " + id + " has no script");
            }
        }
    }

    @Test
    void sampleDecksAreLegalFortyCardDecksOfNormalMonsters() throws DeckException {
        for (String name : List.of("sample-warriors.ydk", "sample-dragons.ydk")) {
            Deck deck = DeckReader.read(DECKS.resolve(name), cards, DeckRules.STANDARD);
            assertEquals(40, deck.main().size(), name);
            assertEquals(List.of(), deck.extra(), name);
            assertEquals(List.of(), deck.side(), name);
            long tributes = deck.main().stream().filter(id -> cards.find(id).orElseThrow().level() >= 5).count();
            assertTrue(tributes > 0 && tributes <= 8, name + ": " + tributes + " monsters need tributes");
            for (int id : deck.main()) {
                assertEquals(NORMAL_MONSTER, cards.find(id).orElseThrow().type(), name + ": " + id);
            }
        }
    }
}
