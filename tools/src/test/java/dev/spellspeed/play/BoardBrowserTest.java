package dev.spellspeed.play;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The board in a real headless Chromium, played by clicking (docs/playtest.md): a scripted line of
 * two people at one page, and a whole duel against the heuristic player. Both save screenshots in
 * target/screenshots.
 */
@Tag("browser")
class BoardBrowserTest {
    private Browser browser;
    private String state = "";

    private String prompt() {
        return browser.body("kind") + "/" + browser.body("player");
    }

    private void click(WebElement element) {
        element.click();
        state = browser.awaitState(state);
    }

    /** Passes chain windows (and takes the first zone, position or attack target) until one of {@code wanted} is pending. */
    private void passUntil(String... wanted) {
        for (int guard = 0; guard < 60; guard++) {
            String now = prompt();
            if (List.of(wanted).contains(now)) {
                return;
            }
            String kind = browser.body("kind");
            switch (kind) {
                case "CHAIN" -> click(browser.one("#prompt .option[data-action='pass']"));
                case "ZONE", "POSITION" -> click(browser.one("#prompt .option[data-index='0']"));
                default -> fail("expected " + List.of(wanted) + ", the board asks " + now + ": "
                        + browser.one("#prompt .question").getText());
            }
        }
        fail("never reached " + List.of(wanted));
    }

    private WebElement card(String container, String name) {
        for (WebElement card : browser.all(container + " .card")) {
            List<WebElement> names = card.findElements(By.cssSelector(".name"));
            if (!names.isEmpty() && names.get(0).getText().equals(name)) {
                return card;
            }
        }
        throw new AssertionError("no " + name + " in " + container);
    }

    private boolean has(String container, String name) {
        try {
            card(container, name);
            return true;
        } catch (AssertionError e) {
            return false;
        }
    }

    private void menu(WebElement card, String action) {
        card.click();
        click(browser.one("#menu .menu-item[data-action='" + action + "']"));
    }

    private boolean activatable() {
        return !browser.all("#prompt .option[data-action='activate']").isEmpty();
    }

    private void phase(String words) {
        for (WebElement option : browser.all("#prompt .option[data-action='phase']")) {
            if (option.getText().contains(words)) {
                click(option);
                return;
            }
        }
        fail("no phase button with '" + words + "'");
    }

    @Test
    void aSummonAnAttackAndATrapAnsweringItPlayedByClicking() throws Exception {
        Browser.assumeInstalled();
        // seed 8: player 0 holds Spear Dragon, player 1 Sakuretsu Armor; one person plays both seats
        try (PlayTable table = Boards.table(8, "human"); PlayServer server = PlayServer.start(table, PlayServer.LOOPBACK, 0);
             Browser opened = Browser.open(server.url())) {
            browser = opened;
            state = browser.awaitState("");
            assertTrue(browser.body("seats").contains("0:human") && browser.body("seats").contains("1:human"));

            passUntil("IDLE/0");
            menu(card("#hand-0", "Spear Dragon"), "normal-summon");
            passUntil("IDLE/0");
            WebElement summoned = card("#side-0 .zone[data-location='MZONE']", "Spear Dragon");
            assertEquals("1900", summoned.findElement(By.cssSelector(".atk")).getText());
            assertFalse(has("#hand-0", "Spear Dragon"));
            assertEquals("P1 LP 8000", browser.one("#lp-1").getText());
            browser.screenshot("line-1-summon");

            phase("End Phase");
            passUntil("IDLE/1");
            menu(card("#hand-1", "Sakuretsu Armor"), "set");
            passUntil("IDLE/1");
            assertFalse(has("#hand-1", "Sakuretsu Armor"));
            assertEquals(1, browser.all("#side-1 .zone[data-location='SZONE'] .card.facedown").size());
            browser.screenshot("line-2-set-trap");

            phase("End Phase");
            passUntil("IDLE/0");
            phase("Battle Phase");
            passUntil("BATTLE/0");
            menu(card("#side-0 .zone[data-location='MZONE']", "Spear Dragon"), "attack");
            if (prompt().equals("ATTACK_TARGET/0")) {
                click(browser.one("#prompt .option[data-action='direct']"));
            }
            // player 1's chain window: the set Trap glows; click it and activate it
            for (int guard = 0; guard < 20 && !(prompt().equals("CHAIN/1") && activatable()); guard++) {
                if (browser.body("kind").equals("CHAIN")) {
                    click(browser.one("#prompt .option[data-action='pass']"));
                } else {
                    passUntil("CHAIN/1");
                }
            }
            assertEquals("CHAIN/1", prompt());
            WebElement trap = browser.one("#side-1 .zone[data-location='SZONE'] .card.actionable");
            menu(trap, "activate");
            if (prompt().equals("SELECT_CARDS/1")) {
                card("#side-0 .zone[data-location='MZONE']", "Spear Dragon").click();
                click(browser.one("#confirm"));
            }
            assertTrue(browser.one("#chain").getText().contains("Sakuretsu Armor"), browser.one("#chain").getText());
            browser.screenshot("line-3-trap-on-the-chain");
            passUntil("BATTLE/0", "IDLE/0");
            assertFalse(has("#side-0 .zone[data-location='MZONE']", "Spear Dragon"), "the attacker was destroyed");
            assertEquals("GY: 1", browser.one("#grave-0").getText());
            assertEquals("GY: 1", browser.one("#grave-1").getText());
            assertEquals("P1 LP 8000", browser.one("#lp-1").getText());
            assertTrue(browser.one("#log").getText().contains("Sakuretsu Armor"));
            assertTrue(Files.size(browser.screenshot("line-4-attacker-destroyed")) > 10_000);
        }
    }

    @Test
    void aWholeDuelAgainstTheHeuristicPlayerByClickingTheFirstLegalAnswer() throws Exception {
        Browser.assumeInstalled();
        // seed 14 ends on turn 5 after about a hundred answers of the person's
        try (PlayTable table = Boards.table(14, "heuristic"); PlayServer server = PlayServer.start(table, PlayServer.LOOPBACK, 0);
             Browser opened = Browser.open(server.url())) {
            browser = opened;
            state = browser.awaitState("");
            int clicks = 0;
            while (!browser.body("over").equals("true")) {
                assertTrue(++clicks < 2000, "the duel should end");
                if (browser.body("kind").equals("SELECT_CARDS")) {
                    List<WebElement> chips = browser.all("#prompt .option.candidate");
                    for (int i = 0; i < chips.size() && !browser.one("#confirm").isEnabled(); i++) {
                        chips.get(i).click();
                    }
                    click(browser.one("#confirm"));
                } else {
                    click(browser.one("#prompt .option[data-index='0']"));
                }
                if (clicks == 25) {
                    browser.screenshot("duel-midway");
                }
            }
            JsonObject result = JsonParser.parseString(table.stateJson()).getAsJsonObject().getAsJsonObject("result");
            assertEquals(result.get("text").getAsString(), browser.one("#status").getText());
            assertTrue(clicks > 50, clicks + " clicks");
            browser.screenshot("duel-end");
        }
    }

    @Test
    void undoTakesASummonBackAndRestartBeginsAgain() throws Exception {
        Browser.assumeInstalled();
        try (PlayTable table = Boards.table(8, "heuristic"); PlayServer server = PlayServer.start(table, PlayServer.LOOPBACK, 0);
             Browser opened = Browser.open(server.url())) {
            browser = opened;
            state = browser.awaitState("");
            String first = state;
            passUntil("IDLE/0");
            String beforeSummon = state;
            menu(card("#hand-0", "Spear Dragon"), "normal-summon");
            passUntil("IDLE/0");
            assertTrue(has("#side-0 .zone[data-location='MZONE']", "Spear Dragon"));
            for (int i = 0; i < 5 && !state.equals(beforeSummon); i++) {
                click(browser.one("#undo"));
            }
            assertEquals(beforeSummon, state, "undone back to the prompt where Spear Dragon was summoned");
            assertTrue(has("#hand-0", "Spear Dragon"));
            assertFalse(has("#side-0 .zone[data-location='MZONE']", "Spear Dragon"));
            assertFalse(browser.one("#log").getText().contains("Normal Summons Spear Dragon"));
            browser.screenshot("undo-summon-taken-back");
            click(browser.one("#restart"));
            assertEquals(first, state);
            assertEquals("turn 1 (player 0)", browser.one("#turn").getText());
        }
    }

    @Test
    void exportAsTestOffersTheTestAsADownloadAndSavesOneThatPasses(@TempDir Path set) throws Exception {
        Browser.assumeInstalled();
        Path tests = set.resolve("tests");
        try (PlayTable table = Boards.exportingTable(8, "heuristic", tests);
             PlayServer server = PlayServer.start(table, PlayServer.LOOPBACK, 0);
             Browser opened = Browser.open(server.url())) {
            browser = opened;
            state = browser.awaitState("");
            passUntil("IDLE/0");
            menu(card("#hand-0", "Spear Dragon"), "normal-summon");
            passUntil("IDLE/0");
            String name = "playtest-seed8-decision" + state + ".lua";
            Files.deleteIfExists(Browser.DOWNLOADS.resolve(name));
            browser.one("#export-test").click();
            WebElement link = browser.one("#downloads a.download");
            assertEquals(name, link.getAttribute("download"));
            assertTrue(browser.one("#downloads").getText().contains("saved to " + tests.resolve(name)),
                    browser.one("#downloads").getText());
            browser.screenshot("export-as-test");
            Path saved = tests.resolve(name);
            String lua = Files.readString(saved);
            assertTrue(lua.contains("Spear Dragon"), lua);
            // the browser downloaded the same file
            Path downloaded = Browser.DOWNLOADS.resolve(name);
            for (int i = 0; i < 100 && !Files.exists(downloaded); i++) {
                Thread.sleep(100);
            }
            assertEquals(lua, Files.readString(downloaded));
            var runner = Boards.runner();
            var result = runner.run(runner.tests(saved).get(0));
            assertEquals(dev.spellspeed.script.testing.Outcome.PASS, result.outcome(), result.report());
        }
    }

    @Test
    void reloadAfterAScriptEditOnDiskSaysWhereTheDuelWentAnotherWay(@TempDir Path scripts) throws Exception {
        Browser.assumeInstalled();
        String name = "c31553716.lua"; // Spear Dragon
        String original = Files.readString(Boards.REPO.resolve("scripts").resolve(name));
        Files.writeString(scripts.resolve(name), original);
        PlayTable table = new PlayTable(Boards.sampleDecksWithScripts(8, scripts), 8);
        table.seat(0, dev.spellspeed.ai.Players.human(table::person));
        table.seat(1, dev.spellspeed.ai.Players.named("heuristic", getClass().getClassLoader(), 1));
        try (table; PlayServer server = PlayServer.start(table.start(), PlayServer.LOOPBACK, 0);
             Browser opened = Browser.open(server.url())) {
            browser = opened;
            state = browser.awaitState("");
            passUntil("IDLE/0");
            menu(card("#hand-0", "Spear Dragon"), "normal-summon");
            passUntil("IDLE/0");
            assertEquals("1900", card("#side-0 .zone[data-location='MZONE']", "Spear Dragon").findElement(By.cssSelector(".atk")).getText());
            Files.writeString(scripts.resolve(name), original.replace("function s.initial_effect(c)\n",
                    "function s.initial_effect(c)\n\tlocal up=Effect.CreateEffect(c)\n\tup:SetType(EFFECT_TYPE_SINGLE)\n"
                            + "\tup:SetCode(EFFECT_UPDATE_ATTACK)\n\tup:SetValue(500)\n\tc:RegisterEffect(up)\n"));
            browser.one("#reload").click();
            WebElement note = browser.one("#reloaded");
            new org.openqa.selenium.support.ui.WebDriverWait(browser.driver(), java.time.Duration.ofSeconds(60))
                    .until(d -> !note.getText().isEmpty());
            assertTrue(note.getText().contains("play differently before decision") && note.getText().contains("Spear Dragon#15"),
                    note.getText());
            // the duel goes on from there: the log shows the summon as the new script plays it
            new org.openqa.selenium.support.ui.WebDriverWait(browser.driver(), java.time.Duration.ofSeconds(60))
                    .until(d -> browser.one("#log").getText().contains("Spear Dragon#15 (2400/0)"));
            assertFalse(browser.one("#log").getText().contains("Spear Dragon#15 (1900/0)"));
            browser.screenshot("reload-diverged");
        }
    }

    @Test
    void reloadAfterADatabaseEditOnDiskSaysWhereTheDuelWentAnotherWay(@TempDir Path folder) throws Exception {
        Browser.assumeInstalled();
        Path db = folder.resolve("cards.cdb");
        Files.copy(Boards.REPO.resolve("cards.db"), db);
        try (PlayTable table = Boards.overDatabase(db, 8, "heuristic");
             PlayServer server = PlayServer.start(table, PlayServer.LOOPBACK, 0);
             Browser opened = Browser.open(server.url())) {
            browser = opened;
            state = browser.awaitState("");
            passUntil("IDLE/0");
            menu(card("#hand-0", "Spear Dragon"), "normal-summon");
            passUntil("IDLE/0");
            assertEquals("1900", card("#side-0 .zone[data-location='MZONE']", "Spear Dragon").findElement(By.cssSelector(".atk")).getText());
            // the author raises its ATK in the database (a tool's UPDATE on the file, as DB Browser for SQLite saves it)
            Boards.edit(db, "UPDATE datas SET atk=2400 WHERE id=31553716");
            browser.one("#reload").click();
            WebElement note = browser.one("#reloaded");
            new org.openqa.selenium.support.ui.WebDriverWait(browser.driver(), java.time.Duration.ofSeconds(60))
                    .until(d -> !note.getText().isEmpty());
            assertTrue(note.getText().startsWith("scripts and cards reloaded; they play differently before decision")
                    && note.getText().contains("Spear Dragon#15 (2400/0)"), note.getText());
            new org.openqa.selenium.support.ui.WebDriverWait(browser.driver(), java.time.Duration.ofSeconds(60))
                    .until(d -> browser.one("#log").getText().contains("Spear Dragon#15 (2400/0)"));
            assertFalse(browser.one("#log").getText().contains("Spear Dragon#15 (1900/0)"));
            browser.screenshot("reload-database");
            // a database half-written when reloaded: said on the page, the board stays as it was
            String before = browser.one("#log").getText();
            Files.writeString(db, "half-written");
            browser.one("#reload").click();
            new org.openqa.selenium.support.ui.WebDriverWait(browser.driver(), java.time.Duration.ofSeconds(60))
                    .until(d -> note.getText().startsWith("the card databases could not be read"));
            assertTrue(note.getText().endsWith("(the duel goes on with the scripts and cards it had)"), note.getText());
            assertEquals(before, browser.one("#log").getText());
            browser.screenshot("reload-database-unreadable");
        }
    }

    @Test
    void aFailingTestOpensWhereItFailedAndThePageSaysWhichExpectation(@TempDir Path folder) throws Exception {
        Browser.assumeInstalled();
        // direct_attack.lua with its LP expectation wrong by 100: it fails after its second run
        String source = Files.readString(Boards.REPO.resolve("scripts/tests/examples/direct_attack.lua"));
        Path file = Files.writeString(folder.resolve("direct_attack_wrong.lua"), source.replace("8000 - 1900", "8000 - 1800"));
        var start = dev.spellspeed.script.testing.StartPositions.test(Boards.runner(), file,
                "Vorse Raider is summoned and attacks directly");
        PlayTable table = new PlayTable(start.recipe(), 1).startNote(start.description());
        table.seat(0, dev.spellspeed.ai.Players.human(table::person));
        table.seat(1, dev.spellspeed.ai.Players.named("heuristic", getClass().getClassLoader(), 1));
        try (table; PlayServer server = PlayServer.start(table.start(), PlayServer.LOOPBACK, 0);
             Browser opened = Browser.open(server.url())) {
            browser = opened;
            state = browser.awaitState("");
            String note = browser.one("#start").getText();
            assertTrue(note.contains("fails at line 14: expected LP of player 1 to be 6200, but it is 6100")
                    && note.contains("the board is after its 2nd t:Run() (line 13), before that expectation"), note);
            // the board the expectation read: Vorse Raider on the field after its direct attack, 6100 LP, the Battle Step
            assertEquals("P1 LP 6100", browser.one("#lp-1").getText());
            assertTrue(has("#side-0 .zone[data-location='MZONE']", "Vorse Raider"));
            assertEquals("BATTLE/0", prompt());
            browser.screenshot("test-failing");
        }
    }
}
