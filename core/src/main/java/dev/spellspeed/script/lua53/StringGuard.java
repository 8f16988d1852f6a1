package dev.spellspeed.script.lua53;

/**
 * Consulted before a helper builds a new string, so that the host can refuse strings that are
 * too long or too many before the memory is allocated.
 */
@FunctionalInterface
public interface StringGuard {

    /** A guard that allows everything (for tests of the operators alone). */
    StringGuard UNLIMITED = length -> { };

    /**
     * Called with the length, in bytes, of a string about to be built.
     *
     * @throws org.luaj.vm2.LuaError (or an {@link Error}) to refuse it
     */
    void beforeBuilding(long length);

    /** The longest string this guard allows, for functions that must check a bound up front. */
    default long maxStringLength() {
        return Long.MAX_VALUE;
    }
}
