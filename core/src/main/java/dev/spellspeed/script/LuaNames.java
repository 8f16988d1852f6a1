package dev.spellspeed.script;

import java.util.concurrent.ConcurrentHashMap;

import org.luaj.vm2.LuaString;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;

/**
 * One {@link LuaString} object per name, for the names scripts look up: the string constants of every
 * compiled chunk and the keys of the API tables.
 *
 * <p>Why: LuaJ finds a table key with {@code LuaString.raweq}, which answers at once for the same object
 * but compares the bytes of two equal strings that are different objects, and LuaJ, unlike Lua, does not
 * intern strings. Every {@code Duel.GetMatchingGroup}, {@code c:IsType}, {@code LOCATION_MZONE} or
 * {@code s.filter} a script ran compared the name byte by byte against the key of the API table, the
 * globals or the card table, since each chunk (and each function of a chunk loaded from the compiled
 * store) carried its own copies: 6% of a full-pool duel's CPU time (docs/performance.md, the full pool).
 * Lua cannot tell two equal strings apart ({@code ==}, {@code rawequal} and table keys compare contents,
 * and the hash is the contents'), so sharing the objects changes no result and no table's layout.
 *
 * <p>JVM-wide, as {@link String#intern} is: a prototype is shared by every duel of the JVM and a name
 * must be the same object in all of them. At most {@link #CAPACITY} strings are kept (the whole reference
 * corpus of 13,500 scripts has far fewer distinct constants); beyond that a string is used as it is, which
 * only makes its lookups compare bytes again. The API's own names, a fixed set, are also found by their
 * Java name, so that installing the API in each duel does not encode them again. No Lua-visible state:
 * only which of several equal objects is used. (A weak interner, Guava's, cost twice what compiling the
 * chunk did when a script is first loaded.)
 */
public final class LuaNames {
    /** The most strings kept: a bound on the memory a long-running host that loads ever new scripts gives them. */
    static final int CAPACITY = 1 << 20;

    private static final ConcurrentHashMap<LuaString, LuaString> NAMES = new ConcurrentHashMap<>(1 << 14);
    private static final ConcurrentHashMap<String, LuaString> API_NAMES = new ConcurrentHashMap<>();

    private LuaNames() {
    }

    /** The shared object for a name of the API (a table key defined from Java). */
    public static LuaString of(String name) {
        LuaString known = API_NAMES.get(name);
        return known != null ? known : API_NAMES.computeIfAbsent(name, n -> of(LuaValue.valueOf(n)));
    }

    /** The shared object equal to {@code s} ({@code s} itself once the capacity is reached). */
    public static LuaString of(LuaString s) {
        LuaString shared = NAMES.get(s);
        if (shared != null) {
            return shared;
        }
        if (NAMES.size() >= CAPACITY) {
            return s;
        }
        shared = NAMES.putIfAbsent(s, s);
        return shared != null ? shared : s;
    }

    /**
     * Replaces the string constants of {@code prototype} and of its nested functions by the shared
     * objects; call before the prototype is shared (its constants are read-only from then on).
     */
    public static Prototype internConstants(Prototype prototype) {
        LuaValue[] k = prototype.k;
        if (k != null) {
            for (int i = 0; i < k.length; i++) {
                if (k[i] instanceof LuaString s) {
                    k[i] = of(s);
                }
            }
        }
        if (prototype.p != null) {
            for (Prototype nested : prototype.p) {
                internConstants(nested);
            }
        }
        return prototype;
    }
}
