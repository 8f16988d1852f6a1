package dev.spellspeed.run;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.RandomDecks;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a watch makes of a duel: how it ended or what stopped it, and what each card did. */
class GameWatchTest {
    private static final ScriptHost HOST =
            new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());

    /** A player whose n-th decision is an engine bug. */
    private static final class FailingDecider implements Decider {
        private final Decider inner;
        private int left;

        FailingDecider(Decider inner, int decisions) {
            this.inner = inner;
            this.left = decisions;
        }

        private void count() {
            if (--left == 0) {
                throw new IllegalStateException("an engine bug on purpose");
            }
        }

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            count();
            return inner.choose(prompt);
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            count();
            return inner.select(prompt);
        }
    }

    private static Duel duel(long seed, Decider first) {
        return Duel.fromDecks(DuelOptions.standard(seed), TestCards.DATABASE, TestCards.mixedDeck(), TestCards.mixedDeck(),
                first, new RandomDecider(seed + 2));
    }

    @Test
    void anEngineExceptionStopsTheGameAndIsRecordedWithItsSeedNotThrown() {
        GameRecord failed = GameWatch.play(Rules.of(duel(41, new FailingDecider(new RandomDecider(42), 20))), HOST);
        assertNull(failed.result());
        assertEquals(41, failed.seed());
        assertTrue(failed.exception().startsWith("java.lang.IllegalStateException: an engine bug on purpose at "),
                failed.exception());
        assertTrue(failed.failed());
        // the positive control: the same duel without the bug ends and has nothing to report
        GameRecord ended = GameWatch.play(Rules.of(duel(41, new RandomDecider(42))), HOST);
        assertNotNull(ended.result());
        assertNull(ended.exception());
        assertTrue(!ended.failed());
    }

    @Test
    void everyCardInTheDecksIsDealt() {
        GameRecord game = GameWatch.play(Rules.of(duel(3, new RandomDecider(4))), HOST);
        long distinct = TestCards.mixedDeck().main().stream().distinct().count();
        assertEquals(distinct, game.cards().values().stream().filter(CardPlay::dealt).count());
    }

    /** A Special Summon from the Extra Deck counts; a Special Summon from elsewhere does not. */
    @Test
    void onlyASpecialSummonFromTheExtraDeckCountsAsOne() throws Exception {
        CardDatabase cards = CardDatabase.load(Path.of("../cards.db"));
        Deck deck = new RandomDecks(cards).deal(1);
        Duel duel = Duel.fromDecks(DuelOptions.standard(1), cards, deck, deck, new RandomDecider(1), new RandomDecider(2));
        GameWatch watch = GameWatch.on(duel);
        Card extra = duel.field().allCards().stream().filter(c -> c.location() == Location.EXTRA).findFirst().orElseThrow();
        duel.publish(new DuelEvent.CardMoved(extra, 0, Location.GRAVE, Location.MZONE, Reason.SPSUMMON));
        assertEquals(0, watch.setUp().cards().get(extra.code()).extraDeckSummons());
        duel.publish(new DuelEvent.CardMoved(extra, 0, Location.EXTRA, Location.MZONE, Reason.SPSUMMON));
        CardPlay play = watch.setUp().cards().get(extra.code());
        assertEquals(1, play.extraDeckSummons());
        assertTrue(play.extraDeck() && play.dealt());
    }
}
