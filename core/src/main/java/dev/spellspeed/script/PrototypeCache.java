package dev.spellspeed.script;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
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
import dev.spellspeed.script.sandbox.ConstantChunk;

/**
 * Compiled scripts shared by every duel of the JVM, keyed by chunk name (the path) and a hash of
 * the content.
 *
 * <p>Compiling is the expensive part of loading a script; a LuaJ {@link Prototype} is immutable
 * once built and can back closures in any number of sandboxes on any threads. Keying by content
 * means an edited file is recompiled on its next load, while duels that still hold the old
 * version keep it. Compile errors are not cached.
 *
 * <p>Every duel loads the same files again, so reading and hashing each one per load was a third
 * of a duel's set-up. A file whose size, modification time and identity are those seen at its
 * last read is taken to hold the same content, without reading it, but only once that read
 * happened well after the modification time: file times are coarse (a few milliseconds, two
 * seconds on some file systems), so an edit made within the same tick as the last read could
 * otherwise keep its old time and size. Until then the file is read and hashed on each load, as
 * git does with its "racily clean" index entries.
 *
 * <p>Thread-safe. An application normally has one, owned by its {@link ScriptHost}.
 */
public final class PrototypeCache {

    private record Key(String chunkname, HashCode content) { }

    /** How long after its modification time a file's attributes are trusted to reflect an edit. */
    private static final long TRUST_AFTER_MILLIS = 3_000;

    /**
     * What a file looked like when last read, and the key of its content then.
     *
     * @param trusted whether the read happened long enough after the modification time
     */
    private record Seen(FileTime modified, long size, Object fileKey, Key key, boolean trusted,
            java.lang.ref.WeakReference<Prototype> compiled) {
        boolean stillMatches(BasicFileAttributes now) {
            return trusted && now.size() == size && now.lastModifiedTime().equals(modified)
                    && Objects.equals(now.fileKey(), fileKey);
        }
    }

    private final Cache<Key, Prototype> cache;
    private final ConcurrentHashMap<Path, Seen> seen = new ConcurrentHashMap<>();
    /** Compiled chunks kept between runs, or null. */
    private final CompiledScriptStore store;
    /** Which compiled functions may write, judged once for every duel (issue 29). */
    private final dev.spellspeed.script.sandbox.PrototypeWrites writes = new dev.spellspeed.script.sandbox.PrototypeWrites();
    /** {@link #constantChunk}'s answers. */
    private final Cache<Prototype, Optional<ConstantChunk>> constantChunks = CacheBuilder.newBuilder().weakKeys().build();

    /** @param maximumSize how many compiled files to keep (least recently used go first) */
    public PrototypeCache(long maximumSize) {
        this(maximumSize, null);
    }

    /**
     * A cache that looks in {@code store} before compiling a chunk, and keeps there what it compiles.
     *
     * @param maximumSize how many compiled files to keep in memory (least recently used go first)
     * @param store       compiled chunks kept between runs, or null for none
     */
    public PrototypeCache(long maximumSize, CompiledScriptStore store) {
        this.cache = CacheBuilder.newBuilder().maximumSize(maximumSize).recordStats().build();
        this.store = store;
    }

    /**
     * The compiled chunk of a file, compiling it on first use.
     *
     * @param maxBytes larger files are refused
     * @throws IOException when the file cannot be read or is too large
     * @throws LuaError    with a "file:line: message" text when it does not compile
     */
    public Prototype get(Path file, int maxBytes) throws IOException {
        long readAt = System.currentTimeMillis(); // before the attributes: an edit after this changes them
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (attributes.size() > maxBytes) {
            throw new IOException(file + " is larger than " + maxBytes + " bytes");
        }
        Seen last = seen.get(file);
        if (last != null && last.stillMatches(attributes)) {
            // the chunk compiled from this very content, while anything still holds it: without the cache's
            // recency bookkeeping, a twentieth of a set-up (so a chunk read this way is not counted as a hit,
            // and a file read only this way may age out of the cache while duels keep its chunk alive)
            Prototype known = last.compiled().get();
            if (known != null) {
                return known;
            }
            Prototype cached = cache.getIfPresent(last.key());
            if (cached != null) {
                return cached;
            }
        }
        String chunkname = "@" + file;
        byte[] source = Files.readAllBytes(file);
        Key key = new Key(chunkname, Hashing.murmur3_128().hashBytes(source));
        Prototype prototype = get(key, source);
        boolean trusted = readAt - attributes.lastModifiedTime().toMillis() > TRUST_AFTER_MILLIS;
        seen.put(file, new Seen(attributes.lastModifiedTime(), attributes.size(), attributes.fileKey(), key, trusted,
                new java.lang.ref.WeakReference<>(prototype)));
        return prototype;
    }

    /**
     * The compiled form of {@code source}, compiling it on first use.
     *
     * @param chunkname the name errors show, {@code "@path"} for a file
     * @throws LuaError with a "name:line: message" text when it does not compile
     */
    public Prototype get(String chunkname, byte[] source) {
        return get(new Key(chunkname, Hashing.murmur3_128().hashBytes(source)), source);
    }

    /**
     * A fixed chunk (a resource of the program, never edited while it runs) with its key worked out once:
     * the compatibility layer runs in every duel, and hashing its 7 KB each time was 1.5% of a duel's set-up
     * with the reference prelude.
     */
    public static final class Fixed {
        private final Key key;
        private final byte[] source;

        private Fixed(Key key, byte[] source) {
            this.key = key;
            this.source = source;
        }
    }

    /** A {@link Fixed} chunk: {@code source} must not change afterwards. */
    public static Fixed fixed(String chunkname, byte[] source) {
        return new Fixed(new Key(chunkname, Hashing.murmur3_128().hashBytes(source)), source);
    }

    /** As {@link #get(String, byte[])} for a {@link Fixed} chunk, without hashing it again. */
    public Prototype get(Fixed chunk) {
        return get(chunk.key, chunk.source);
    }

    private Prototype get(Key key, byte[] source) {
        try {
            return cache.get(key, () -> compile(key, source));
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

    /** Compiles or loads the chunk, its names made the shared objects scripts look up fast ({@link LuaNames}). */
    private Prototype compile(Key key, byte[] source) {
        if (store == null) {
            return LuaNames.internConstants(RewritingCompiler.compile(source, key.chunkname()));
        }
        Prototype stored = store.load(key.chunkname(), key.content());
        if (stored != null) {
            return LuaNames.internConstants(stored);
        }
        Prototype compiled = RewritingCompiler.compile(source, key.chunkname());
        store.save(key.chunkname(), key.content(), compiled);
        return LuaNames.internConstants(compiled);
    }

    /**
     * The global sets of a chunk that only assigns constants ({@link ConstantChunk}), worked out once per
     * compiled chunk; empty when it does more. Weak keys, as {@link #writes}: immutable facts about an
     * immutable prototype, kept only while the prototype is.
     */
    public Optional<ConstantChunk> constantChunk(Prototype prototype) {
        return constantChunks.asMap().computeIfAbsent(prototype, p -> Optional.ofNullable(ConstantChunk.of(p)));
    }

    /**
     * How many globals a fresh duel sandbox holds once {@code prelude} (compiled chunks, run in this order) ran,
     * counted by {@code count} the first time these chunks are asked about: a fact about them (their run is the
     * same in every fresh sandbox), kept for the last prelude asked about.
     */
    public int preludeGlobals(List<Prototype> prelude, java.util.function.IntSupplier count) {
        PreludeSize known = preludeSize;
        if (known != null && known.prelude().equals(prelude)) {
            return known.globals();
        }
        int globals = count.getAsInt();
        preludeSize = new PreludeSize(List.copyOf(prelude), globals);
        return globals;
    }

    /** A prelude (its chunks, compared by identity) and the globals it leaves. */
    private record PreludeSize(List<Prototype> prelude, int globals) { }

    private volatile PreludeSize preludeSize;

    /** Which compiled functions may write state that outlives their call, judged once per function. */
    public dev.spellspeed.script.sandbox.PrototypeWrites writes() {
        return writes;
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
