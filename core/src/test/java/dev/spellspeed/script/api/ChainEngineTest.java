package dev.spellspeed.script.api;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The chain engine with the bundled card scripts, driven from Java (the Lua scenario tests cover the rulings). */
class ChainEngineTest {
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

    /**
     * Runs every placed card's script (call it once the board is set up) and makes a failing
     * callback fail the test instead of only being logged.
     */
    static void prepareScripts(TestDuel scenario, ScriptHost host) {
        ScriptedDuels.Prepared prepared = ScriptedDuels.prepare(scenario.rules(), host);
        assertTrue(prepared.failures().isEmpty(), prepared.failures().toString());
        scenario.duel().subscribe(e -> {
            if (e instanceof DuelEvent.ScriptFailed f) {
                throw new AssertionError(f.describe());
            }
        });
    }

    private void decks() {
        for (int player = 0; player < 2; player++) {
            for (int i = 0; i < 5; i++) {
                scenario.addCard("Vorse Raider", player, Location.DECK);
            }
        }
    }

    private TestDuel run() {
        prepareScripts(scenario, host);
        return scenario.run();
    }

    @Test
    void potOfGreedDrawsTwoAndGoesToTheGraveyardAfterResolving() {
        decks();
        scenario.addCard("Pot of Greed", 0, Location.HAND);
        scenario.activate(0, "Pot of Greed");
        run();
        scenario.expect().count(0, Location.HAND, 2).card("Pot of Greed", Location.GRAVE, 0).count(0, Location.GRAVE, 1);
    }

    @Test
    void magicJammerNegatesTheSpellAndTheCostIsNotRefunded() {
        decks();
        scenario.addCard("Pot of Greed", 0, Location.HAND);
        scenario.addCard("Magic Jammer", 1, Location.SZONE);
        Card discarded = scenario.addCard("Vorse Raider", 1, Location.HAND);
        scenario.activate(0, "Pot of Greed").activate(1, "Magic Jammer").select(1, discarded);
        run();
        scenario.expect().count(0, Location.HAND, 0) // Pot of Greed drew nothing
                .card("Pot of Greed", Location.GRAVE, 0)
                .card(discarded, Location.GRAVE, 1) // the discarded cost stays
                .card("Magic Jammer", Location.GRAVE, 1);
    }

    @Test
    void mirrorForceDestroysTheAttackingSidesAttackPositionMonsters() {
        decks();
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.addCard("Mirror Force", 1, Location.SZONE);
        scenario.attack(0, "Vorse Raider").activate(1, "Mirror Force");
        run();
        scenario.expect().count(0, Location.MZONE, 0).lp(1, 8000); // the attack never reached damage calculation
    }

    @Test
    void solemnJudgmentNegatesANormalSummonAndHalvesTheLp() {
        decks();
        scenario.addCard("Vorse Raider", 0, Location.HAND);
        scenario.addCard("Solemn Judgment", 1, Location.SZONE);
        scenario.setLp(1, 525).summon(0, "Vorse Raider").activate(1, "Solemn Judgment");
        run();
        scenario.expect().lp(1, 263) // R063: half of 525 is paid rounded down
                .count(0, Location.MZONE, 0);
        assertTrue(scenario.duel().log().text().contains("the summon of Vorse Raider"), scenario.duel().log().text());
    }

    @Test
    void callOfTheHauntedAndItsMonsterLeaveTogether() {
        decks();
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.GRAVE);
        Card coth = scenario.addCard("Call of the Haunted", 0, Location.SZONE);
        scenario.addCard("Mystical Space Typhoon", 1, Location.SZONE);
        scenario.activate(0, coth).select(0, vorse).activate(1, "Mystical Space Typhoon").select(1, coth);
        run();
        // link 2 (MST) destroys Call of the Haunted first, so link 1 summons nothing
        scenario.expect().count(0, Location.MZONE, 0).card(coth, Location.GRAVE, 0);
    }

    @Test
    void r044_callOfTheHauntedLeavingDestroysItsMonsterAtOnce() {
        decks();
        scenario.addCard("Mystical Space Typhoon", 0, Location.HAND);
        Card coth = scenario.addCard("Call of the Haunted", 1, Location.SZONE);
        Card vorse = scenario.addCard("Vorse Raider", 1, Location.GRAVE);
        scenario.activate(0, "Mystical Space Typhoon").select(0, coth).activate(1, coth).select(1, vorse);
        run();
        // link 2 revives Vorse Raider; link 1 destroys Call of the Haunted, and Vorse Raider with it
        scenario.expect().count(1, Location.MZONE, 0).count(1, Location.GRAVE, 2);
        String log = scenario.duel().log().text();
        assertTrue(log.indexOf("Mystical Space Typhoon#") < log.lastIndexOf("Vorse Raider#"), log);
    }

    @Test
    void darkHoleDestroysEveryMonster() {
        decks();
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.addCard("Vorse Raider", 1, Location.MZONE);
        scenario.addCard("Dark Hole", 0, Location.HAND);
        scenario.activate(0, "Dark Hole");
        run();
        scenario.expect().count(0, Location.MZONE, 0).count(1, Location.MZONE, 0).count(0, Location.GRAVE, 2);
    }

    @Test
    void aForcedQuickEffectTakesTheNextLinkWithoutBeingOffered() {
        decks();
        scenario.addCard("Tribute to the Doomed", 0, Location.HAND);
        Card cost = scenario.addCard("Vorse Raider", 0, Location.HAND);
        Card gardna = scenario.addCard("Big Shield Gardna", 1, 1, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        scenario.activate(0, "Tribute to the Doomed").select(0, cost).select(0, gardna);
        run();
        // Big Shield Gardna flipped itself and negated Tribute to the Doomed
        scenario.expect().card(gardna, Location.MZONE, 1, Position.FACEUP_DEFENSE)
                .card("Tribute to the Doomed", Location.GRAVE, 0);
        assertFalse(scenario.asked().stream().anyMatch(a -> a.prompt() instanceof ChoicePrompt<?> choice
                && choice.options().stream().anyMatch(o -> o instanceof Command.Activate act && act.card() == gardna)),
                "a forced effect is never a choice");
    }

    @Test
    void aForcedQuickEffectWhoseConditionFailsStaysQuiet() {
        decks();
        scenario.addCard("Tribute to the Doomed", 0, Location.HAND);
        Card cost = scenario.addCard("Vorse Raider", 0, Location.HAND);
        Card gardna = scenario.addCard("Big Shield Gardna", 1, 1, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        Card other = scenario.addCard("Vorse Raider", 1, 1, Location.MZONE, 1, Position.FACEUP_ATTACK);
        scenario.activate(0, "Tribute to the Doomed").select(0, cost).select(0, other);
        run();
        scenario.expect().card(gardna, Location.MZONE, 1, Position.FACEDOWN_DEFENSE).card(other, Location.GRAVE, 1);
    }
}
