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
    static String luaError(ScriptError error) {
        String body = error.cardCode() != 0
                ? error.toString()
                : error.position() + ": " + error.message()
                        + (error.traceback().isEmpty() ? "" : System.lineSeparator() + error.traceback());
        return "Lua error: " + body.replace(System.lineSeparator(), "\n");
    }
}
