package dev.spellspeed.script.sandbox;

import java.util.IdentityHashMap;
import java.util.Map;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaClosure;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.BaseLib;
import org.luaj.vm2.lib.OneArgFunction;
import org.luaj.vm2.lib.TableLib;
import org.luaj.vm2.lib.VarArgFunction;
import org.luaj.vm2.lib.jse.JseMathLib;

import dev.spellspeed.script.lua53.BitLib;
import dev.spellspeed.script.lua53.Lua53Operators;
import dev.spellspeed.script.lua53.MathLog;
import dev.spellspeed.script.lua53.RewritingCompiler;

/**
 * One fresh, isolated Lua environment: a {@link Globals} with only the safe standard library, the
 * Lua 5.3 operator helpers and an {@link ExecutionBudget}.
 *
 * <p>What scripts get: the base functions except {@code dofile} and {@code loadfile}
 * ({@code load} accepts source text only, compiled through the Lua 5.3 rewriter, and
 * {@code collectgarbage} does nothing), {@code table}, {@code string}, {@code math} (with
 * {@code math.log(x, base)} and a seeded {@code math.random}) and {@code bit}. Not present:
 * {@code io}, {@code os}, {@code package}/{@code require}, {@code debug}, {@code coroutine},
 * {@code luajava}.
 *
 * <p>Creating one is cheap (no parsing); scripts are run by instantiating cached
 * {@link Prototype}s with {@link #instantiate}. A sandbox, like a duel, is used by one thread at
 * a time.
 */
public final class LuaSandbox {
    /**
     * The compiled chunks run in this sandbox, each with when it was last run; named only when an error asks
     * ({@link #chunk}): decoding every card script's chunk name in every duel was 1.4% of a set-up.
     */
    private final Map<Prototype, Integer> chunks = new IdentityHashMap<>();
    private int chunksRun;

    /** Globals removed after the libraries that need them have been loaded. */
    private static final String[] REMOVED = {
        "package", "require", "module", "debug", "dofile", "loadfile", "io", "os", "luajava", "coroutine"
    };

    /** Hash slots the globals start with at least: enough for the bundled prelude's constants and the libraries. */
    public static final int GLOBALS_SIZE_HINT = 1024;

    private final Globals globals;
    private final ExecutionBudget budget;

    /** Builds the environment. Installs the frozen string metatable first if nobody has yet. */
    public LuaSandbox(SandboxOptions options) {
        this(options, GLOBALS_SIZE_HINT);
        guardWrites();
    }

    /**
     * As {@link #LuaSandbox(SandboxOptions)} with globals that start with room for {@code globalsSlots}
     * entries (at least {@link #GLOBALS_SIZE_HINT}; rounded up to a power of two), for a host that adds Java
     * functions of its own before anything runs: it calls {@link #guardWrites} once they are in, before
     * running any Lua (guarding twice, at creation and after the host's functions, walked the globals and the
     * libraries twice in every duel).
     */
    public LuaSandbox(SandboxOptions options, int globalsSlots) {
        StringMetatable.install();
        globals = new Globals();
        // sized for the prelude's ~900 globals (constant.lua) up front, instead of rehashing the
        // table about ten times while it runs, in every duel
        globals.presize(0, Math.max(GLOBALS_SIZE_HINT, globalsSlots));
        budget = new ExecutionBudget(options.instructionLimit(), options.allocationLimit(),
                options.maxStringBytes(), options.trackCalls());

        // LuaJ's libraries register themselves in package.loaded; give them a scratch one.
        LuaTable pkg = new LuaTable();
        pkg.set("loaded", new LuaTable());
        globals.set("package", pkg);
        globals.load(new BaseLib());
        globals.load(new TableLib());
        globals.load(new JseMathLib());
        globals.load(budget); // becomes globals.debuglib: the per-instruction hook
        for (String name : REMOVED) {
            globals.set(name, LuaValue.NIL);
        }

        globals.set("string", StringMetatable.newStringTable());
        globals.set("collectgarbage", new NoGarbageCollection());
        LimitedTableLib.limit(globals.get("table").checktable(), budget);
        LuaTable math = globals.get("math").checktable();
        MathLog.install(math);
        math.get("randomseed").call(LuaValue.valueOf(options.randomSeed()));
        BitLib.install(globals);
        Lua53Operators.install(globals, budget);

        globals.STDOUT = options.output();
        globals.STDIN = null;
        // load() inside a callback counts the chunk against the callback's allocation budget;
        // the host compiling outside callbacks is not charged.
        globals.compiler = new RewritingCompiler(options.maxSourceBytes(), length -> {
            if (ActiveBudget.current() == budget) {
                budget.chargeAllocation(length);
            }
        });
        globals.loader = new GlobalsKeepingLoader(globals);
        globals.undumper = new TextOnlyUndumper();
        globals.running.errorfunc = new ErrorRecorder(budget);
    }

    /** The library tables whose functions {@link #guardWrites} looks at ({@code string}'s are all pure and shared read-only). */
    private static final String[] LIBRARIES = {"table", "math", "bit"};

    /**
     * Makes every Java function of the globals and the libraries that {@link PureFunctions} does not
     * name as pure tell the budget it ran ({@link ExecutionBudget#wrote}), so that a watched check that
     * calls {@code rawset}, {@code setmetatable} or {@code table.insert} is not taken for pure. Call it
     * again after adding Java functions to the globals (the host's {@code require}); API functions
     * ({@link WatchesItself}) and Lua functions are left as they are.
     */
    public void guardWrites() {
        guard(globals, "_G");
        for (String library : LIBRARIES) {
            LuaValue table = globals.rawget(library);
            if (table.istable()) {
                guard(table.checktable(), library);
            }
        }
    }

    private void guard(LuaTable table, String tableName) {
        LuaValue key = LuaValue.NIL;
        while (true) {
            Varargs next = table.next(key);
            key = next.arg1();
            if (key.isnil()) {
                return;
            }
            LuaValue value = next.arg(2);
            if (value.isfunction() && !value.isclosure() && !(value instanceof WatchesItself) && key.isstring()
                    && !isPure(tableName, key)) {
                table.rawset(key, new Writer(value, budget));
            }
        }
    }

    /** {@link PureFunctions#isPure} by table and key, remembered: every duel's sandbox asks the same few dozen names twice. */
    private static final java.util.concurrent.ConcurrentHashMap<String, java.util.concurrent.ConcurrentHashMap<LuaValue, Boolean>>
            PURE_KEYS = new java.util.concurrent.ConcurrentHashMap<>();

    private static boolean isPure(String tableName, LuaValue key) {
        java.util.concurrent.ConcurrentHashMap<LuaValue, Boolean> known = PURE_KEYS.get(tableName);
        if (known == null) {
            known = PURE_KEYS.computeIfAbsent(tableName, t -> new java.util.concurrent.ConcurrentHashMap<>());
        }
        Boolean pure = known.get(key);
        if (pure == null) {
            pure = PureFunctions.isPure(tableName, key.tojstring());
            if (known.size() < 4096) { // a script's require may add names: keep the memo bounded
                known.put(key, pure);
            }
        }
        return pure;
    }

    /** A library function that may change state: tells the budget, then runs. */
    private static final class Writer extends VarArgFunction implements WatchesItself {
        private final LuaValue original;
        private final ExecutionBudget budget;

        Writer(LuaValue original, ExecutionBudget budget) {
            this.original = original;
            this.budget = budget;
            this.name = original.tojstring();
        }

        @Override
        public Varargs invoke(Varargs args) {
            budget.wrote();
            return original.invoke(args);
        }

        @Override
        public String tojstring() {
            return original.tojstring();
        }
    }

    /** The environment, for host code that defines API tables and reads results. */
    public Globals globals() {
        return globals;
    }

    /**
     * The compiled chunk last run in this sandbox under a chunk name (as errors show it, without
     * Lua's '@'), for naming what a failing instruction used; null when none.
     */
    public Prototype chunk(String name) {
        if (name == null) {
            return null;
        }
        Prototype last = null;
        int lastRun = -1;
        for (Map.Entry<Prototype, Integer> run : chunks.entrySet()) {
            if (run.getValue() > lastRun && LuaErrors.chunkName(run.getKey()).equals(name)) {
                last = run.getKey();
                lastRun = run.getValue();
            }
        }
        return last;
    }

    /** The budget that the host resets and activates around callbacks. */
    public ExecutionBudget budget() {
        return budget;
    }

    /** A callable main function of a compiled chunk, bound to this sandbox. */
    public LuaClosure instantiate(Prototype prototype) {
        chunks.put(prototype, chunksRun++);
        return new LuaClosure(prototype, globals);
    }

    /**
     * Stands in as the current thread's error handler when no {@code xpcall} has set one.
     *
     * <p>LuaJ appends a traceback to an error's message when a debug library is loaded and no
     * handler is set, which would change what {@code pcall} returns; a handler returning the
     * message as it is keeps Lua's usual "file:line: message". It also lets the budget record
     * the traceback when calls are tracked.
     */
    private static final class ErrorRecorder extends OneArgFunction {
        private final ExecutionBudget budget;

        ErrorRecorder(ExecutionBudget budget) {
            this.budget = budget;
        }

        @Override
        public LuaValue call(LuaValue message) {
            budget.recordError(message.tojstring());
            return message;
        }
    }

    /** {@code collectgarbage}: a script must not trigger full collections in a shared JVM. */
    private static final class NoGarbageCollection extends VarArgFunction {
        @Override
        public Varargs invoke(Varargs args) {
            return ZERO;
        }
    }
}
