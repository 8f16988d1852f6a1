package dev.spellspeed.script;

import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;

import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.script.sandbox.StringMetatable;

/**
 * The Lua host of one application: where scripts come from, the compiled-script cache shared by
 * all duels, and the sandbox limits. Each duel gets its own {@link DuelScripts} from
 * {@link #openDuel}.
 *
 * <p>Creating a host installs LuaJ's JVM-wide string metatable, frozen (see
 * {@link StringMetatable}); create the host at start-up, before any other code creates LuaJ
 * globals. Thread-safe: duels on different threads may be opened and run concurrently.
 */
public final class ScriptHost {

    /** The helper files every duel loads first, in this order; only {@code procedure.lua} is optional. */
    public static final List<String> PRELUDE = List.of("constant.lua", "utility.lua", "procedure.lua");

    /** The prelude file that may be absent. */
    static final String OPTIONAL_PRELUDE = "procedure.lua";

    /** Default number of compiled files kept: every card of a large pool and then some. */
    public static final long DEFAULT_CACHE_SIZE = 50_000;

    private final ScriptDirectories directories;
    private final SandboxOptions options;
    private final PrototypeCache cache;
    private final ScriptCompatibility compatibility;

    /** A host with its own prototype cache. */
    public ScriptHost(ScriptDirectories directories, SandboxOptions options) {
        this(directories, options, new PrototypeCache(DEFAULT_CACHE_SIZE));
    }

    /** A host sharing {@code cache} (e.g. with hosts that use other directories or limits). */
    public ScriptHost(ScriptDirectories directories, SandboxOptions options, PrototypeCache cache) {
        this(directories, options, cache, ScriptCompatibility.DEFAULT);
    }

    private ScriptHost(ScriptDirectories directories, SandboxOptions options, PrototypeCache cache,
            ScriptCompatibility compatibility) {
        this.directories = Objects.requireNonNull(directories, "directories");
        this.options = Objects.requireNonNull(options, "options");
        this.cache = Objects.requireNonNull(cache, "cache");
        this.compatibility = Objects.requireNonNull(compatibility, "compatibility");
        StringMetatable.install();
    }

    /** The same host (directories, limits, cache) treating scripts as {@code compatibility} says. */
    public ScriptHost withCompatibility(ScriptCompatibility compatibility) {
        return new ScriptHost(directories, options, cache, compatibility);
    }

    /** The legacy layer and tolerance policy of this host's duels. */
    public ScriptCompatibility compatibility() {
        return compatibility;
    }

    /**
     * A fresh sandbox for one duel, with the prelude files loaded.
     *
     * @throws ScriptException when a prelude file is missing or fails
     */
    public DuelScripts openDuel() {
        return openDuel(code -> null);
    }

    /**
     * As {@link #openDuel()}, naming cards in error reports.
     *
     * @param cardNames a card's name by code, or null when unknown
     */
    public DuelScripts openDuel(IntFunction<String> cardNames) {
        return new DuelScripts(this, cardNames, -1);
    }

    /**
     * As {@link #openDuel(IntFunction)} for a duel whose cards have {@code cardTables} different script codes:
     * the globals start with room for the prelude's globals and a table per code (a duel's globals are
     * otherwise rehashed as its card tables arrive once the prelude filled them, as the reference prelude does:
     * 2.7% of a set-up).
     */
    public DuelScripts openDuel(IntFunction<String> cardNames, int cardTables) {
        return new DuelScripts(this, cardNames, Math.max(0, cardTables));
    }

    /** Which directory supplies {@code fileName} and which were searched. */
    public ScriptLookup explain(String fileName) {
        return directories.explain(fileName);
    }

    /** Where scripts come from. */
    public ScriptDirectories directories() {
        return directories;
    }

    /** The sandbox limits every duel gets. */
    public SandboxOptions options() {
        return options;
    }

    /** The compiled-script cache. */
    public PrototypeCache cache() {
        return cache;
    }
}
