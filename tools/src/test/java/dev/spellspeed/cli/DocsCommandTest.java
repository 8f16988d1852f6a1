package dev.spellspeed.cli;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code spellspeed docs cards}, and the repository's own docs/cards.md kept up to date. */
class DocsCommandTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final String PROSE_BEFORE = "# Supported cards\n\nWritten by hand.\n\n";
    private static final String PROSE_AFTER = "\n## How to add a card\n\nAlso by hand.\n";

    @TempDir
    Path home;

    private String previousHome;

    private record Result(int status, String out, String err) {}

    @BeforeEach
    void rememberHome() {
        previousHome = System.getProperty(Home.PROPERTY);
    }

    @AfterEach
    void restoreHome() {
        if (previousHome == null) {
            System.clearProperty(Home.PROPERTY);
        } else {
            System.setProperty(Home.PROPERTY, previousHome);
        }
    }

    private static Result run(Path home, String... args) {
        System.setProperty(Home.PROPERTY, home.toString());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    /** A home with three cards: one scripted and tested, one Normal monster, one missing its script. */
    private void makeHome(String page) throws Exception {
        CardDatabase.of(List.of(
                CardData.of(100, "Tested Effect", CardType.MONSTER | CardType.EFFECT, 1000, 1000, 4, 1, 1, "Has a script."),
                CardData.of(200, "Plain Normal", CardType.MONSTER | CardType.NORMAL, 1000, 1000, 4, 1, 1, "Needs none."),
                CardData.of(300, "Forgotten Trap", CardType.TRAP | CardType.COUNTER, 0, 0, 0, 0, 0, "Has none.")))
                .write(home.resolve("cards.db"));
        Path tests = Files.createDirectories(home.resolve("scripts/tests/cards"));
        Files.writeString(home.resolve("scripts/c100.lua"), "local s,id=GetID()\nfunction s.initial_effect(c) end\n");
        Files.writeString(tests.resolve("tested_effect.lua"), "local CARD = 100\n"
                + "Test(\"one\", function(t)\n\tDebug.AddCard(CARD, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)\nend)\n"
                + "Test(\"two\", function(t)\n\tt:Skip(\"not yet\")\n\tDebug.AddCard(CARD, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)\nend)\n");
        Files.createDirectories(home.resolve("docs"));
        Files.writeString(home.resolve("docs/cards.md"), page);
    }

    private static String pageWith(String generated) {
        return PROSE_BEFORE + CardsPage.BEGIN + "\n" + generated + CardsPage.END + "\n" + PROSE_AFTER;
    }

    @Test
    void theRepositorysCardsPageIsUpToDate() {
        Result result = run(REPO, "docs", "cards", "--check");
        assertEquals(0, result.status(), "docs/cards.md is out of date: run " + CardsPage.REGENERATE
                + " and commit it\n" + result.out() + result.err());
    }

    @Test
    void theRepositorysApiCoverageTableIsUpToDate() {
        Result result = run(REPO, "docs", "api", "--check");
        assertEquals(0, result.status(), "docs/compatibility.md is out of date: run " + DocsCommand.Api.REGENERATE
                + " and commit it\n" + result.out() + result.err());
    }

    @Test
    void regeneratingWritesARowPerCardByNameAndKeepsTheProse() throws Exception {
        makeHome(pageWith("stale\n"));

        Result result = run(home, "docs", "cards");

        assertEquals(0, result.status(), result.err());
        assertEquals(pageWith("3 cards: 1 with a script, 1 Normal monsters and tokens that need none, 1 missing a script."
                        + " 2 script tests in scripts/tests.\n\n"
                        + "| Id | Name | Kind | Script | Tests |\n"
                        + "|---:|---|---|---|---:|\n"
                        + "| 300 | Forgotten Trap | Counter Trap | **missing** | 0 |\n"
                        + "| 200 | Plain Normal | Normal Monster | none needed | 0 |\n"
                        + "| 100 | Tested Effect | Effect Monster | [yes](../scripts/c100.lua) | 2 (1 skipped) |\n"),
                Files.readString(home.resolve("docs/cards.md")));
    }

    @Test
    void checkReportsAStalePageWithStatus1AndChangesNothing() throws Exception {
        makeHome(pageWith("stale\n"));

        Result result = run(home, "docs", "cards", "--check");

        assertEquals(DocsCommand.OUT_OF_DATE, result.status(), result.err());
        assertTrue(result.out().contains("is out of date: run tools/spellspeed docs cards"), result.out());
        assertTrue(result.out().contains("  now:         stale\n"), result.out());
        assertEquals(pageWith("stale\n"), Files.readString(home.resolve("docs/cards.md")));
    }

    @Test
    void aPageWithoutTheMarkersIsBadInput() throws Exception {
        makeHome("# Supported cards\n");

        Result result = run(home, "docs", "cards");

        assertEquals(Main.BAD_INPUT, result.status());
        assertTrue(result.err().contains("cards.md: the page has no generated part"), result.err());
    }
}
