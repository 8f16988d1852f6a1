package dev.spellspeed.script;

import java.util.Locale;

/** What a Lua function was being run for when it failed; part of every {@link ScriptError}. */
public enum CallbackRole {
    /** Running a script file's main chunk (including compiling it). */
    LOAD,
    /** A card's {@code initial_effect(c)}. */
    INITIAL_EFFECT,
    /** An effect's condition. */
    CONDITION,
    /** An effect's cost. */
    COST,
    /** An effect's target function (activation check and target selection). */
    TARGET,
    /** An effect's operation (resolution). */
    OPERATION,
    /** An effect's value function. */
    VALUE,
    /** Any other callback (filters, global handlers, tests). */
    OTHER;

    /** The name as scripts and logs spell it, e.g. {@code initial_effect}. */
    public String luaName() {
        return name().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return luaName();
    }
}
