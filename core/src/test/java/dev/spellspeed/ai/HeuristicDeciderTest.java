package dev.spellspeed.ai;

import dev.spellspeed.data.Deck;
import dev.spellspeed.session.DuelLine;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The heuristic player against the random player on the modern sample decks, short and seeded (the
 * 200-game figures are in docs/ai.md). These decks split random-against-random games about evenly,
 * so a seat's wins come from its player, which the control (random in the same seat, same seeds)
 * shows.
 */
class HeuristicDeciderTest {
    private static final int GAMES = 10;
    private static final Deck A = Matches.deck("sample-modern-a.ydk");
    private static final Deck B = Matches.deck("sample-modern-b.ydk");

    @Test
    void theHeuristicPlayerBeatsTheRandomPlayerFromEitherSeat() {
        Players.Kind heuristic = Matches.kind("heuristic");
        Players.Kind random = Matches.kind("random");
        int[] first = Matches.tally(A, B, 1, GAMES, heuristic, random);
        int[] second = Matches.tally(A, B, 1, GAMES, random, heuristic);
        int[] control = Matches.tally(A, B, 1, GAMES, random, random);
        assertTrue(first[0] >= 8, "heuristic as player 0 won " + first[0] + " of " + GAMES);
        assertTrue(second[1] >= 8, "heuristic as player 1 won " + second[1] + " of " + GAMES);
        // the control: with a random player in the seat, the same decks and seeds do not win like that
        assertTrue(control[0] <= 7 && control[1] <= 7, "random against random: " + control[0] + " to " + control[1]);
    }

    @Test
    void aDuelBetweenHeuristicPlayersIsAFunctionOfItsSeed() {
        Players.Kind heuristic = Matches.kind("heuristic");
        DuelLine once = Matches.play(A, B, 5, heuristic, heuristic);
        DuelLine again = Matches.play(A, B, 5, heuristic, heuristic);
        DuelLine otherSeed = Matches.play(A, B, 6, heuristic, heuristic);
        assertEquals(once.duel().log().text(), again.duel().log().text());
        assertEquals(once.decisions(), again.decisions());
        // the control: another seed is another duel, so equal logs are not an accident of the comparison
        assertTrue(!once.duel().log().text().equals(otherSeed.duel().log().text()));
    }
}
