package dev.spellspeed.rules.turn;

/**
 * Unwinds the rules procedures once the duel has a result. An {@link Error} so that it passes
 * through Lua's {@code pcall} untouched when a script's action ends the duel.
 */
public final class DuelOverSignal extends Error {
    public DuelOverSignal() {
        super("the duel is over", null, false, false);
    }
}
