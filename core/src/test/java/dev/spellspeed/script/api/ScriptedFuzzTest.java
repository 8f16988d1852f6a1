package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random legal play with the bundled card scripts: every scripted card of cards.db in the decks.
 * After every decision the invariants hold; no shipped script fails; every duel ends. More duels
 * with -Dspellspeed.fuzz.scripted=N.
 */
class ScriptedFuzzTest {
    private static final int DUELS = Integer.getInteger("spellspeed.fuzz.scripted", 60);

    @Test
    void randomDuelsWithTheBundledScriptsKeepTheInvariantsAndRaiseNoScriptError() throws Exception {
        CardDatabase cards = CardDatabase.load(Path.of("../cards.db"));
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
        List<Integer> scripted = new ArrayList<>();
        List<Integer> normals = new ArrayList<>();
        for (CardData card : cards.all()) {
            boolean hasScript = Files.exists(Path.of("../scripts/c" + card.code() + ".lua"));
            if (card.is(CardType.TOKEN)) {
                continue;
            }
            if (hasScript) {
                scripted.add(card.code());
            } else if (card.is(CardType.NORMAL) && card.level() <= 4) {
                normals.add(card.code());
            }
        }
        for (int i = 0; i < DUELS; i++) {
            long seed = 7919L * i + 3;
            Deck deck0 = deck(scripted, normals, i);
            Deck deck1 = deck(scripted, normals, i + 1);
            Duel duel = Duel.fromDecks(DuelOptions.standard(seed).withTurnLimit(150), cards, deck0, deck1,
                    new RandomDecider(seed + 1), new RandomDecider(seed + 2));
            Rules rules = Rules.of(duel);
            ScriptedDuels.Prepared prepared = ScriptedDuels.prepare(rules, host);
            assertTrue(prepared.failures().isEmpty(), "seed " + seed + ": " + prepared.failures());
            duel.subscribe(event -> {
                if (event instanceof DuelEvent.ScriptFailed failed) {
                    fail("seed " + seed + ": " + failed.describe());
                }
            });
            duel.onDecision(prompt -> {
                List<String> problems = duel.field().verifyInvariants();
                if (!problems.isEmpty()) {
                    fail("seed " + seed + ": " + problems);
                }
            });
            try {
                assertNotNull(new DuelRunner(rules).play(), "seed " + seed);
            } catch (RuntimeException | AssertionError | dev.spellspeed.decision.ImpossiblePromptError e) {
                throw new AssertionError("seed " + seed + ": " + e.getMessage() + "\n"
                        + tail(duel.log().text()), e);
            }
        }
    }

    /** 40 cards: a rotating window of the scripted cards (at most 2 copies each), topped up with Normal monsters. */
    private static Deck deck(List<Integer> scripted, List<Integer> normals, int offset) {
        List<Integer> main = new ArrayList<>();
        for (int k = 0; k < Math.min(24, scripted.size() * 2); k++) {
            main.add(scripted.get((offset * 5 + k / 2) % scripted.size()));
        }
        for (int k = 0; main.size() < 40; k++) {
            main.add(normals.get((offset + k) % normals.size()));
        }
        return Deck.of(main);
    }

    private static String tail(String log) {
        String[] lines = log.split("\n");
        return String.join("\n", java.util.Arrays.copyOfRange(lines, Math.max(0, lines.length - 40), lines.length));
    }
}
