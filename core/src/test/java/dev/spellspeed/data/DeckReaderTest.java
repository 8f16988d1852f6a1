package dev.spellspeed.data;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class DeckReaderTest {
    private static final CardData ALPHA = TestCards.normal(11, "Alpha", 4);
    private static final CardData ALPHA_ALT_ART = TestCards.alias(12, ALPHA);
    private static final CardData FUSION = TestCards.extra(21, "Fusion Test", CardType.FUSION);
    private static final CardData SYNCHRO = TestCards.extra(22, "Synchro Test", CardType.SYNCHRO);
    private static final CardData XYZ = TestCards.extra(23, "Xyz Test", CardType.XYZ);
    private static final CardData LINK = TestCards.extra(24, "Link Test", CardType.LINK);
    private static final CardData SPELL = TestCards.spell(31, "Spell Test");

    /** The cards above plus distinct Normal monsters 1000.. and Fusion monsters 2000.., for decks of any size. */
    private static final CardDatabase DB = database();

    @TempDir
    Path dir;

    @Test
    void readsAllThreeSectionsInFileOrder() throws Exception {
        Deck deck = read("""
                #created by a test
                #main
                11
                1000
                12
                #extra
                21
                22
                23
                24
                !side
                31
                21
                1001
                """, DeckRules.UNCHECKED);
        assertEquals(List.of(11, 1000, 12), deck.main());
        assertEquals(List.of(21, 22, 23, 24), deck.extra());
        assertEquals(List.of(31, 21, 1001), deck.side());
    }

    @Test
    void toleratesCommentsBlankLinesWhitespaceCrlfAndByteOrderMark() throws Exception {
        Deck deck = read("\uFEFF#created by ygopro\r\n#main\r\n\r\n11  \r\n\t1000\t\r\n# a note\r\n#extra\r\n!side\r\n", DeckRules.UNCHECKED);
        assertEquals(Deck.of(List.of(11, 1000)), deck);
    }

    @Test
    void idsBeforeAnySectionBelongToTheMainDeckAsInYgopro() throws Exception {
        assertEquals(Deck.of(List.of(11)), read("11\n", DeckRules.UNCHECKED));
    }

    @Test
    void emptyFileIsAnEmptyDeck() throws Exception {
        assertEquals(Deck.of(List.of()), read("", DeckRules.UNCHECKED));
    }

    @Test
    void readsAFile() throws Exception {
        Path file = dir.resolve("test.ydk");
        Files.writeString(file, "#main\n11\n!side\n12\n");
        assertEquals(new Deck(List.of(11), List.of(), List.of(12)), DeckReader.read(file, DB, DeckRules.UNCHECKED));
    }

    @Test
    void errorsFromAFileNameIt() throws Exception {
        Path file = dir.resolve("test.ydk");
        Files.writeString(file, "#main\n11\n99\n");
        var e = assertThrows(DeckException.class, () -> DeckReader.read(file, DB, DeckRules.UNCHECKED));
        assertEquals(file + ":3: unknown card id 99", e.getMessage());
    }

    @Test
    void missingFile() {
        Path file = dir.resolve("absent.ydk");
        var e = assertThrows(DeckException.class, () -> DeckReader.read(file, DB, DeckRules.UNCHECKED));
        assertEquals(file + ": no such file", e.getMessage());
    }

    @Test
    void nonNumericLine() {
        assertFails("#main\n11\neleven\n", DeckRules.UNCHECKED, "d.ydk:3: bad line 'eleven'; expected a card id");
        assertFails("#main\n11 12\n", DeckRules.UNCHECKED, "d.ydk:2: bad line '11 12'; expected a card id");
        assertFails("#main\n-11\n", DeckRules.UNCHECKED, "d.ydk:2: bad line '-11'; expected a card id");
        assertFails("!main\n", DeckRules.UNCHECKED, "d.ydk:1: bad line '!main'; expected a card id");
        assertFails("#main\n99999999999\n", DeckRules.UNCHECKED, "d.ydk:2: bad line '99999999999'; expected a card id");
    }

    @Test
    void unknownCardId() {
        assertFails("#main\n11\n#extra\n!side\n77\n", DeckRules.UNCHECKED, "d.ydk:5: unknown card id 77");
    }

    @Test
    void extraDeckMonsterInMain() {
        for (CardData extra : List.of(FUSION, SYNCHRO, XYZ, LINK)) {
            assertFails("#main\n11\n" + extra.code() + "\n", DeckRules.UNCHECKED,
                    "d.ydk:3: " + extra + " is an Extra Deck monster; it belongs in #extra, not #main");
        }
    }

    @Test
    void nonExtraCardInExtra() {
        assertFails("#extra\n21\n11\n", DeckRules.UNCHECKED,
                "d.ydk:3: Alpha (11) is not a Fusion, Synchro, Xyz or Link monster; it cannot be in #extra");
        assertFails("#extra\n31\n", DeckRules.UNCHECKED,
                "d.ydk:2: Spell Test (31) is not a Fusion, Synchro, Xyz or Link monster; it cannot be in #extra");
    }

    @Test
    void standardDeckOfFortyToSixtyIsLegal() throws Exception {
        assertEquals(40, read(deck(40, 0, 0), DeckRules.STANDARD).main().size());
        Deck full = read(deck(60, 15, 15), DeckRules.STANDARD);
        assertEquals(List.of(60, 15, 15), List.of(full.main().size(), full.extra().size(), full.side().size()));
    }

    @Test
    void mainDeckTooSmall() {
        assertFails(deck(39, 0, 0), DeckRules.STANDARD, "d.ydk: the Main Deck has 39 cards; it needs at least 40");
    }

    @Test
    void mainDeckTooLargeNamesTheFirstCardOverTheLimit() {
        // Line 1 is #main, so the 61st card is on line 62.
        assertFails(deck(61, 0, 0), DeckRules.STANDARD, "d.ydk:62: the Main Deck has 61 cards; at most 60 are allowed");
    }

    @Test
    void extraDeckTooLarge() {
        // #main + 40 cards + #extra: the 16th Extra Deck card is on line 42 + 16.
        assertFails(deck(40, 16, 0), DeckRules.STANDARD, "d.ydk:58: the Extra Deck has 16 cards; at most 15 are allowed");
    }

    @Test
    void sideDeckTooLarge() {
        // #main + 40 + #extra + !side: the 16th Side Deck card is on line 43 + 16.
        assertFails(deck(40, 0, 16), DeckRules.STANDARD, "d.ydk:59: the Side Deck has 16 cards; at most 15 are allowed");
    }

    @Test
    void fourCopiesNamesTheFourth() {
        String text = "#main\n" + ids(1000, 37) + "11\n11\n11\n!side\n11\n";
        assertFails(text, DeckRules.STANDARD, "d.ydk:43: more than 3 copies of Alpha (11)");
    }

    @Test
    void alternateArtworksCountAsTheOriginal() {
        String text = "#main\n" + ids(1000, 37) + "12\n11\n12\n12\n";
        assertFails(text, DeckRules.STANDARD, "d.ydk:42: more than 3 copies of Alpha (11)");
    }

    @Test
    void threeCopiesAreFine() throws Exception {
        Deck deck = read("#main\n" + ids(1000, 37) + "12\n11\n12\n", DeckRules.STANDARD);
        assertEquals(List.of(12, 11, 12), deck.main().subList(37, 40));
    }

    @Test
    void copiesAcrossSectionsAddUp() {
        String text = "#main\n" + ids(1000, 40) + "#extra\n21\n21\n21\n!side\n21\n";
        assertFails(text, DeckRules.STANDARD, "d.ydk:47: more than 3 copies of Fusion Test (21)");
    }

    @Test
    void uncheckedRulesSkipSizeAndCopyLimits() throws Exception {
        Deck deck = read("#main\n11\n11\n11\n11\n11\n", DeckRules.UNCHECKED);
        assertEquals(Collections.nCopies(5, 11), deck.main());
    }

    @Test
    void rulesMustBeConsistent() {
        assertThrows(IllegalArgumentException.class, () -> new DeckRules(40, 39, 15, 15, 3));
        assertThrows(IllegalArgumentException.class, () -> new DeckRules(40, 60, 15, 15, 0));
    }

    private static Deck read(String text, DeckRules rules) throws DeckException {
        return DeckReader.read(new StringReader(text), "d.ydk", DB, rules);
    }

    private static void assertFails(String text, DeckRules rules, String message) {
        var e = assertThrows(DeckException.class, () -> read(text, rules));
        assertEquals(message, e.getMessage());
    }

    /** A deck of distinct cards: {@code main} Normal monsters, then Fusions for Extra and Side. */
    private static String deck(int main, int extra, int side) {
        return "#main\n" + ids(1000, main) + "#extra\n" + ids(2000, extra) + "!side\n" + ids(2100, side);
    }

    private static String ids(int first, int count) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            out.append(first + i).append('\n');
        }
        return out.toString();
    }

    private static CardDatabase database() {
        List<CardData> cards = new ArrayList<>(List.of(ALPHA, ALPHA_ALT_ART, FUSION, SYNCHRO, XYZ, LINK, SPELL));
        for (int i = 0; i < 200; i++) {
            cards.add(TestCards.normal(1000 + i, "Normal " + i, 4));
            cards.add(TestCards.extra(2000 + i, "Fusion " + i, CardType.FUSION));
        }
        return CardDatabase.of(cards);
    }
}
