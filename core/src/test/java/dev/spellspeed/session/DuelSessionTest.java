package dev.spellspeed.session;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.event.DuelEvent;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Undo, rewind and fork by re-execution: the state, the pending prompt and the log come back exactly. */
class DuelSessionTest {
    private static final long SEED = 42;

    private static DuelRecipe recipe() {
        return DuelRecipe.of(DuelOptions.standard(SEED), TestCards.DATABASE, TestCards.mixedDeck(),
                TestCards.mixedDeck(), null);
    }

    /** A whole random duel, recorded. */
    private static DuelLine randomLine() {
        DuelLine line = DuelLine.start(recipe(), new RandomDecider(1), new RandomDecider(2));
        line.play();
        return line;
    }

    /** Answers every prompt with the last option or the last candidates (differs from a random player). */
    private static Decider last() {
        return new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                return prompt.options().get(prompt.options().size() - 1);
            }

            @Override
            public List<Card> select(SelectPrompt prompt) {
                List<Card> c = prompt.candidates();
                return new ArrayList<>(c.subList(c.size() - prompt.min(), c.size()));
            }
        };
    }

    @Test
    void aBranchReplaysTheRecordedDecisionsAndLogsOnlyItsOwnContinuation() {
        DuelLine original = randomLine();
        int at = original.position() / 2;
        List<DuelEvent> heard = new ArrayList<>();
        int[] prompts = {0};
        DuelLine branch = original.branch(at, last(), last());
        branch.duel().subscribe(heard::add);
        branch.duel().onDecision(p -> prompts[0]++);
        branch.play();

        List<String> before = original.duel().log().lines().subList(0, original.logSizeAt(at));
        assertEquals(before, branch.duel().log().lines().subList(0, before.size()), "the log up to the fork point");
        assertEquals(original.decisions().subList(0, at), branch.decisions().subList(0, at));
        // observers and decision listeners heard the continuation only, not the replayed prefix
        assertEquals(branch.duel().log().lines().size() - before.size(), heard.size());
        assertEquals(branch.position() - at, prompts[0]);
        assertNotEquals(original.duel().log().lines(), branch.duel().log().lines(), "the branch played on its own way");
    }

    @Test
    void aLineLogsItsDuelAsThePlainEngineDoes() {
        Duel plain = Duel.fromDecks(DuelOptions.standard(SEED), TestCards.DATABASE, TestCards.mixedDeck(),
                TestCards.mixedDeck(), new RandomDecider(1), new RandomDecider(2));
        new DuelRunner(Rules.of(plain)).play();
        assertEquals(plain.log().text(), randomLine().duel().log().text());
        assertTrue(plain.log().lines().get(0).startsWith("Duel start"), plain.log().lines().get(0));
    }

    @Test
    void aBranchFromTheStartWithTheSameDecidersIsTheSameDuel() {
        DuelLine original = randomLine();
        DuelLine again = original.branch(0, new RandomDecider(1), new RandomDecider(2));
        again.play();
        assertEquals(original.duel().log().text(), again.duel().log().text());
    }

    @Test
    void aBranchAtTheEndIsTheFinishedDuel() {
        DuelLine original = randomLine();
        DuelLine end = original.branch(original.position(), last(), last());
        end.play();
        assertEquals(original.duel().log().text(), end.duel().log().text());
        assertEquals(original.duel().result(), end.duel().result());
    }

    @Test
    void undoAsksThePreviousPromptAgain() {
        try (DuelSession session = DuelSession.start(recipe())) {
            Prompt first = session.pending();
            List<String> logAtFirst = List.copyOf(session.duel().log().lines());
            session.answer(0);
            assertEquals(1, session.position());
            session.undo();
            assertEquals(0, session.position());
            assertEquals(first.describe(), session.pending().describe());
            assertEquals(logAtFirst, session.duel().log().lines());
        }
    }

    @Test
    void rewindGoesBackSeveralDecisionsAndForgetsTheLaterOnes() {
        try (DuelSession session = DuelSession.start(recipe())) {
            List<Prompt> prompts = new ArrayList<>();
            List<Integer> lps = new ArrayList<>();
            for (int i = 0; i < 30 && session.pending() != null; i++) {
                prompts.add(session.pending());
                lps.add(session.duel().lp(1));
                answerLast(session);
            }
            List<RecordedDecision> history = session.history();
            session.rewind(10);
            assertEquals(20, session.position());
            assertEquals(prompts.get(20).describe(), session.pending().describe());
            assertEquals(lps.get(20), session.duel().lp(1));
            assertEquals(history.subList(0, 20), session.history());
            assertThrows(IllegalArgumentException.class, () -> session.rewind(21));
        }
    }

    @Test
    void anIllegalAnswerIsRefusedAndThePromptStaysPending() {
        try (DuelSession session = DuelSession.start(recipe())) {
            Prompt first = session.pending();
            assertThrows(IllegalDecisionException.class, () -> session.answer(99));
            assertEquals(first.describe(), session.pending().describe());
            assertEquals(0, session.position());
        }
    }

    @Test
    void aForkIsIndependentOfItsOrigin() {
        try (DuelSession session = DuelSession.start(recipe())) {
            for (int i = 0; i < 15; i++) {
                answerLast(session);
            }
            try (DuelSession fork = session.fork()) {
                assertEquals(session.pending().describe(), fork.pending().describe(), "the same prompt, the same legal answers in the same order");
                assertEquals(session.duel().log().lines(), fork.duel().log().lines());
                int originLines = session.duel().log().lines().size();
                while (fork.pending() != null) {
                    answerLast(fork);
                }
                assertNotNull(fork.result());
                assertEquals(originLines, session.duel().log().lines().size(), "the origin did not move");
                assertEquals(15, session.position());
                assertNull(session.result());
            }
        }
    }

    @Test
    void forksRunInParallelThreads() throws Exception {
        DuelLine original = randomLine();
        String expected;
        {
            DuelLine reference = original.branch(original.position() / 3, new RandomDecider(7), new RandomDecider(8));
            reference.play();
            expected = reference.duel().log().text();
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> logs = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                DuelLine fork = original.branch(original.position() / 3, new RandomDecider(7), new RandomDecider(8));
                logs.add(pool.submit(() -> {
                    fork.play();
                    return fork.duel().log().text();
                }));
            }
            for (Future<String> log : logs) {
                assertEquals(expected, log.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void forksOfAScriptedDuelRunInParallelThreadsOnOneScriptHost() throws Exception {
        CardDatabase cards = CardDatabase.load(Path.of("../cards.db"));
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
        DuelRecipe recipe = DuelRecipe.of(DuelOptions.standard(5), cards,
                DeckReader.read(Path.of("../decks/bench-a.ydk"), cards, DeckRules.STANDARD),
                DeckReader.read(Path.of("../decks/bench-b.ydk"), cards, DeckRules.STANDARD), host);
        DuelLine original = DuelLine.start(recipe, RandomDecider.forPlayer(5, 0), RandomDecider.forPlayer(5, 1));
        original.play();
        int at = original.position() / 2;
        DuelLine reference = original.branch(at, new RandomDecider(7), new RandomDecider(8));
        reference.play();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<String>> logs = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                DuelLine fork = original.branch(at, new RandomDecider(7), new RandomDecider(8));
                logs.add(pool.submit(() -> {
                    fork.play();
                    return fork.duel().log().text();
                }));
            }
            for (Future<String> log : logs) {
                assertEquals(reference.duel().log().text(), log.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aReplayedPrefixThatDoesNotFitIsReportedAsADivergence() {
        DuelLine original = randomLine();
        List<RecordedDecision> decisions = new ArrayList<>(original.decisions());
        RecordedDecision first = decisions.get(0);
        decisions.set(0, new RecordedDecision(first.player(), first.kind(), List.of(999), "?"));
        DuelLine broken = DuelLine.replaying(recipe(), decisions, last(), last());
        IllegalDecisionException e = assertThrows(IllegalDecisionException.class, broken::play);
        assertTrue(e.getMessage().contains("replay diverged at decision 1"), e.getMessage());
    }

    private static void answerLast(DuelSession session) {
        Prompt prompt = session.pending();
        if (prompt instanceof ChoicePrompt<?> choice) {
            session.answer(choice.options().size() - 1);
        } else {
            SelectPrompt select = (SelectPrompt) prompt;
            List<Integer> indexes = new ArrayList<>();
            for (int i = select.candidates().size() - select.min(); i < select.candidates().size(); i++) {
                indexes.add(i);
            }
            session.answer(indexes);
        }
    }
}
