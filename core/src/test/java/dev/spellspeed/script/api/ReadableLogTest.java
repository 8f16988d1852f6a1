package dev.spellspeed.script.api;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.testing.BoardDump;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The log an author reads (issue 26 item 6): an activation names its targets, an ATK change names the
 * card that caused it (and the end of that effect), and a Set Spell or Trap is shown as Set.
 */
class ReadableLogTest {
    private static CardDatabase cards;
    private static ScriptHost host;

    @BeforeAll
    static void load() throws Exception {
        cards = CardDatabase.load(Path.of("../cards.db"));
        host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
    }

    private final TestDuel scenario = TestDuel.of(cards);

    @AfterEach
    void close() {
        scenario.close();
    }

    private void decks() {
        for (int player = 0; player < 2; player++) {
            for (int i = 0; i < 5; i++) {
                scenario.addCard("Vorse Raider", player, Location.DECK);
            }
        }
    }

    private List<String> log() {
        return scenario.duel().log().lines();
    }

    @Test
    void anActivationNamesItsTargetAndWhereItIs() {
        scenario.addCard("Mystical Space Typhoon", 0, Location.HAND);
        Card set = scenario.addCard("Mirror Force", 1, Location.SZONE);
        scenario.activate(0, "Mystical Space Typhoon").select(0, set);
        ChainEngineTest.prepareScripts(scenario, host);
        scenario.run();
        assertTrue(log().contains("    chain link 1 (" + scenario.duel().field().cards(0, Location.GRAVE).get(0)
                + ") targets " + set + " (P1 Spell & Trap Zone)"), String.join("\n", log()));
    }

    @Test
    void withoutATargetNoTargetLineIsWritten() {
        for (int i = 0; i < 3; i++) {
            scenario.addCard("Vorse Raider", 0, Location.DECK);
        }
        scenario.addCard("Pot of Greed", 0, Location.HAND);
        scenario.activate(0, "Pot of Greed");
        ChainEngineTest.prepareScripts(scenario, host);
        scenario.run();
        assertFalse(log().stream().anyMatch(l -> l.contains(" targets ")), String.join("\n", log()));
        assertTrue(log().stream().anyMatch(l -> l.contains("chain link 1 (Pot of Greed")), String.join("\n", log()));
    }

    @Test
    void anAtkChangeNamesItsCauseAndItsEnd() {
        decks();
        Card tomato = scenario.addCard("Mystic Tomato", 1, Location.MZONE);
        Card shrink = scenario.addCard("Shrink", 0, Location.HAND);
        scenario.activate(0, shrink).select(0, tomato);
        ChainEngineTest.prepareScripts(scenario, host);
        scenario.run();
        assertTrue(log().contains("    " + tomato + " ATK 1400 -> 700 (" + shrink + ")"), String.join("\n", log()));
        scenario.phase(1, Phase.MAIN1);
        scenario.run();
        // "until the end of this turn": the change ends in the End Phase, and the log says whose effect ended
        assertTrue(log().contains("    " + tomato + " ATK 700 -> 1400 (" + shrink + " no longer applies)"),
                String.join("\n", log()));
    }

    @Test
    void aStatThatDoesNotChangeIsNotLogged() {
        decks();
        scenario.addCard("Mystic Tomato", 1, Location.MZONE);
        scenario.addCard("Mirror Force", 0, Location.SZONE);
        scenario.phase(1, Phase.MAIN1);
        ChainEngineTest.prepareScripts(scenario, host);
        scenario.run();
        assertFalse(log().stream().anyMatch(l -> l.contains(" ATK ")), String.join("\n", log()));
    }

    @Test
    void aSetSpellOrTrapIsShownAsSetAndAMonsterByItsPosition() {
        scenario.addCard("Mirror Force", 1, Location.SZONE);
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        String board = BoardDump.of(scenario.duel());
        assertTrue(board.contains("Mirror Force#1 [0, Set]"), board);
        assertTrue(board.contains("Vorse Raider#2 [0, face-up Attack]"), board);
    }
}
