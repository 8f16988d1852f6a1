package dev.spellspeed.script;

import java.nio.file.Path;

import org.luaj.vm2.LuaTable;

/**
 * A card script loaded into one duel's sandbox.
 *
 * @param code  the card code ({@code c<code>.lua})
 * @param table the card table, global {@code c<code>}: the script's functions live here, it
 *              falls back to the {@code Card} method table, and it is the metatable of the
 *              card's userdata objects
 * @param file  the file it was loaded from
 */
public record CardScript(int code, LuaTable table, Path file) {
}
