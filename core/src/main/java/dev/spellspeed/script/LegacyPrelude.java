package dev.spellspeed.script;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import org.luaj.vm2.Prototype;

/**
 * The compatibility layer for scripts written against older ygopro preludes ({@code legacy.lua}, a
 * resource of this package): it defines, where the loaded prelude leaves them undefined, the
 * constants and {@code aux} helpers that the current ygopro prelude removed or renamed, as the older
 * prelude defined them. Run after {@code constant.lua}, {@code utility.lua} and {@code procedure.lua}
 * when {@link ScriptCompatibility#legacyPrelude()} is on.
 */
final class LegacyPrelude {

    /** The chunk name errors show. */
    static final String CHUNK = "=legacy.lua";

    private static final PrototypeCache.Fixed SOURCE = PrototypeCache.fixed(CHUNK, read());

    private LegacyPrelude() {
    }

    /** The layer, compiled once per cache. */
    static Prototype compile(PrototypeCache cache) {
        return cache.get(SOURCE);
    }

    private static byte[] read() {
        try (InputStream in = LegacyPrelude.class.getResourceAsStream("legacy.lua")) {
            if (in == null) {
                throw new IllegalStateException("legacy.lua is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
