package dev.spellspeed.script.testing;

import dev.spellspeed.run.GameRecord;

import java.util.List;

/**
 * A ygopro puzzle file run to its starting position ({@code spellspeed puzzle}).
 *
 * @param aiName     the opponent's name (Debug.SetAIName), empty if none
 * @param hints      the hints shown to the player (Debug.ShowHint), in order
 * @param duelFlags  the DUEL_* flags of Debug.ReloadFieldBegin
 * @param masterRule the master rule it asked for (5 when it did not say)
 * @param board      the field, hands, piles and LP it set up
 * @param output     what it printed (Debug.Message, print, hints)
 * @param game       the run's record of it: the cards placed, and the Lua errors of their scripts
 * @param warnings   the puzzle's own mistakes that were loaded as the reference engine loads them, in order
 *                   (none when loaded {@link PuzzleLoading#STRICT})
 */
public record PuzzleSetup(String aiName, List<String> hints, long duelFlags, int masterRule, String board,
                          String output, GameRecord game, List<PuzzleWarning> warnings) {
    public PuzzleSetup {
        hints = List.copyOf(hints);
        warnings = List.copyOf(warnings);
    }
}
