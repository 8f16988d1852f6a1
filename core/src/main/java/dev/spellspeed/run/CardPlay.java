package dev.spellspeed.run;

/**
 * What one card did in one game.
 *
 * @param name             the card's name, or "?" when unknown
 * @param dealt            whether it was in a deck (or placed by a puzzle) when the game began
 * @param extraDeck        whether it is an Extra Deck monster
 * @param activations      how often one of its effects was activated (chain links it started)
 * @param extraDeckSummons how often it was Special Summoned from the Extra Deck
 * @param luaErrors        how many of its callbacks (or its script's loading) failed with a Lua error
 * @param firstError       the first of those errors, one line with file:line, or null
 * @param tolerated        the first script mistake of the card that ygopro tolerates and the duel
 *                         tolerated too (docs/compatibility.md), or null
 */
public record CardPlay(String name, boolean dealt, boolean extraDeck, int activations, int extraDeckSummons,
                       int luaErrors, String firstError, String tolerated) {
    /** A card that made no tolerated mistake. */
    public CardPlay(String name, boolean dealt, boolean extraDeck, int activations, int extraDeckSummons,
                    int luaErrors, String firstError) {
        this(name, dealt, extraDeck, activations, extraDeckSummons, luaErrors, firstError, null);
    }
}
