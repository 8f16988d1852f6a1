package dev.spellspeed.data;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Cards named by name, as tests name them: exact names, alternate artworks, shared names, typos. */
class CardNamesTest {
    private static final CardData ALPHA = TestCards.normal(11, "Alpha Raider", 4);
    private static final CardData ALPHA_ALT_ART = TestCards.alias(12, ALPHA);
    private static final CardData BETA = TestCards.normal(21, "Beta", 4);
    private static final CardData BETA_REPRINT = TestCards.normal(22, "Beta", 4);
    /** Treated as Alpha Raider by its alias, but printed with a name of its own (like Harpie Lady 1). */
    private static final CardData ALPHA_TWO = new CardData(31, 3, ALPHA.code(), 0, TestCards.NORMAL_MONSTER,
            1000, 1000, 4, 1, 1, 0, "Alpha Raider 2", "", TestCards.NO_STRINGS);

    private static final CardNames NAMES = CardNames.of(CardDatabase.of(
            List.of(ALPHA, ALPHA_ALT_ART, BETA, BETA_REPRINT, ALPHA_TWO)));

    @Test
    void aNameFindsItsCard() {
        assertEquals(ALPHA_TWO, NAMES.find("Alpha Raider 2"));
    }

    @Test
    void anAlternateArtworkResolvesToItsOriginal() {
        assertEquals(ALPHA, NAMES.find("Alpha Raider"));
    }

    @Test
    void aNameSharedByCardsThatAreNotArtworksOfOneAnotherIsAnErrorListingThem() {
        CardNameException e = assertThrows(CardNameException.class, () -> NAMES.find("Beta"));
        assertEquals("card name \"Beta\" is shared by 2 cards (21, 22): name the card by its code", e.getMessage());
    }

    @Test
    void anUnknownNameSuggestsTheClosestName() {
        CardNameException e = assertThrows(CardNameException.class, () -> NAMES.find("Alpha Raidr"));
        assertEquals("unknown card name \"Alpha Raidr\" (did you mean \"Alpha Raider\"?)", e.getMessage());
    }

    @Test
    void namesAreMatchedExactlyButAWrongCaseIsSuggested() {
        CardNameException e = assertThrows(CardNameException.class, () -> NAMES.find("alpha raider"));
        assertEquals("unknown card name \"alpha raider\" (did you mean \"Alpha Raider\"?)", e.getMessage());
    }

    @Test
    void anUnknownNameFarFromEveryNameSaysSo() {
        CardNameException e = assertThrows(CardNameException.class, () -> NAMES.find("Exodia"));
        assertEquals("unknown card name \"Exodia\" (no card of the database has it or a similar name)", e.getMessage());
    }

    @Test
    void theBundledDatabaseNamesItsAlternateArtworksByTheirOriginal() throws Exception {
        CardNames bundled = CardNames.of(CardDatabase.load(Path.of("../cards.db")));
        assertEquals(89631139, bundled.find("Blue-Eyes White Dragon").code()); // 89631140 is its alternate artwork
        assertEquals(91932350, bundled.find("Harpie Lady 1").code()); // alias Harpie Lady, but a card of its own
        assertEquals(14898066, bundled.find("Vorse Raider").code());
    }

    @Test
    void editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        assertEquals(0, CardNames.distance("raider", "raider", 3));
        assertEquals(1, CardNames.distance("raidr", "raider", 3));
        assertEquals(2, CardNames.distance("ryder", "raider", 3));
        assertEquals(4, CardNames.distance("a", "abcdef", 3), "beyond the limit: any value above it");
    }
}
