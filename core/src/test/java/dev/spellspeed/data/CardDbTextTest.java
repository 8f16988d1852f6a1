package dev.spellspeed.data;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CardDbTextTest {
    private static final String H = CardDbText.HEADER + "\n";
    private static final String NORMAL_LINE = "100\t3\t0\t0x0\t0x11\t1000\t1000\t4\t0x1\t0x1\t0x0\tNormal Test\tA test monster.";

    @Test
    void exportThenParseGivesTheSameDatabase() throws Exception {
        String text = export(CardDatabaseTest.sample());
        assertEquals(CardDatabaseTest.sample(), CardDbText.parse(new StringReader(text), "t"));
    }

    @Test
    void exportIsStable() throws Exception {
        assertEquals(export(CardDatabaseTest.sample()), export(CardDbText.parse(new StringReader(export(CardDatabaseTest.sample())), "t")));
    }

    @Test
    void exportWritesOneLinePerCardInIdOrder() throws Exception {
        List<String> lines = export(CardDatabaseTest.sample()).lines().toList();
        assertEquals(CardDbText.HEADER, lines.get(0));
        assertEquals(List.of("100", "101", "200", "300"),
                lines.subList(1, lines.size()).stream().map(line -> line.substring(0, line.indexOf('\t'))).toList());
    }

    @Test
    void exportFormatsNumbersAndOmitsTrailingEmptyStrings() throws Exception {
        List<String> lines = export(CardDatabaseTest.sample()).lines().toList();
        assertEquals(NORMAL_LINE, lines.get(1));
        assertEquals("101\t3\t100\t0x0\t0x11\t1000\t1000\t4\t0x1\t0x1\t0x0\tNormal Test\tA test monster.", lines.get(2));
        assertEquals("200\t1\t0\t0x4000300020001\t0x1000011\t-2\t-2\t0x4050006\t0x2\t0x10\t0x100000000"
                + "\tPendulum \"Test\"\tLine one.\\nLine two with a \\\\ backslash.\tDraw a card"
                + "\t\t\t\t\t\t\t\t\t\t\t\t\t\t\tLast hint, with a\\ttab", lines.get(3));
        assertEquals("300\t2\t0\t0x0\t0x4000021\t2000\t261\t2\t0x4\t0x20\t0x0\tLink Test\t", lines.get(4));
    }

    @Test
    void exportOfEmptyDatabaseIsTheHeader() throws Exception {
        assertEquals(H, export(CardDatabase.of(List.of())));
        assertEquals(0, CardDbText.parse(new StringReader(H), "t").size());
    }

    @Test
    void parseAcceptsHexOrDecimalInEveryNumberColumnAndCrlfAndBlankLines() throws Exception {
        String text = CardDbText.HEADER + "\r\n\r\n"
                + "0x64\t3\t0\t0\t17\t1000\t0x3e8\t0x4\t1\t1\t0\tNormal Test\tA test monster.\r\n";
        assertEquals(CardDatabase.of(List.of(TestCards.normal(100, "Normal Test", 4))),
                CardDbText.parse(new StringReader(text), "t"));
    }

    @Test
    void parseAcceptsAllSixteenStrings() throws Exception {
        String strings = "\ta".repeat(16);
        CardData card = CardDbText.parse(new StringReader(H + NORMAL_LINE + strings), "t").find(100).orElseThrow();
        assertEquals(List.of("a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a"), card.strings());
    }

    @Test
    void emptyInput() {
        assertParseFails("", "cards.txt: empty; expected the column header line");
    }

    private static final String EXPECTED = "'spellspeed db export -' prints it): id ot alias setcode type atk def level race attribute category "
            + "name desc str1 str2 str3 str4 str5 str6 str7 str8 str9 str10 str11 str12 str13 str14 str15 str16";

    @Test
    void missingHeaderShowsTheExpectedOne() {
        assertParseFails(NORMAL_LINE + "\n", "cards.txt:1: not a card list: the first line must be the column header, "
                + "every column tab-separated (column 1 is '100' where 'id' is expected; " + EXPECTED);
    }

    @Test
    void headerUpToStr1SaysWhichColumnsAreMissing() {
        String shortHeader = CardDbText.HEADER.substring(0, CardDbText.HEADER.indexOf("\tstr2"));
        assertParseFails(shortHeader + "\n" + NORMAL_LINE + "\n", "cards.txt:1: not a card list: the first line must be the column header, "
                + "every column tab-separated (the header ends after 'str1'; columns str2 to str16 are missing; " + EXPECTED);
    }

    @Test
    void tooFewColumns() {
        assertParseFails(H + "100\t3\t0\n", "cards.txt:2: expected 13 to 29 tab-separated columns, found 3");
    }

    @Test
    void tooManyColumns() {
        assertParseFails(H + NORMAL_LINE + "\tx".repeat(17) + "\n", "cards.txt:2: expected 13 to 29 tab-separated columns, found 30");
    }

    @Test
    void notANumber() {
        assertParseFails(H + "\n" + NORMAL_LINE.replace("\t1000\t1000\t", "\t1000\t?\t") + "\n",
                "cards.txt:3: column def: '?' is not a number");
    }

    @Test
    void numberOutOfRange() {
        assertParseFails(H + NORMAL_LINE.replaceFirst("^100", "4294967296") + "\n",
                "cards.txt:2: column id: 4294967296 is out of range");
        assertParseFails(H + NORMAL_LINE.replace("\t0x11\t", "\t0x11112222333344445\t") + "\n",
                "cards.txt:2: column type: '0x11112222333344445' is not a number");
        assertParseFails(H + NORMAL_LINE.replace("\t0x11\t", "\t99999999999999999999\t") + "\n",
                "cards.txt:2: column type: '99999999999999999999' is not a number");
    }

    @Test
    void badEscape() {
        assertParseFails(H + NORMAL_LINE.replace("A test", "A \\q test") + "\n",
                "cards.txt:2: column desc: unknown escape \\q");
        assertParseFails(H + NORMAL_LINE + "\\\n", "cards.txt:2: column desc: a lone backslash at the end");
    }

    @Test
    void duplicateId() {
        assertParseFails(H + NORMAL_LINE + "\n" + NORMAL_LINE + "\n", "cards.txt:3: duplicate id 100 (first on line 2)");
    }

    @Test
    void readFailureNamesTheSource() {
        Reader failing = new Reader() {
            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                throw new IOException("disk on fire");
            }

            @Override
            public void close() {}
        };
        var e = assertThrows(CardDatabaseException.class, () -> CardDbText.parse(failing, "cards.txt"));
        assertEquals("cards.txt: cannot read: disk on fire", e.getMessage());
    }

    @Test
    void escapesRoundTrip() {
        for (String text : List.of("", "plain", "\\", "\t\n\r", "a\\tb", "\\n", "trailing\\")) {
            assertEquals(text, TextEscapes.unescape(TextEscapes.escape(text)));
            assertTrue(TextEscapes.escape(text).chars().noneMatch(c -> c == '\t' || c == '\n' || c == '\r'));
        }
    }

    private static String export(CardDatabase database) throws IOException {
        StringWriter out = new StringWriter();
        CardDbText.export(database, out);
        return out.toString();
    }

    private static void assertParseFails(String text, String message) {
        var e = assertThrows(CardDatabaseException.class, () -> CardDbText.parse(new StringReader(text), "cards.txt"));
        assertEquals(message, e.getMessage());
    }
}
