package dev.spellspeed.script.testing;

import dev.spellspeed.script.ScriptError;

/** How Lua errors read in test reports. */
final class Reports {
    private Reports() {
    }

    /**
     * A card script's error is shown as the host reports it (card, callback, position, message,
     * traceback); an error in the test file itself without the card and callback, which would only
     * say "other" or "load".
     */
    /** {@code the duel ended on turn 4: player 1 could not draw (player 0 wins)}. */
    static String duelEnded(dev.spellspeed.duel.DuelResult result) {
        String why = switch (result.reason()) {
            case DECK_OUT -> result.isDraw() ? "both players could not draw" : "player " + (1 - result.winner()) + " could not draw";
            case LP_ZERO -> result.isDraw() ? "both players' LP reached 0" : "player " + (1 - result.winner()) + "'s LP reached 0";
            default -> result.reason().toString();
        };
        return "the duel ended on turn " + result.turn() + ": " + why
                + (result.isDraw() ? " (a draw)" : " (player " + result.winner() + " wins)");
    }

    static String luaError(ScriptError error) {
        String body = error.cardCode() != 0
                ? error.toString()
                : error.position() + ": " + error.message()
                        + (error.traceback().isEmpty() ? "" : System.lineSeparator() + error.traceback());
        return "Lua error: " + body.replace(System.lineSeparator(), "\n");
    }
}
