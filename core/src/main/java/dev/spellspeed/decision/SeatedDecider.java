package dev.spellspeed.decision;

import dev.spellspeed.duel.Duel;

/**
 * A decider that reads the board (an AI player): whoever builds the duel seats it with the duel and
 * its player number before the first prompt. It reads the duel's public state only and never
 * changes it; a decider that is never seated must still answer legally.
 */
public interface SeatedDecider extends Decider {
    void takeSeat(Duel duel, int player);
}
