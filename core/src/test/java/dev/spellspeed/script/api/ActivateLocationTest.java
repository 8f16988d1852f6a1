package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.rules.DuelRunner;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Effect.GetActivateLocation after a real activation: where the card was, not where it went. */
class ActivateLocationTest {
    @Test
    void aSpellActivatedFromTheHandRemembersTheHand() throws Exception {
        CardDatabase cards = CardDatabase.load(Path.of("../cards.db"));
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
        ChainEngineTest.Plan p0 = new ChainEngineTest.Plan();
        ChainEngineTest.Plan p1 = new ChainEngineTest.Plan();
        Duel duel = Duel.empty(DuelOptions.standard(1).withTurnLimit(3), p0, p1);
        for (int player = 0; player < 2; player++) {
            for (int i = 0; i < 5; i++) {
                duel.placeCard(cards.find(ChainEngineTest.VORSE).orElseThrow(), player, player, Location.DECK, 0,
                        Position.FACEDOWN_DEFENSE);
            }
        }
        Card pot = duel.placeCard(cards.find(ChainEngineTest.POT).orElseThrow(), 0, 0, Location.HAND, 0,
                Position.FACEDOWN_DEFENSE);
        p0.activate(ChainEngineTest.POT);
        Rules rules = Rules.of(duel);
        assertTrue(ScriptedDuels.prepare(rules, host).failures().isEmpty());
        Effect activate = duel.effects().of(pot).stream().filter(e -> e.hasType(EffectType.ACTIVATE)).findFirst().orElseThrow();
        assertEquals(0, activate.activateLocation());
        new DuelRunner(rules).playFrom(0, 3, Phase.MAIN1);
        assertEquals(Location.GRAVE, pot.location());
        assertEquals(Location.HAND.mask(), activate.activateLocation());
    }
}
