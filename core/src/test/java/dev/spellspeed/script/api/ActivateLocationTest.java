package dev.spellspeed.script.api;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Effect.GetActivateLocation after a real activation: where the card was, not where it went. */
class ActivateLocationTest {
    @Test
    void aSpellActivatedFromTheHandRemembersTheHand() throws Exception {
        CardDatabase cards = CardDatabase.load(Path.of("../cards.db"));
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
        try (TestDuel scenario = TestDuel.of(cards)) {
            for (int player = 0; player < 2; player++) {
                for (int i = 0; i < 5; i++) {
                    scenario.addCard("Vorse Raider", player, Location.DECK);
                }
            }
            Card pot = scenario.addCard("Pot of Greed", 0, Location.HAND);
            ChainEngineTest.prepareScripts(scenario, host);
            Effect activate = scenario.duel().effects().of(pot).stream().filter(e -> e.hasType(EffectType.ACTIVATE))
                    .findFirst().orElseThrow();
            assertEquals(0, activate.activateLocation());
            scenario.activate(0, pot).run();
            assertEquals(Location.GRAVE, pot.location());
            assertEquals(Location.HAND.mask(), activate.activateLocation());
        }
    }
}
