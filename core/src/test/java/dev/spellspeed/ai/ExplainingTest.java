package dev.spellspeed.ai;

import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.SeatedDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.session.DuelLine;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The heuristic player's reasons (the playtest board's log): asking for them changes none of its answers. */
class ExplainingTest {
    private static final Deck A = Matches.deck("sample-modern-a.ydk");
    private static final Deck B = Matches.deck("sample-modern-b.ydk");

    /** A heuristic player whose reason is asked after every answer. */
    private static final class Asked implements SeatedDecider {
        final HeuristicDecider player;
        final List<String> reasons = new ArrayList<>();

        Asked(long seed) {
            player = new HeuristicDecider(seed);
        }

        @Override
        public void takeSeat(Duel duel, int seat) {
            player.takeSeat(duel, seat);
        }

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            T answer = player.choose(prompt);
            reasons.add(player.reason());
            return answer;
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            List<Card> answer = player.select(prompt);
            reasons.add(player.reason());
            return answer;
        }
    }

    @Test
    void askingForReasonsChangesNoAnswerAndEachChoiceHasItsScore() {
        Players.Kind heuristic = Matches.kind("heuristic");
        List<Asked> asked = new ArrayList<>();
        Players.Kind asking = new Players.Kind() {
            @Override
            public String name() {
                return "asking";
            }

            @Override
            public dev.spellspeed.decision.Decider create(long seed, int player) {
                Asked one = new Asked(Players.seedOf(seed, player));
                asked.add(one);
                return one;
            }
        };
        DuelLine plain = Matches.play(A, B, 5, heuristic, heuristic);
        DuelLine explained = Matches.play(A, B, 5, asking, asking);
        assertEquals(plain.decisions(), explained.decisions());
        assertEquals(plain.duel().log().text(), explained.duel().log().text());
        List<String> reasons = new ArrayList<>();
        asked.forEach(a -> reasons.addAll(a.reasons));
        assertFalse(reasons.isEmpty());
        assertTrue(reasons.stream().anyMatch(r -> r != null && r.matches("heuristic: .+ scores -?\\d+ \\(next best: .+\\)")),
                reasons.toString());
        // a prompt with one legal answer has nothing to explain
        assertTrue(reasons.stream().anyMatch(r -> r == null));
    }
}
