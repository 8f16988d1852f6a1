package dev.spellspeed.rules;

import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertThrows;

/** One rules context per duel: every service of a duel exists once, so its state has one home. */
class RulesTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));

    @Test
    void aDuelHasOneRulesContext() {
        Rules.of(duel);
        assertThrows(IllegalStateException.class, () -> Rules.of(duel));
    }
}
