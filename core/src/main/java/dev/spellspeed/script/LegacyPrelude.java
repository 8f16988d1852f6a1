package dev.spellspeed.script;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
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

    private static final PrototypeCache.Fixed SOURCE = PrototypeCache.fixed(CHUNK, read("legacy.lua"));

    /** The layer's constants in order: the name's shared key, and a number or the key of the global it copies. */
    private static final List<Constant> CONSTANTS = constants();

    private record Constant(LuaValue name, LuaValue number, LuaValue copied) { }

    private LegacyPrelude() {
    }

    /** The layer, compiled once per cache. */
    static Prototype compile(PrototypeCache cache) {
        return cache.get(SOURCE);
    }

    /**
     * Defines the layer's constants ({@code legacy-constants.tsv}) where the loaded prelude left them undefined,
     * as its Lua did with {@code define(name, value)} for each, in order: the value is read first (a copied
     * global as Lua reads one), then the name set with {@code rawset} if {@code rawget} finds nil. Run just
     * before {@link #compile the chunk}. Done from Java since 70 Lua calls doing it were 3% of a duel's set-up
     * with the reference prelude.
     */
    static void defineConstants(LuaTable globals) {
        for (Constant c : CONSTANTS) {
            LuaValue value = c.copied() != null ? globals.get(c.copied()) : c.number();
            if (globals.rawget(c.name()).isnil()) {
                globals.rawset(c.name(), value);
            }
        }
    }

    private static List<Constant> constants() {
        List<Constant> constants = new ArrayList<>();
        for (String line : new String(read("legacy-constants.tsv"), StandardCharsets.UTF_8).split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split("\t");
            LuaValue name = LuaNames.of(cells[0]);
            String value = cells[1].trim();
            if (Character.isDigit(value.charAt(0))) {
                // as the Lua compiler reads a numeral: an int-valued one becomes the same integer value
                double number = value.startsWith("0x") ? Long.parseLong(value.substring(2), 16) : Long.parseLong(value);
                constants.add(new Constant(name, LuaValue.valueOf(number), null));
            } else {
                constants.add(new Constant(name, null, LuaNames.of(value)));
            }
        }
        return List.copyOf(constants);
    }

    private static byte[] read(String resource) {
        try (InputStream in = LegacyPrelude.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
