package dev.spellspeed.decision;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.Deck;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.rules.turn.DuelRunner;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DecidersTest {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");
    private static final CardDatabase CARDS = CardDatabase.of(List.of(VORSE));
    private static final Deck DECK = Deck.of(Collections.nCopies(40, VORSE.code()));

    private static Duel duel(Decider d0, Decider d1) {
        return Duel.fromDecks(DuelOptions.standard(1).withFirstPlayer(0).withTurnLimit(2), CARDS, DECK, DECK, d0, d1);
    }

    @Test
    void aScriptedDeciderThatRunsDryFailsWithThePromptAndItsLegalAnswers() {
        Duel duel = duel(new ScriptedDecider(), new RandomDecider(1));
        IllegalDecisionException e = assertThrows(IllegalDecisionException.class, () -> new DuelRunner(Rules.of(duel)).play());
        assertTrue(e.getMessage().startsWith("no scripted answer left"), e.getMessage());
        assertTrue(e.getMessage().contains("legal answers:\n  1. pass"), e.getMessage());
    }

    @Test
    void anIllegalAnswerIsRefusedWithTheLegalOnesListed() {
        ScriptedDecider scripted = new ScriptedDecider().then(ChainAction.PASS).then(ChainAction.PASS)
                .then(new Command.EnterPhase(Phase.BATTLE_START));
        Duel duel = duel(scripted, new RandomDecider(1));
        IllegalDecisionException e = assertThrows(IllegalDecisionException.class, () -> new DuelRunner(Rules.of(duel)).play());
        assertTrue(e.getMessage().contains("'go to Battle Phase: Start Step' is not legal"), e.getMessage());
        assertTrue(e.getMessage().contains("go to End Phase"), e.getMessage());
        assertTrue(e.getMessage().contains("Normal Summon Vorse Raider"), e.getMessage());
    }

    @Test
    void theEngineRefusesAnAnswerThatIsNotAnOption() {
        Decider cheat = new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                @SuppressWarnings("unchecked")
                T bogus = (T) "win the duel";
                return bogus;
            }

            @Override
            public List<dev.spellspeed.duel.Card> select(SelectPrompt prompt) {
                return List.of();
            }
        };
        Duel duel = duel(cheat, new RandomDecider(1));
        IllegalDecisionException e = assertThrows(IllegalDecisionException.class, () -> new DuelRunner(Rules.of(duel)).play());
        assertTrue(e.getMessage().contains("'win the duel' is not a legal answer"), e.getMessage());
    }

    @Test
    void aClientOnAnotherThreadAnswersThroughTheBlockingQueue() throws Exception {
        BlockingQueueDecider remote = new BlockingQueueDecider();
        Duel duel = duel(remote, new RandomDecider(5));
        CompletableFuture<DuelResult> running = CompletableFuture.supplyAsync(() -> new DuelRunner(Rules.of(duel)).play());
        RandomDecider client = new RandomDecider(9);
        boolean refusedOnce = false;
        while (!running.isDone()) {
            BlockingQueueDecider.Pending pending = remote.next(50, TimeUnit.MILLISECONDS);
            if (pending == null) {
                continue;
            }
            if (!refusedOnce) {
                String refusal = pending.answer("nonsense");
                assertNotNull(refusal);
                assertTrue(refusal.contains("legal answers") || refusal.contains("candidates"), refusal);
                refusedOnce = true;
            }
            Object answer = pending.prompt() instanceof ChoicePrompt<?> choice
                    ? client.choose(choice) : client.select((SelectPrompt) pending.prompt());
            assertNull(pending.answer(answer));
        }
        DuelResult result = running.get(10, TimeUnit.SECONDS);
        assertEquals(2, result.turn());
        assertTrue(refusedOnce);
    }
}
