package dev.spellspeed.data;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CardDatabaseTest {
    @TempDir
    Path dir;

    static CardDatabase sample() {
        List<String> strings = new ArrayList<>(TestCards.NO_STRINGS);
        strings.set(0, "Draw a card");
        strings.set(15, "Last hint, with a\ttab");
        CardData pendulum = new CardData(200, 1, 0, 0x0004_0003_0002_0001L,
                CardType.MONSTER | CardType.NORMAL | CardType.PENDULUM, CardData.UNKNOWN_STAT, CardData.UNKNOWN_STAT,
                (4L << 24) | (5L << 16) | 6, 0x2, 0x10, 0x1_0000_0000L, "Pendulum \"Test\"",
                "Line one.\nLine two with a \\ backslash.", strings);
        CardData link = new CardData(300, 2, 0, 0, CardType.MONSTER | CardType.EFFECT | CardType.LINK,
                2000, 0x1 | 0x4 | 0x100, 2, 0x4, 0x20, 0, "Link Test", "", TestCards.NO_STRINGS);
        CardData normal = TestCards.normal(100, "Normal Test", 4);
        return CardDatabase.of(List.of(link, normal, pendulum, TestCards.alias(101, normal)));
    }

    @Test
    void writeThenLoadGivesTheSameCards() throws Exception {
        Path file = dir.resolve("cards.cdb");
        sample().write(file);
        CardDatabase loaded = CardDatabase.load(file);
        assertEquals(sample(), loaded);
        assertEquals(List.of(100, 101, 200, 300), loaded.all().stream().map(CardData::code).toList());
    }

    @Test
    void writeReplacesAnExistingFile() throws Exception {
        Path file = dir.resolve("cards.cdb");
        sample().write(file);
        CardDatabase small = CardDatabase.of(List.of(TestCards.normal(7, "Seven", 1)));
        small.write(file);
        assertEquals(small, CardDatabase.load(file));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void writeCreatesTheYgoproSchema() throws Exception {
        Path file = dir.resolve("cards.cdb");
        CardDatabase.of(List.of()).write(file);
        List<String> sql = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement statement = connection.createStatement();
             var rows = statement.executeQuery("SELECT sql FROM sqlite_master WHERE type = 'table' ORDER BY name")) {
            while (rows.next()) {
                sql.add(rows.getString(1));
            }
        }
        assertEquals(List.of(
                "CREATE TABLE datas(id integer primary key,ot integer,alias integer,setcode integer,type integer,"
                        + "atk integer,def integer,level integer,race integer,attribute integer,category integer)",
                "CREATE TABLE texts(id integer primary key,name text,desc text,str1 text,str2 text,str3 text,"
                        + "str4 text,str5 text,str6 text,str7 text,str8 text,str9 text,str10 text,str11 text,"
                        + "str12 text,str13 text,str14 text,str15 text,str16 text)"), sql);
    }

    @Test
    void writeIntoAMissingDirectoryFails() {
        Path file = dir.resolve("nowhere/cards.cdb");
        var e = assertThrows(CardDatabaseException.class, () -> sample().write(file));
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
    }

    @Test
    void writeOverADirectoryFails() throws IOException {
        Path target = Files.createDirectory(dir.resolve("cards.cdb"));
        var e = assertThrows(CardDatabaseException.class, () -> sample().write(target));
        assertEquals(target + ": is a directory", e.getMessage());
        assertTrue(Files.isDirectory(target));
    }

    @Test
    void loadDoesNotModifyTheFile() throws Exception {
        Path file = dir.resolve("cards.cdb");
        sample().write(file);
        byte[] before = Files.readAllBytes(file);
        CardDatabase.load(file);
        assertArrayEquals(before, Files.readAllBytes(file));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no journal or WAL file is created");
        }
    }

    @Test
    void loadOpensReadOnly() throws Exception {
        Path file = dir.resolve("cards.cdb");
        sample().write(file);
        assertTrue(file.toFile().setWritable(false));
        try {
            assertEquals(sample(), CardDatabase.load(file), "a write-protected file loads");
        } finally {
            file.toFile().setWritable(true);
        }
    }

    @Test
    void loadAllLetsLaterFilesReplaceEarlierCards() throws Exception {
        Path base = dir.resolve("base.cdb");
        Path patch = dir.resolve("patch.cdb");
        sample().write(base);
        CardData changed = TestCards.normal(100, "Normal Test, revised", 5);
        CardDatabase.of(List.of(changed, TestCards.normal(999, "New", 1))).write(patch);

        CardDatabase merged = CardDatabase.loadAll(List.of(base, patch));

        assertEquals(sample().size() + 1, merged.size());
        assertEquals(changed, merged.find(100).orElseThrow());
        assertTrue(merged.contains(999));
        assertEquals(sample().find(200), merged.find(200));
    }

    @Test
    void mergeCountsNothingTwice() {
        CardDatabase merged = sample().merge(sample());
        assertEquals(sample(), merged);
    }

    @Test
    void missingFile() {
        assertLoadFails(dir.resolve("absent.cdb"), "no such file");
        assertFalse(Files.exists(dir.resolve("absent.cdb")), "loading must not create the file");
    }

    @Test
    void directoryIsNotADatabase() {
        assertLoadFails(dir, "not a regular file");
    }

    @Test
    void textFileIsNotADatabase() throws IOException {
        Path file = dir.resolve("cards.cdb");
        Files.writeString(file, "id\tname\n1\tnot a database at all, just some text that is long enough\n".repeat(20));
        assertLoadFails(file, "not an SQLite database");
    }

    @Test
    void emptyFileHasNoTables() throws IOException {
        Path file = dir.resolve("cards.cdb");
        Files.createFile(file);
        assertLoadFails(file, "not a ygopro card database: no table datas");
    }

    @Test
    void databaseWithoutTheTables() throws Exception {
        Path file = sqlite("CREATE TABLE cards(id integer primary key, name text)");
        assertLoadFails(file, "not a ygopro card database: no table datas");
    }

    @Test
    void databaseWithoutTexts() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS);
        assertLoadFails(file, "not a ygopro card database: no table texts");
    }

    @Test
    void datasMissingAColumn() throws Exception {
        Path file = sqlite(
                "CREATE TABLE datas(id integer primary key,ot integer,alias integer,setcode integer,type integer,"
                        + "atk integer,def integer,level integer,race integer,attribute integer)",
                CdbSchema.CREATE_TEXTS);
        assertLoadFails(file, "table datas has no column category");
    }

    @Test
    void textsMissingAColumn() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS, "CREATE TABLE texts(id integer primary key,name text,desc text)");
        assertLoadFails(file, "table texts has no column str1");
    }

    @Test
    void textInANumberColumnIsACorruptRow() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS, CdbSchema.CREATE_TEXTS,
                "INSERT INTO datas VALUES(5,3,0,0,17,'lots',0,4,1,1,0)",
                "INSERT INTO texts(id,name,desc) VALUES(5,'Five','')");
        assertLoadFails(file, "card 5: datas.atk is 'lots', not an integer");
    }

    @Test
    void nullInANumberColumnIsACorruptRow() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS, CdbSchema.CREATE_TEXTS,
                "INSERT INTO datas(id,ot,alias,setcode,type,atk,def,race,attribute,category) VALUES(5,3,0,0,17,0,0,1,1,0)",
                "INSERT INTO texts(id,name,desc) VALUES(5,'Five','')");
        assertLoadFails(file, "card 5: datas.level is NULL, not an integer");
    }

    @Test
    void outOfRangeAttackIsACorruptRow() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS, CdbSchema.CREATE_TEXTS,
                "INSERT INTO datas VALUES(5,3,0,0,17,99999999999,0,4,1,1,0)",
                "INSERT INTO texts(id,name,desc) VALUES(5,'Five','')");
        assertLoadFails(file, "card 5: datas.atk is 99999999999, out of range");
    }

    @Test
    void cardWithoutNameIsACorruptRow() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS, CdbSchema.CREATE_TEXTS,
                "INSERT INTO datas VALUES(5,3,0,0,17,0,0,4,1,1,0)",
                "INSERT INTO texts(id,desc) VALUES(5,'')");
        assertLoadFails(file, "card 5: texts.name is NULL, not text");
    }

    @Test
    void cardWithoutTextsRowIsACorruptRow() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS, CdbSchema.CREATE_TEXTS,
                "INSERT INTO datas VALUES(5,3,0,0,17,0,0,4,1,1,0)");
        assertLoadFails(file, "card 5 has no row in table texts");
    }

    @Test
    void aCardWithoutTextsRowIsSkippedWhenLoadedForPlayAsYgoprosClientDoes() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS, CdbSchema.CREATE_TEXTS,
                "INSERT INTO datas VALUES(5,3,0,0,17,0,0,4,1,1,0)",
                "INSERT INTO datas VALUES(6,3,0,0,17,0,0,4,1,1,0)",
                "INSERT INTO texts(id,name) VALUES(6,'Six')");
        CardDatabase cards = CardDatabase.loadAll(List.of(file));
        assertTrue(cards.find(5).isEmpty());
        assertEquals("Six", cards.find(6).orElseThrow().name(), "the rest of the set loads");
        assertEquals(1, cards.skipped().size());
        assertTrue(cards.skipped().get(0).endsWith("card 5 has no row in table texts: skipped, as ygopro's client skips it"),
                cards.skipped().get(0));
    }

    @Test
    void nullDescriptionAndHintStringsReadAsEmpty() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS, CdbSchema.CREATE_TEXTS,
                "INSERT INTO datas VALUES(5,3,0,0,17,0,0,4,1,1,0)",
                "INSERT INTO texts(id,name) VALUES(5,'Five')");
        CardData card = CardDatabase.load(file).find(5).orElseThrow();
        assertEquals("", card.description());
        assertEquals(TestCards.NO_STRINGS, card.strings());
    }

    @Test
    void textsRowsWithoutDatasAreIgnored() throws Exception {
        Path file = sqlite(CdbSchema.CREATE_DATAS, CdbSchema.CREATE_TEXTS,
                "INSERT INTO texts(id,name) VALUES(5,'Orphan text')");
        assertEquals(0, CardDatabase.load(file).size());
    }

    @Test
    void truncatedDatabaseFails() throws Exception {
        Path file = dir.resolve("cards.cdb");
        List<CardData> many = new ArrayList<>();
        for (int i = 1; i <= 500; i++) {
            many.add(CardData.of(i, "Card " + i, TestCards.NORMAL_MONSTER, 100, 100, 1, 1, 1, "x".repeat(200)));
        }
        CardDatabase.of(many).write(file);
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        var e = assertThrows(CardDatabaseException.class, () -> CardDatabase.load(file));
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    private Path sqlite(String... statements) throws SQLException {
        Path file = dir.resolve("test.cdb");
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
        return file;
    }

    private static void assertLoadFails(Path file, String problem) {
        var e = assertThrows(CardDatabaseException.class, () -> CardDatabase.load(file));
        assertEquals(file + ": " + problem, e.getMessage());
    }
}
