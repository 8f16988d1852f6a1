package dev.spellspeed.script.check;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.ScriptApi;

/**
 * Installs the Lua API bindings ({@code Duel}, {@code Card}, {@code Effect}, {@code Group}, …) into
 * the fresh sandbox of one duel, for {@link ScriptChecker}.
 *
 * <p>The checker runs every card's {@code initial_effect} in a sandbox of its own; it calls the
 * installer once per sandbox, before any card script is loaded, and initialises the card through
 * the returned {@link LuaCards} so that the card's userdata is the one the bindings know.
 */
@FunctionalInterface
public interface ApiInstaller {

    /** Only the card userdata: the API tables stay as the host creates them (empty). */
    ApiInstaller CARDS_ONLY = (duel, scripts) -> new LuaCards(scripts);

    /** The whole scripting API, as duels get it. */
    ApiInstaller FULL = (duel, scripts) -> ScriptApi.install(duel, scripts).cards();

    /**
     * Fills the API tables of {@code scripts} for {@code duel}.
     *
     * @param duel    the duel the card will be placed in
     * @param scripts its fresh sandbox, with the prelude files already run
     * @return the duel's card wrapper, used to initialise the card
     */
    LuaCards install(Duel duel, DuelScripts scripts);
}
