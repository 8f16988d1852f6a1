package dev.spellspeed.run;

import dev.spellspeed.duel.DuelResult;

import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * One game as a run counts it: how it ended and what each card did. At most one of
 * {@code result}, {@code exception} and {@code abortCause} is set; none when the game was only set up (a puzzle).
 *
 * @param seed       the duel's seed, which (with the decks and players) reproduces it
 * @param turn       the turn in which it ended, stopped or failed
 * @param result     how it ended, or null when it did not end
 * @param exception  the engine exception that stopped it ({@link GameWatch#describe}), or null
 * @param abortCause why it was aborted (a budget), or null
 * @param cards      per card code, what the card did
 */
public record GameRecord(long seed, int turn, DuelResult result, String exception, String abortCause,
                         Map<Integer, CardPlay> cards) {
    public GameRecord {
        cards = Map.copyOf(cards);
    }

    /**
     * The same game with every message passed through {@code rewrite}: the exception, the abort's
     * cause, each card's first Lua error and tolerated mistake (a distributed run names the script files as the user
     * has them, not where an executor unpacked them).
     */
    public GameRecord withMessages(UnaryOperator<String> rewrite) {
        Map<Integer, CardPlay> rewritten = new HashMap<>();
        cards.forEach((code, play) -> rewritten.put(code, new CardPlay(play.name(), play.dealt(), play.extraDeck(),
                play.activations(), play.extraDeckSummons(), play.luaErrors(),
                play.firstError() == null ? null : rewrite.apply(play.firstError()),
                play.tolerated() == null ? null : rewrite.apply(play.tolerated()))));
        return new GameRecord(seed, turn, result, exception == null ? null : rewrite.apply(exception),
                abortCause == null ? null : rewrite.apply(abortCause), rewritten);
    }

    /** Whether a Lua error, an engine exception or an abort happened in this game. */
    public boolean failed() {
        return exception != null || abortCause != null || cards.values().stream().anyMatch(c -> c.luaErrors() > 0);
    }
}
