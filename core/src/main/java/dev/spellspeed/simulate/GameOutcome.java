package dev.spellspeed.simulate;

import dev.spellspeed.run.GameRecord;

import java.util.List;
import java.util.Set;

/**
 * One game of a simulation.
 *
 * @param pair      the index of its ordered pair of decks in the run's pair order
 * @param game      its number in the pair, from 0
 * @param record    what the run contract counted (result, failures, Lua errors per card)
 * @param drawn     per seat, the codes of the cards that seat drew (main deck cards that reached the
 *                  hand from the Deck) or brought out (Extra Deck monsters Special Summoned)
 * @param activated per seat, the codes of the cards whose effect that seat activated
 */
public record GameOutcome(int pair, int game, GameRecord record, List<Set<Integer>> drawn, List<Set<Integer>> activated) {
    public GameOutcome {
        drawn = List.copyOf(drawn);
        activated = List.copyOf(activated);
    }

    /** 0 or 1 when a seat won, -1 for a draw, -2 when the game did not end (an engine exception or an abort). */
    public int winner() {
        return record.result() == null ? -2 : record.result().isDraw() ? -1 : record.result().winner();
    }
}
