package dev.spellspeed.ai;

import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.session.DuelLine;
import dev.spellspeed.session.DuelRecipe;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The search player: it forks the duel it plays, and its play is a function of the seed and its budget, not of time. */
class SearchDeciderTest {
    private static final Deck A = Matches.deck("bench-a.ydk");
    private static final Deck B = Matches.deck("bench-b.ydk");

    private record Game(DuelLine line, SearchDecider search) {}

    private static Game play(long seed, int think) {
        DuelRecipe recipe = DuelRecipe.of(DuelOptions.standard(seed), Matches.CARDS, A, B, Matches.HOST);
        SearchDecider search = new SearchDecider(Players.seedOf(seed, 0), think);
        Decider opponent = new HeuristicDecider(Players.seedOf(seed, 1));
        DuelLine line = DuelLine.replaying(recipe, List.of(), search, opponent);
        Players.seat(line, search, opponent);
        line.play();
        return new Game(line, search);
    }

    @Test
    void aSearchPlayersDuelIsAFunctionOfItsSeedAndBudget() {
        Game once = play(3, 2);
        Game again = play(3, 2);
        assertTrue(once.search().rollouts() > 0, "the search player tried answers on forks");
        assertEquals(once.line().decisions(), again.line().decisions());
        assertEquals(once.line().duel().log().text(), again.line().duel().log().text());
        assertEquals(once.search().rollouts(), again.search().rollouts());
    }

    @Test
    void itsRolloutsFollowItsBudget() {
        Game small = play(3, 2);
        Game large = play(3, 4);
        // more answers tried per searched decision: the budget is rollouts, so it is visible in them
        assertTrue(large.search().rollouts() > small.search().rollouts(),
                small.search().rollouts() + " rollouts with 2, " + large.search().rollouts() + " with 4");
        assertTrue(small.search().rollouts() <= 2 * small.search().searched());
    }

    @Test
    void withoutALineToForkItPlaysLikeTheHeuristicPlayer() {
        long seed = 4;
        DuelRecipe recipe = DuelRecipe.of(DuelOptions.standard(seed), Matches.CARDS, A, B, Matches.HOST);
        SearchDecider search = new SearchDecider(Players.seedOf(seed, 0), 3);
        HeuristicDecider opponent = new HeuristicDecider(Players.seedOf(seed, 1));
        DuelLine line = DuelLine.replaying(recipe, List.of(), search, opponent);
        search.takeSeat(line.duel(), 0); // seated on the duel only: nothing to fork
        opponent.takeSeat(line.duel(), 1);
        line.play();
        DuelLine heuristic = Matches.play(A, B, seed, Matches.kind("heuristic"), Matches.kind("heuristic"));
        assertEquals(0, search.rollouts());
        assertEquals(heuristic.decisions(), line.decisions());
    }

    @Test
    void aBudgetBelowOneRolloutIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new SearchDecider(1, 0));
        assertNotEquals(null, new SearchDecider(1, 1));
    }
}
