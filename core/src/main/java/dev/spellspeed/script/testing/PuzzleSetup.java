package dev.spellspeed.script.testing;

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
 */
public record PuzzleSetup(String aiName, List<String> hints, long duelFlags, int masterRule, String board,
                          String output) {
    public PuzzleSetup {
        hints = List.copyOf(hints);
    }
}
