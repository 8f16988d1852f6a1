package dev.spellspeed.cli;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code spellspeed new card}: a row in the set's database, a script skeleton and a first failing test. */
class NewCardCommandTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    private record Result(int status, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    private static Result testsOf(Path set) {
        return run("test", "--db", set.resolve("cards.cdb").toString(), "--scripts", set.resolve("script").toString(),
                set.resolve("tests").toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"monster", "spell", "trap"})
    void aNewCardLoadsAndItsTestFailsUntilTheFirstExpectationIsWritten(String kind, @TempDir Path set) throws Exception {
        byte[] bundled = Files.readAllBytes(REPO.resolve("cards.db"));
        Result made = run("new", "card", "9000001", "--name", "Blade of \"Tests\"", "--kind", kind, "--set", set.toString(),
                "--atk", "1000");
        assertEquals(0, made.status(), made.err());

        CardData row = CardDatabase.load(set.resolve("cards.cdb")).find(9000001).orElseThrow();
        assertEquals("Blade of \"Tests\"", row.name());
        assertEquals(switch (kind) { case "monster" -> CardType.MONSTER; case "spell" -> CardType.SPELL; default -> CardType.TRAP; },
                row.type() & (CardType.MONSTER | CardType.SPELL | CardType.TRAP));
        assertArrayEquals(bundled, Files.readAllBytes(REPO.resolve("cards.db")), "the bundled database is never touched");
        assertTrue(made.out().contains("run its test: spellspeed test --db "), made.out());

        Result first = testsOf(set);
        assertEquals(1, first.status(), first.out());
        assertTrue(first.out().contains("c9000001_test.lua:6: write the first expectation"), first.out());
        assertTrue(first.out().endsWith("0 passed, 1 failed\n"), first.out());

        // the positive control: with an expectation written, the skeleton effect is registered and offered at the first idle prompt
        Path test = set.resolve("tests/c9000001_test.lua");
        Files.writeString(test, Files.readString(test).replace("error(\"write the first expectation\")",
                "t:ExpectOffered(0, card)\n\tt:Run()"));
        Result written = testsOf(set);
        assertEquals(0, written.status(), written.out());
        assertTrue(written.out().endsWith("1 passed, 0 failed\n"), written.out());
    }

    @Test
    void aSecondCardIsAddedBesideTheFirst(@TempDir Path set) throws Exception {
        assertEquals(0, run("new", "card", "9000001", "--name", "First", "--kind", "spell", "--set", set.toString()).status());
        assertEquals(0, run("new", "card", "9000002", "--name", "Second", "--kind", "trap", "--set", set.toString()).status());
        CardDatabase cards = CardDatabase.load(set.resolve("cards.cdb"));
        assertEquals(2, cards.size());
        assertEquals("First", cards.find(9000001).orElseThrow().name());
    }

    @Test
    void idsInTheCountCodeBitsAreRefusedSayingWhy(@TempDir Path set) throws Exception {
        Result refused = run("new", "card", "268435456", "--name", "Too Big", "--kind", "spell", "--set", set.toString());
        assertEquals(2, refused.status());
        assertTrue(refused.err().contains("268435456: ids from 268435456 (0x10000000) on collide with the count-limit code bits"),
                refused.err());
        assertEquals(0, Files.list(set).count(), "nothing written");
        // the largest id below them is fine
        assertEquals(0, run("new", "card", "268435455", "--name", "Just Fits", "--kind", "spell", "--set", set.toString()).status());
    }

    @Test
    void anExistingIdIsRefusedNamingItsCard(@TempDir Path set) throws Exception {
        Result bundled = run("new", "card", "14898066", "--name", "Mine", "--kind", "monster", "--set", set.toString());
        assertEquals(2, bundled.status());
        assertEquals("spellspeed: 14898066: already the id of Vorse Raider in the bundled cards.db: choose another id\n",
                bundled.err());
        assertEquals(0, Files.list(set).count());

        assertEquals(0, run("new", "card", "9000003", "--name", "Original", "--kind", "spell", "--set", set.toString()).status());
        Path script = set.resolve("script/c9000003.lua");
        Files.writeString(script, "-- my edits\n", java.nio.file.StandardOpenOption.APPEND);
        byte[] before = Files.readAllBytes(script);
        Result again = run("new", "card", "9000003", "--name", "Copy", "--kind", "spell", "--set", set.toString());
        assertEquals(2, again.status());
        assertTrue(again.err().contains("9000003: already the id of Original in "), again.err());
        assertTrue(Arrays.equals(before, Files.readAllBytes(script)), "the author's script is untouched");
        assertEquals("Original", CardDatabase.load(set.resolve("cards.cdb")).find(9000003).orElseThrow().name());
    }

    @Test
    void badKindsAndNamesAreBadInput(@TempDir Path set) {
        Result kind = run("new", "card", "9000004", "--name", "X", "--kind", "fusion", "--set", set.toString());
        assertEquals(2, kind.status());
        assertTrue(kind.err().contains("--kind fusion: expected monster, spell or trap"), kind.err());
        Result race = run("new", "card", "9000004", "--name", "X", "--kind", "monster", "--race", "ROBOT", "--set", set.toString());
        assertEquals(2, race.status());
        assertTrue(race.err().contains("--race ROBOT: unknown; one of WARRIOR, SPELLCASTER"), race.err());
        assertFalse(Files.exists(set.resolve("cards.cdb")));
    }
}
