package dev.spellspeed.cli;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDbText;
import dev.spellspeed.data.CardType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DbCommandTest {
    private static final long NORMAL = CardType.MONSTER | CardType.NORMAL;
    private static final CardData ONE = CardData.of(1, "One", NORMAL, 100, 100, 1, 1, 1, "The first.");
    private static final CardData TWO = CardData.of(2, "Two", NORMAL, 200, 200, 2, 1, 1, "The second.");
    private static final CardData TWO_REVISED = CardData.of(2, "Two", NORMAL, 250, 200, 2, 1, 1, "Revised.");
    private static final CardData THREE = CardData.of(3, "Three", NORMAL, 300, 300, 3, 1, 1, "The third.");

    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {}

    @Test
    void exportWritesTheTextForm() throws Exception {
        Path db = database("cards.db", ONE, TWO);
        Path text = dir.resolve("cards.txt");

        Result result = run("--db", db.toString(), "export", text.toString());

        assertEquals(0, result.status(), result.err());
        assertEquals(textOf(CardDatabase.of(List.of(ONE, TWO))), Files.readString(text));
        assertEquals("exported 2 cards to " + text + "\n", result.out());
        assertEquals("", result.err());
    }

    @Test
    void exportToStandardOutput() throws Exception {
        Path db = database("cards.db", ONE, TWO);
        Result result = run("--db", db.toString(), "export", "-");
        assertEquals(0, result.status(), result.err());
        assertEquals(textOf(CardDatabase.of(List.of(ONE, TWO))), result.out());
    }

    @Test
    void dbOptionMayFollowTheSubcommand() throws Exception {
        Path db = database("cards.db", ONE);
        Result result = run("export", "--db", db.toString(), "-");
        assertEquals(0, result.status(), result.err());
        assertEquals(textOf(CardDatabase.of(List.of(ONE))), result.out());
    }

    @Test
    void defaultDatabaseIsCardsDbOfTheHome() throws Exception {
        database("cards.db", THREE);
        String before = System.getProperty(Home.PROPERTY);
        System.setProperty(Home.PROPERTY, dir.toString());
        try {
            assertEquals(dir.resolve("cards.db"), Home.cardsDb());
            Result result = run("export", "-");
            assertEquals(0, result.status(), result.err());
            assertEquals(textOf(CardDatabase.of(List.of(THREE))), result.out());
        } finally {
            restore(before);
        }
    }

    @Test
    void homeDefaultsToTheCurrentDirectory() {
        String before = System.getProperty(Home.PROPERTY);
        System.clearProperty(Home.PROPERTY);
        try {
            assertEquals(Path.of("").toAbsolutePath(), Home.home());
            assertEquals(Path.of("cards.db").toAbsolutePath(), Home.cardsDb());
        } finally {
            restore(before);
        }
    }

    @Test
    void exportOfAMissingDatabaseFails() {
        Path db = dir.resolve("absent.db");
        Result result = run("--db", db.toString(), "export", "-");
        assertBadInput(result, "spellspeed: " + db + ": no such file");
    }

    @Test
    void exportToAnUnwritablePlaceFails() throws Exception {
        Path db = database("cards.db", ONE);
        Path text = dir.resolve("no/such/dir/cards.txt");
        Result result = run("--db", db.toString(), "export", text.toString());
        assertBadInput(result, "spellspeed: " + text + ": cannot write: no such file or directory");
    }

    @Test
    void importReplacesTheDatabase() throws Exception {
        Path db = database("cards.db", ONE, TWO);
        Path text = dir.resolve("cards.txt");
        Files.writeString(text, textOf(CardDatabase.of(List.of(TWO_REVISED, THREE))));

        Result result = run("--db", db.toString(), "import", text.toString());

        assertEquals(0, result.status(), result.err());
        assertEquals("imported 2 cards into " + db + " (the previous version is kept as " + db + ".bak)\n", result.out());
        assertEquals(CardDatabase.of(List.of(TWO_REVISED, THREE)), CardDatabase.load(db));
        assertEquals(CardDatabase.of(List.of(ONE, TWO)), CardDatabase.load(dir.resolve("cards.db.bak")));
    }

    @Test
    void importWithoutDbOrOutNeverWritesTheBundledDatabase() throws Exception {
        Path bundled = database("cards.db", ONE, TWO, THREE);
        Path text = dir.resolve("cards.txt");
        Files.writeString(text, textOf(CardDatabase.of(List.of(TWO_REVISED))));
        String before = System.getProperty(Home.PROPERTY);
        System.setProperty(Home.PROPERTY, dir.toString());
        try {
            Result result = run("import", text.toString());
            assertBadInput(result, "spellspeed: db import: name the database to write with --db FILE or --out FILE "
                    + "(the bundled cards.db is never written by default; to change it, pass --db " + bundled + ")");
        } finally {
            restore(before);
        }
        assertEquals(CardDatabase.of(List.of(ONE, TWO, THREE)), CardDatabase.load(bundled));
        assertFalse(Files.exists(dir.resolve("cards.db.bak")));
    }

    @Test
    void importWritesTheOutFile() throws Exception {
        Path out = dir.resolve("mine.cdb");
        Path text = dir.resolve("cards.txt");
        Files.writeString(text, textOf(CardDatabase.of(List.of(ONE))));
        Result result = run("import", text.toString(), "--out", out.toString());
        assertEquals(0, result.status(), result.err());
        assertEquals("imported 1 cards into " + out + "\n", result.out());
        assertEquals(CardDatabase.of(List.of(ONE)), CardDatabase.load(out));
        assertFalse(Files.exists(dir.resolve("mine.cdb.bak")));
    }

    @Test
    void importCreatesANewDatabase() throws Exception {
        Path db = dir.resolve("new.db");
        Path text = dir.resolve("cards.txt");
        Files.writeString(text, textOf(CardDatabase.of(List.of(ONE))));
        assertEquals(0, run("--db", db.toString(), "import", text.toString()).status());
        assertEquals(CardDatabase.of(List.of(ONE)), CardDatabase.load(db));
    }

    @Test
    void exportThenImportRoundTrips() throws Exception {
        Path db = database("cards.db", ONE, TWO, THREE);
        Path copy = dir.resolve("copy.db");
        Path text = dir.resolve("cards.txt");
        assertEquals(0, run("--db", db.toString(), "export", text.toString()).status());
        assertEquals(0, run("--db", copy.toString(), "import", text.toString()).status());
        assertEquals(CardDatabase.load(db), CardDatabase.load(copy));
    }

    @Test
    void importOfAMalformedFileNamesTheLineAndKeepsTheDatabase() throws Exception {
        Path db = database("cards.db", ONE);
        Path text = dir.resolve("cards.txt");
        Files.writeString(text, CardDbText.HEADER + "\n1\t3\t0\n");

        Result result = run("--db", db.toString(), "import", text.toString());

        assertBadInput(result, "spellspeed: " + text + ":2: expected 13 to 29 tab-separated columns, found 3");
        assertEquals(CardDatabase.of(List.of(ONE)), CardDatabase.load(db));
    }

    @Test
    void importOfAMissingFileFails() throws Exception {
        Path db = database("cards.db", ONE);
        Path text = dir.resolve("absent.txt");
        assertBadInput(run("--db", db.toString(), "import", text.toString()), "spellspeed: " + text + ": no such file");
    }

    @Test
    void mergeAddsAndReplacesRows() throws Exception {
        Path db = database("cards.db", ONE, TWO);
        Path other = database("other.cdb", TWO_REVISED, THREE);

        Result result = run("--db", db.toString(), "merge", other.toString());

        assertEquals(0, result.status(), result.err());
        assertEquals("added 1, replaced 1 into " + db + " (the previous version is kept as " + db + ".bak)\n", result.out());
        assertEquals(CardDatabase.of(List.of(ONE, TWO_REVISED, THREE)), CardDatabase.load(db));
        assertEquals(CardDatabase.of(List.of(ONE, TWO)), CardDatabase.load(dir.resolve("cards.db.bak")));
    }

    @Test
    void mergeWithOutReadsTheBundledDatabaseAndLeavesIt() throws Exception {
        Path bundled = database("cards.db", ONE, TWO);
        Path other = database("other.cdb", THREE);
        Path out = dir.resolve("combined.cdb");
        String before = System.getProperty(Home.PROPERTY);
        System.setProperty(Home.PROPERTY, dir.toString());
        try {
            Result result = run("merge", other.toString(), "--out", out.toString());
            assertEquals(0, result.status(), result.err());
            assertEquals("added 1, replaced 0 into " + out + "\n", result.out());
        } finally {
            restore(before);
        }
        assertEquals(CardDatabase.of(List.of(ONE, TWO, THREE)), CardDatabase.load(out));
        assertEquals(CardDatabase.of(List.of(ONE, TWO)), CardDatabase.load(bundled));
    }

    @Test
    void mergeWithoutDbOrOutIsRefused() throws Exception {
        Path bundled = database("cards.db", ONE);
        Path other = database("other.cdb", THREE);
        String before = System.getProperty(Home.PROPERTY);
        System.setProperty(Home.PROPERTY, dir.toString());
        try {
            assertEquals(2, run("merge", other.toString()).status());
        } finally {
            restore(before);
        }
        assertEquals(CardDatabase.of(List.of(ONE)), CardDatabase.load(bundled));
    }

    @Test
    void mergeOfANonDatabaseFailsAndKeepsTheDatabase() throws Exception {
        Path db = database("cards.db", ONE);
        Path other = dir.resolve("other.cdb");
        Files.writeString(other, "this is not a database, only a text file that is long enough to tell\n".repeat(10));

        Result result = run("--db", db.toString(), "merge", other.toString());

        assertBadInput(result, "spellspeed: " + other + ": not an SQLite database");
        assertEquals(CardDatabase.of(List.of(ONE)), CardDatabase.load(db));
    }

    @Test
    void mergeIntoAMissingDatabaseFails() throws Exception {
        Path db = dir.resolve("absent.db");
        Path other = database("other.cdb", ONE);
        assertBadInput(run("--db", db.toString(), "merge", other.toString()), "spellspeed: " + db + ": no such file");
        assertFalse(Files.exists(db));
    }

    @Test
    void missingSubcommandIsBadInput() {
        Result result = run();
        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("spellspeed db: missing subcommand: export, import or merge\n"), result.err());
    }

    @Test
    void missingArgumentIsBadInput() {
        Result result = run("export");
        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("Missing required parameter: 'FILE'"), result.err());
    }

    private Path database(String name, CardData... cards) throws Exception {
        Path file = dir.resolve(name);
        CardDatabase.of(List.of(cards)).write(file);
        return file;
    }

    private static String textOf(CardDatabase cards) throws Exception {
        StringWriter out = new StringWriter();
        CardDbText.export(cards, out);
        return out.toString();
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new DbCommand());
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int status = cli.execute(args);
        return new Result(status, out.toString(), err.toString());
    }

    private static void assertBadInput(Result result, String message) {
        assertEquals(2, result.status(), result.out());
        assertEquals(message + "\n", result.err());
    }

    private static void restore(String home) {
        if (home == null) {
            System.clearProperty(Home.PROPERTY);
        } else {
            System.setProperty(Home.PROPERTY, home);
        }
    }
}
