package dev.spellspeed.script.sandbox;

/**
 * A Java function that tells the running callback's budget itself when it changes state (an API
 * function, a guarded library function), so {@link LuaSandbox#guardWrites} leaves it as it is.
 */
public interface WatchesItself {
}
