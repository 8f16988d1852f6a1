package dev.spellspeed.script.sandbox;

import java.io.IOException;
import java.io.InputStream;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.Prototype;

/**
 * Refuses precompiled (binary) chunks in {@code load}.
 *
 * <p>Hand-made bytecode is not verified by LuaJ and can break the VM's invariants, so only source
 * is accepted. LuaJ asks the undumper first whenever the mode allows binary ({@code "bt"} is the
 * default): answering null for text hands the chunk on to the compiler, whereas removing the
 * undumper altogether would make every such {@code load} fail.
 */
final class TextOnlyUndumper implements Globals.Undumper {

    /** First byte of every Lua binary chunk (ESC). */
    private static final int SIGNATURE = 0x1B;

    @Override
    public Prototype undump(InputStream stream, String chunkname) throws IOException {
        if (stream.read() == SIGNATURE) {
            throw new LuaError("attempt to load a binary chunk (only text chunks are allowed)");
        }
        return null; // LuaJ resets the stream and compiles it as text
    }
}
