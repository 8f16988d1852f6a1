package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.DuelScripts;

/**
 * Installs the Lua API ({@code Duel}, {@code Card}, {@code Effect}, {@code Group}) into a duel's
 * fresh sandbox and hands back its {@link LuaCards}, so that whoever places cards (the checker, the
 * test runner's {@code Debug.AddCard}) uses the very userdata the bindings and card scripts see.
 */
@FunctionalInterface
public interface ApiInstaller {
    /** The whole scripting API, as duels get it. */
    ApiInstaller FULL = (rules, scripts) -> ScriptApi.install(rules, scripts).cards();

    /** Only the card userdata: the API tables stay empty (for tests of the tools themselves). */
    ApiInstaller CARDS_ONLY = (rules, scripts) -> new LuaCards(scripts);

    /**
     * Fills the API tables of {@code scripts} for the duel of {@code rules}.
     *
     * @return the card wrapper the bindings use
     */
    LuaCards install(Rules rules, DuelScripts scripts);
}
