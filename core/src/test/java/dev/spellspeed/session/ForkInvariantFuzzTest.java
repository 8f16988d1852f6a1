package dev.spellspeed.session;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The fork invariant (issue 29): forking a random duel at a random decision and playing both copies
 * with equally seeded players gives identical logs. Short in CI; the long run is
 * {@code -Dspellspeed.fuzz.forks=1000} (or {@code spellspeed bench --fork --check}).
 */
class ForkInvariantFuzzTest {
    private static final int DUELS = Integer.getInteger("spellspeed.fuzz.forks", 45);

    @Test
    void forkedRandomDuelsWithScriptsPlayOnLikeTheirOriginals() throws Exception {
        CardDatabase cards = CardDatabase.load(Path.of("../cards.db"));
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
        String[][] pairings = {
                {"sample-beatdown.ydk", "sample-control.ydk"},
                {"bench-a.ydk", "bench-b.ydk"},
                {"sample-modern-a.ydk", "sample-modern-b.ydk"}};
        int forkedMidDuel = 0;
        for (int i = 0; i < DUELS; i++) {
            String[] pairing = pairings[i % pairings.length];
            long seed = 1 + i;
            DuelRecipe recipe = DuelRecipe.of(DuelOptions.standard(seed), cards,
                    DeckReader.read(Path.of("../decks", pairing[0]), cards, DeckRules.STANDARD),
                    DeckReader.read(Path.of("../decks", pairing[1]), cards, DeckRules.STANDARD), host);
            ForkCheck.Outcome outcome = ForkCheck.check(recipe, seed);
            if (!outcome.passed()) {
                fail("seed " + seed + ", " + pairing[0] + " vs " + pairing[1] + ", forked at decision "
                        + outcome.forkAt() + " of " + outcome.decisions() + ": " + outcome.problem());
            }
            if (outcome.forkAt() > 0 && outcome.forkAt() < outcome.decisions()) {
                forkedMidDuel++;
            }
        }
        assertTrue(forkedMidDuel > DUELS / 2, "most forks are made in the middle of a duel: " + forkedMidDuel);
    }

    @Test
    void forkedRandomDuelsWithoutScriptsPlayOnLikeTheirOriginals() {
        for (int i = 0; i < DUELS; i++) {
            long seed = 1_000_003L * i + 17;
            DuelRecipe recipe = DuelRecipe.of(DuelOptions.standard(seed), TestCards.DATABASE,
                    TestCards.mixedDeck(), TestCards.mixedDeck(), null);
            ForkCheck.Outcome outcome = ForkCheck.check(recipe, seed);
            if (!outcome.passed()) {
                fail("seed " + seed + ", forked at decision " + outcome.forkAt() + ": " + outcome.problem());
            }
        }
    }
}
