package dev.spellspeed.script;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;

import org.luaj.vm2.LuaDouble;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.LocVars;
import org.luaj.vm2.LoadState;
import org.luaj.vm2.Prototype;
import org.luaj.vm2.Upvaldesc;
import org.luaj.vm2.compiler.DumpState;

import com.google.common.hash.HashCode;
import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;

import dev.spellspeed.data.AtomicReplace;

/**
 * Compiled scripts kept on disk between runs, so that a command started afresh (a {@code test} of one
 * file, a {@code demo}) loads the prelude and its cards' scripts instead of compiling them again:
 * compiling was about a third of the time before a demo's first line.
 *
 * <p>An entry is found by a hash of the compiler's identity, the chunk name and the source's content
 * hash, and is used only when the header it carries repeats all three exactly and its payload's
 * checksum matches: an edited file has another content hash and is compiled again, and a damaged
 * or foreign file is ignored (and replaced). An entry is written only when the compiled chunk
 * survives the round trip through LuaJ's binary format unchanged (every instruction, constant with
 * its type, line, local and upvalue), so a chunk loaded from the store runs exactly as the compiled one
 * would. Writes go to a temporary file that is then renamed, so processes sharing the directory
 * never see half an entry. Every failure to read or write falls back to compiling: the store can
 * make loading faster, never different.
 *
 * <p>Thread-safe.
 */
public final class CompiledScriptStore {
    private static final int MAGIC = 0x53534c43; // "SSLC"
    private static final int FORMAT = 1;
    private static final String SUFFIX = ".luac";

    private final Path directory;
    private final String compilerIdentity;

    /**
     * @param directory        where entries are kept (created on first write)
     * @param compilerIdentity what produced the compiled code (the build of the rewriter and of LuaJ): entries
     *                         made under another identity are never used
     */
    public CompiledScriptStore(Path directory, String compilerIdentity) {
        this.directory = Objects.requireNonNull(directory, "directory");
        this.compilerIdentity = Objects.requireNonNull(compilerIdentity, "compilerIdentity");
    }

    /** Where the entries are kept. */
    public Path directory() {
        return directory;
    }

    /** The stored compiled form of the chunk whose source has {@code contentHash}, or null when there is none to trust. */
    Prototype load(String chunkname, HashCode contentHash) {
        Path file = entry(chunkname, contentHash);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return null; // none yet (or unreadable): compile
        }
        try {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
            if (in.readInt() != MAGIC || in.readInt() != FORMAT || !compilerIdentity.equals(in.readUTF())
                    || !chunkname.equals(in.readUTF())) {
                return null;
            }
            byte[] hash = new byte[contentHash.bits() / 8];
            in.readFully(hash);
            if (!Arrays.equals(hash, contentHash.asBytes())) {
                return null;
            }
            long checksum = in.readLong();
            byte[] payload = new byte[in.readInt()];
            in.readFully(payload);
            if (in.read() != -1 || checksum != checksum(payload)) {
                return null;
            }
            return LoadState.undump(new ByteArrayInputStream(payload), chunkname);
        } catch (IOException | RuntimeException e) {
            return null; // truncated or damaged: compile, and the next write replaces it
        }
    }

    /**
     * Keeps {@code prototype}, the compiled chunk whose source has {@code contentHash}, if it survives
     * LuaJ's binary format unchanged.
     *
     * @return whether it was stored
     */
    boolean save(String chunkname, HashCode contentHash, Prototype prototype) {
        try {
            ByteArrayOutputStream dumped = new ByteArrayOutputStream();
            DumpState.dump(prototype, dumped, false);
            byte[] payload = dumped.toByteArray();
            Prototype reloaded = LoadState.undump(new ByteArrayInputStream(payload), chunkname);
            if (reloaded == null || !sameCode(prototype, reloaded)) {
                return false;
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(payload.length + 256);
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(MAGIC);
            out.writeInt(FORMAT);
            out.writeUTF(compilerIdentity);
            out.writeUTF(chunkname);
            out.write(contentHash.asBytes());
            out.writeLong(checksum(payload));
            out.writeInt(payload.length);
            out.write(payload);
            out.flush();
            Files.createDirectories(directory);
            Path file = entry(chunkname, contentHash);
            Path temporary = Files.createTempFile(directory, file.getFileName().toString(), ".tmp");
            try {
                Files.write(temporary, bytes.toByteArray());
                AtomicReplace.move(temporary, file);
            } finally {
                Files.deleteIfExists(temporary);
            }
            return true;
        } catch (IOException | RuntimeException e) {
            return false; // a cache that cannot be written only costs the next run a compilation
        }
    }

    /** The file an entry is kept in: a hash of everything that must match for it to be used. */
    Path entry(String chunkname, HashCode contentHash) {
        Hasher hasher = Hashing.murmur3_128().newHasher();
        hasher.putString(compilerIdentity, StandardCharsets.UTF_8).putByte((byte) 0);
        hasher.putString(chunkname, StandardCharsets.UTF_8).putByte((byte) 0);
        hasher.putBytes(contentHash.asBytes());
        return directory.resolve(hasher.hash() + SUFFIX);
    }

    private static long checksum(byte[] payload) {
        return Hashing.murmur3_128().hashBytes(payload).asLong();
    }

    /** Whether two prototypes hold the same code: what the interpreter, error messages and coverage read. */
    static boolean sameCode(Prototype a, Prototype b) {
        if (a.linedefined != b.linedefined || a.lastlinedefined != b.lastlinedefined || a.numparams != b.numparams
                || a.is_vararg != b.is_vararg || a.maxstacksize != b.maxstacksize
                || !Arrays.equals(a.code, b.code) || !Arrays.equals(a.lineinfo, b.lineinfo)
                || !Objects.equals(a.source, b.source)) {
            return false;
        }
        if (a.k.length != b.k.length || a.p.length != b.p.length || a.locvars.length != b.locvars.length
                || a.upvalues.length != b.upvalues.length) {
            return false;
        }
        for (int i = 0; i < a.k.length; i++) {
            if (!sameConstant(a.k[i], b.k[i])) {
                return false;
            }
        }
        for (int i = 0; i < a.locvars.length; i++) {
            LocVars x = a.locvars[i];
            LocVars y = b.locvars[i];
            if (!Objects.equals(x.varname, y.varname) || x.startpc != y.startpc || x.endpc != y.endpc) {
                return false;
            }
        }
        for (int i = 0; i < a.upvalues.length; i++) {
            Upvaldesc x = a.upvalues[i];
            Upvaldesc y = b.upvalues[i];
            if (!Objects.equals(x.name, y.name) || x.instack != y.instack || x.idx != y.idx) {
                return false;
            }
        }
        for (int i = 0; i < a.p.length; i++) {
            if (!sameCode(a.p[i], b.p[i])) {
                return false;
            }
        }
        return true;
    }

    /** The same Java type and value (an integer constant must not come back as a float, nor -0.0 as 0). */
    private static boolean sameConstant(LuaValue x, LuaValue y) {
        if (x.getClass() != y.getClass()) {
            return false;
        }
        if (x instanceof LuaDouble) {
            return Double.doubleToRawLongBits(x.todouble()) == Double.doubleToRawLongBits(y.todouble());
        }
        return x.raweq(y);
    }
}
