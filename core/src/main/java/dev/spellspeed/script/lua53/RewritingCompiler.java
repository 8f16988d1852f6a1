package dev.spellspeed.script.lua53;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.Prototype;
import org.luaj.vm2.compiler.LuaC;

/**
 * LuaJ's compiler with {@link Lua53Rewriter} in front of it.
 *
 * <p>Installed as {@link Globals#compiler} it also serves a script's own {@code load(text)}; the
 * host uses {@link #compile(byte[], String)} for files. Source is limited in size because
 * {@code load} accepts a reader function, which could otherwise feed the compiler without end.
 *
 * <p>Thread-safe: LuaJ's {@link LuaC#instance} keeps no state between compilations.
 */
public final class RewritingCompiler implements Globals.Compiler {

    private final int maxSourceBytes;
    private final StringGuard guard;

    /**
     * @param maxSourceBytes longest chunk accepted
     * @param guard          told the size of each chunk before it is rewritten (the rewritten text
     *                       is a new string of about that size)
     */
    public RewritingCompiler(int maxSourceBytes, StringGuard guard) {
        if (maxSourceBytes <= 0) {
            throw new IllegalArgumentException("maxSourceBytes must be positive");
        }
        this.maxSourceBytes = maxSourceBytes;
        this.guard = guard;
    }

    @Override
    public Prototype compile(InputStream stream, String chunkname) throws IOException {
        byte[] source = readAtMost(stream, chunkname);
        guard.beforeBuilding(source.length);
        return compile(source, chunkname);
    }

    /**
     * Rewrites and compiles one chunk.
     *
     * @param source    the chunk's bytes
     * @param chunkname the name errors show, {@code "@path"} for a file as in Lua
     * @throws LuaError with a message {@code "name:line: detail"} on a syntax error
     */
    public static Prototype compile(byte[] source, String chunkname) {
        try {
            return rewriteAndCompile(source, chunkname);
        } catch (StackOverflowError e) {
            // the rewriter bounds its nesting; this is the last resort for whatever still recurses
            // too deep (LuaJ's code generator on a thread with a small stack)
            throw new LuaError(chunkId(chunkname) + ": chunk too complex for the compiler (stack overflow)");
        }
    }

    private static Prototype rewriteAndCompile(byte[] source, String chunkname) {
        String text = new String(source, StandardCharsets.ISO_8859_1);
        String rewritten;
        try {
            rewritten = Lua53Rewriter.rewrite(text);
        } catch (LuaSyntaxException e) {
            // The rewriter knows Lua 5.3; a chunk it rejects is normally wrong, but let LuaJ have
            // the last word in case its grammar accepts something ours does not.
            try {
                return luac(source, chunkname);
            } catch (LuaError ignored) {
                throw new LuaError(chunkId(chunkname) + ":" + e.line() + ": " + e.detail());
            }
        }
        byte[] bytes = rewritten == text ? source : rewritten.getBytes(StandardCharsets.ISO_8859_1);
        return luac(bytes, chunkname);
    }

    private static Prototype luac(byte[] bytes, String chunkname) {
        try {
            return ClosingJumps.fix(LuaC.instance.compile(new ByteArrayInputStream(bytes), chunkname));
        } catch (IOException e) {
            throw new LuaError("cannot read " + chunkId(chunkname) + ": " + e.getMessage());
        }
    }

    private byte[] readAtMost(InputStream stream, String chunkname) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = stream.read(buffer)) > 0) {
            if (out.size() + n > maxSourceBytes) {
                throw new LuaError("chunk " + chunkId(chunkname) + " is larger than "
                        + maxSourceBytes + " bytes");
            }
            out.write(buffer, 0, n);
        }
        return out.toByteArray();
    }

    /** How Lua shows a chunk name in messages: without the '@' or '=' marker. */
    public static String chunkId(String chunkname) {
        if (chunkname.startsWith("@") || chunkname.startsWith("=")) {
            return chunkname.substring(1);
        }
        String firstLine = chunkname.lines().findFirst().orElse("");
        if (firstLine.length() > 40) {
            firstLine = firstLine.substring(0, 37) + "...";
        } else if (!firstLine.equals(chunkname)) {
            firstLine = firstLine + "...";
        }
        return "[string \"" + firstLine + "\"]";
    }
}
