package dev.spellspeed.script.check;

import java.util.Locale;

/** The part of {@link ScriptChecker}'s work in which a {@link CheckFailure} was found. */
public enum CheckStage {
    /** Compiling a script file (rewriting its Lua 5.3 operators, then LuaJ's compiler). */
    COMPILE,
    /** Running the prelude ({@code constant.lua}, {@code utility.lua}, {@code procedure.lua}) in a fresh sandbox. */
    PRELUDE,
    /** Loading a card's script and running its {@code initial_effect}. */
    INITIAL_EFFECT,
    /** A card that needs a script (not a Normal monster or token) has none. */
    MISSING_SCRIPT,
    /**
     * A card script whose id has no row in the card databases: no card loads it, so it is either
     * misnamed or its card was never added to the database.
     */
    SCRIPT_WITHOUT_CARD;

    /** Lower case, as the report prints it. */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
