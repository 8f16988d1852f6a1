package dev.spellspeed.script;

import java.util.concurrent.ConcurrentHashMap;

import org.luaj.vm2.LuaString;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;

import com.google.common.collect.Interner;
import com.google.common.collect.Interners;

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
 * must be the same object in all of them. The interner holds its strings weakly (a name that no
 * prototype or table holds any more may be collected and made again); the API's own names, a fixed
 * set, are kept by their Java name too, so that installing the API in each duel finds them without
 * encoding them again. No Lua-visible state: only which of several equal objects is used.
 */
public final class LuaNames {
    private static final Interner<LuaString> NAMES = Interners.newWeakInterner();
    private static final ConcurrentHashMap<String, LuaString> API_NAMES = new ConcurrentHashMap<>();

    private LuaNames() {
    }

    /** The shared object for a name of the API (a table key defined from Java). */
    public static LuaString of(String name) {
        LuaString known = API_NAMES.get(name);
        return known != null ? known : API_NAMES.computeIfAbsent(name, n -> NAMES.intern(LuaValue.valueOf(n)));
    }

    /** The shared object equal to {@code s}. */
    public static LuaString of(LuaString s) {
        return NAMES.intern(s);
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
                    k[i] = NAMES.intern(s);
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
