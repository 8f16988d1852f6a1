package dev.spellspeed.script;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.Prototype;

import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheStats;
import com.google.common.hash.HashCode;
import com.google.common.hash.Hashing;
import com.google.common.util.concurrent.ExecutionError;
import com.google.common.util.concurrent.UncheckedExecutionException;

import dev.spellspeed.script.lua53.RewritingCompiler;

/**
 * Compiled scripts shared by every duel of the JVM, keyed by chunk name (the path) and a hash of
 * the content.
 *
 * <p>Compiling is the expensive part of loading a script; a LuaJ {@link Prototype} is immutable
 * once built and can back closures in any number of sandboxes on any threads. Keying by content
 * means an edited file is recompiled on its next load, while duels that still hold the old
 * version keep it. The file is read (and hashed, with a fast non-cryptographic hash) on each
 * load; only compilation is cached. Compile errors are not cached.
 *
 * <p>Thread-safe. An application normally has one, owned by its {@link ScriptHost}.
 */
public final class PrototypeCache {

    private record Key(String chunkname, HashCode content) { }

    private final Cache<Key, Prototype> cache;

    /** @param maximumSize how many compiled files to keep (least recently used go first) */
    public PrototypeCache(long maximumSize) {
        this.cache = CacheBuilder.newBuilder().maximumSize(maximumSize).recordStats().build();
    }

    /**
     * The compiled chunk of a file, compiling it on first use.
     *
     * @param maxBytes larger files are refused
     * @throws IOException when the file cannot be read or is too large
     * @throws LuaError    with a "file:line: message" text when it does not compile
     */
    public Prototype get(Path file, int maxBytes) throws IOException {
        long size = Files.size(file);
        if (size > maxBytes) {
            throw new IOException(file + " is larger than " + maxBytes + " bytes");
        }
        return get("@" + file, Files.readAllBytes(file));
    }

    /**
     * The compiled form of {@code source}, compiling it on first use.
     *
     * @param chunkname the name errors show, {@code "@path"} for a file
     * @throws LuaError with a "name:line: message" text when it does not compile
     */
    public Prototype get(String chunkname, byte[] source) {
        HashCode hash = Hashing.murmur3_128().hashBytes(source);
        try {
            return cache.get(new Key(chunkname, hash), () -> RewritingCompiler.compile(source, chunkname));
        } catch (UncheckedExecutionException | ExecutionError | ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** Number of compiled chunks held. */
    public long size() {
        return cache.size();
    }

    /** Hit and miss counts, for tests and benchmarks. */
    public CacheStats stats() {
        return cache.stats();
    }
}
