package dev.spellspeed.script;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.VarArgFunction;

import dev.spellspeed.duel.DuelAbortedError;
import dev.spellspeed.duel.WorkBudget;
import dev.spellspeed.script.lua53.RewritingCompiler;
import dev.spellspeed.script.sandbox.HeldMemory;
import dev.spellspeed.script.sandbox.ActiveBudget;
import dev.spellspeed.script.sandbox.BudgetExhaustedError;
import dev.spellspeed.script.sandbox.ConstantChunk;
import dev.spellspeed.script.sandbox.LimitReached;
import dev.spellspeed.script.sandbox.ExecutionBudget;
import dev.spellspeed.script.sandbox.LuaErrors;
import dev.spellspeed.script.sandbox.LuaSandbox;

/**
 * The scripts of one duel: a private {@link LuaSandbox}, the card scripts loaded into it, and the
 * callback boundary through which the engine runs Lua.
 *
 * <p>Loading convention (ygopro's): before a card script runs, the host creates the global table
 * {@code c<code>} (its lookups fall back to the {@code Card} table; it is also the metatable of
 * the card's userdata, hence {@code c<code>.__index = c<code>}) and sets the globals
 * {@code self_table} and {@code self_code}, which {@code GetID()} returns, so both
 * {@code function c123.initial_effect(c)} and {@code local s,id=GetID()} work. The tables
 * {@code Duel}, {@code Card}, {@code Effect}, {@code Group} and {@code Debug} start empty and
 * writable; the API bindings fill them.
 *
 * <p>The callback boundary ({@link #call}): the outermost call of a callback refills the
 * instruction and allocation budgets; nested calls (Lua calling the engine calling Lua) share
 * them. Every failure becomes a {@link ScriptException} carrying a {@link ScriptError} with the
 * card, role, position, message and traceback; exhausted budgets and stack overflows, which
 * cross {@code pcall}, are caught at the outermost boundary only. After a failure the sandbox
 * remains usable.
 *
 * <p>Not thread-safe: like its duel, used by one thread at a time.
 */
public final class DuelScripts {

    private static final LuaValue SELF_TABLE = LuaValue.valueOf("self_table");
    private static final LuaValue SELF_CODE = LuaValue.valueOf("self_code");

    /** The API tables created empty for the bindings. */
    public static final List<String> API_TABLES = List.of("Duel", "Card", "Effect", "Group", "Debug");

    private final ScriptHost host;
    private final IntFunction<String> cardNames;
    private final LuaSandbox sandbox;
    private final ExecutionBudget budget;
    private final Tolerances tolerances;
    private final Map<Integer, CardScript> cardScripts = new HashMap<>();
    /** Every card script file this duel tried to load, whether or not it loaded. */
    private final java.util.Set<Path> triedFiles = new java.util.LinkedHashSet<>();
    private final List<Path> preludeFiles = new java.util.ArrayList<>();
    private final Map<Integer, LuaTable> scriptlessTables = new HashMap<>();
    /** Scripts that failed to load, by code, in order: each is tried once per duel, never again. */
    private final Map<Integer, ScriptException> failedLoads = new LinkedHashMap<>();
    private final Set<Object> initialised = Collections.newSetFromMap(new IdentityHashMap<>());
    private int depth;
    /** Callbacks run through {@link #call} so far; a plain field, as the duel is confined to one thread. */
    private long callbacks;
    /** The duel's work budget once {@link #chargeWorkTo} wires it: told of every callback started. */
    private WorkBudget work;

    /**
     * @param cardTables how many card tables the duel's globals should have room for besides the prelude's
     *                   globals, or -1 for the sandbox's usual size
     */
    DuelScripts(ScriptHost host, IntFunction<String> cardNames, int cardTables) {
        this.host = host;
        this.cardNames = cardNames;
        Map<Path, Prototype> compiled = cardTables < 0 ? Map.of() : compiledPrelude(host);
        int slots = compiled.isEmpty() ? LuaSandbox.GLOBALS_SIZE_HINT
                : preludeGlobals(host, compiled) + cardTables + TRANSIENT_GLOBALS;
        this.sandbox = new LuaSandbox(host.options(), slots);
        this.budget = sandbox.budget();
        this.tolerances = new Tolerances(host.compatibility().strict());
        Globals g = sandbox.globals();
        for (String name : API_TABLES) {
            g.rawset(LuaNames.of(name), new LuaTable());
        }
        g.set("GetID", new GetId(g));
        new ScriptIncludes(host.directories(), ScriptIncludes.compilerOf(host), sandbox::instantiate, triedFiles::add).install(g);
        sandbox.guardWrites(); // once its functions are in (require and dofile load files: writes)
        for (String file : ScriptHost.PRELUDE) {
            Optional<Path> path = host.directories().find(file);
            if (path.isEmpty()) {
                if (file.equals(ScriptHost.OPTIONAL_PRELUDE)) {
                    continue;
                }
                throw notFound(0, file);
            }
            preludeFiles.add(path.get());
            Prototype prototype = compiled.get(path.get());
            runPreludeFile(path.get(), prototype != null ? prototype : compile(0, path.get()));
        }
        if (host.compatibility().legacyPrelude()) {
            Prototype legacy = LegacyPrelude.compile(host.cache());
            LegacyPrelude.defineConstants(g);
            boundary(0, CallbackRole.LOAD, null, sandbox.instantiate(legacy), LuaValue.NONE);
        }
    }

    /**
     * The prelude's files compiled, in order, before the sandbox is made (to size its globals); empty when one
     * is missing or does not compile: the prelude is then found and compiled file by file as it runs, so that
     * the first failure is reported as it always was.
     */
    private Map<Path, Prototype> compiledPrelude(ScriptHost host) {
        Map<Path, Prototype> compiled = new LinkedHashMap<>();
        try {
            for (String file : ScriptHost.PRELUDE) {
                Optional<Path> path = host.directories().find(file);
                if (path.isPresent()) {
                    compiled.put(path.get(), compile(0, path.get()));
                } else if (!file.equals(ScriptHost.OPTIONAL_PRELUDE)) {
                    return Map.of();
                }
            }
        } catch (ScriptException e) {
            return Map.of();
        }
        return compiled;
    }

    /** Globals set while a card script loads and removed after ({@code self_table}, {@code self_code}). */
    private static final int TRANSIENT_GLOBALS = 2;

    /**
     * How many globals a sandbox holds once these prelude chunks ran: known for the chunks (a fact about
     * them, the same in every fresh sandbox, {@link PrototypeCache#preludeGlobals}), else counted in a scratch
     * sandbox that runs them. 0 when the prelude fails there: the duel's own run reports the failure.
     */
    private static int preludeGlobals(ScriptHost host, Map<Path, Prototype> compiled) {
        List<Prototype> chunks = new java.util.ArrayList<>(compiled.values());
        if (host.compatibility().legacyPrelude()) {
            chunks.add(LegacyPrelude.compile(host.cache()));
        }
        return host.cache().preludeGlobals(chunks, () -> {
            try {
                return count(new DuelScripts(host, code -> null, -1).globals());
            } catch (ScriptException e) {
                return 0;
            }
        });
    }

    private static int count(LuaTable table) {
        int n = 0;
        LuaValue key = LuaValue.NIL;
        while (!(key = table.next(key).arg1()).isnil()) {
            n++;
        }
        return n;
    }

    /** The script mistakes ygopro tolerates that this duel's cards made, once per card and kind. */
    public Tolerances tolerances() {
        return tolerances;
    }

    /** The duel's Lua globals, for the API bindings. */
    public Globals globals() {
        return sandbox.globals();
    }

    /** One of the {@link #API_TABLES}, as currently set in the globals. */
    public LuaTable apiTable(String name) {
        return apiTable(LuaNames.of(name));
    }

    /**
     * As {@link #apiTable(String)} with the name's shared key ({@link LuaNames}): the installers ask for a
     * table hundreds of times per duel, and encoding the name each time was a tenth of a duel's set-up.
     */
    public LuaTable apiTable(LuaValue name) {
        return sandbox.globals().get(name).checktable();
    }

    /**
     * How many Lua functions the engine has called through {@link #call} in this duel (callbacks,
     * {@code initial_effect}, filters; nested ones included, loading files not), for measurements.
     */
    public long callbacksRun() {
        return callbacks;
    }

    /**
     * Counts this duel's Lua work against the duel's work budget: every instruction, plus one per
     * callback; and the bytes of strings its scripts build against its memory budget. When either runs out, the callback running is stopped and the
     * {@link DuelAbortedError} leaves the host naming its card, callback and file.
     */
    public void chargeWorkTo(WorkBudget work) {
        chargeWorkTo(work, List::of);
    }

    /**
     * As {@link #chargeWorkTo(WorkBudget)}, and every {@link #HELD_CHECK_UNITS} units of work also
     * measures what the duel's Lua state holds ({@link HeldMemory}, from the globals and from
     * {@code engineRoots}: the Lua functions and values the engine keeps for the duel) against the
     * memory budget, with the JVM's allocation counter for the duel's thread as a backstop.
     */
    public void chargeWorkTo(WorkBudget work, java.util.function.Supplier<? extends Iterable<? extends LuaValue>> engineRoots) {
        this.work = work;
        MemoryCheck check = new MemoryCheck(work, engineRoots);
        budget.meterWork(units -> {
            work.charge(units);
            check.after(units);
        });
        budget.meterMemory(work::chargeMemory);
    }

    /** Work between two measures of what a duel's scripts hold: a duel of real cards does about 150,000 in all. */
    public static final long HELD_CHECK_UNITS = 1L << 20;

    /**
     * The JVM backstop: this many bytes allocated per byte of memory budget while running the duel
     * (an ordinary duel allocates about 4.5 MB in all; what it allocates is mostly garbage at once).
     */
    static final long BACKSTOP_PER_BUDGET_BYTE = 64;

    /** The periodic measure of what a duel's scripts hold. */
    private final class MemoryCheck {
        private final WorkBudget work;
        private final java.util.function.Supplier<? extends Iterable<? extends LuaValue>> engineRoots;
        private long sinceCheck;

        MemoryCheck(WorkBudget work, java.util.function.Supplier<? extends Iterable<? extends LuaValue>> engineRoots) {
            this.work = work;
            this.engineRoots = engineRoots;
        }

        void after(long units) {
            sinceCheck += units;
            if (sinceCheck < HELD_CHECK_UNITS || work.memoryLimit() == 0) {
                return;
            }
            // the remainder, not 0: checks fall at the same totals however the units came in (a replay
            // meters the work of checks it skipped in one go, issue 29)
            sinceCheck %= HELD_CHECK_UNITS;
            List<LuaValue> roots = new java.util.ArrayList<>();
            roots.add(sandbox.globals());
            engineRoots.get().forEach(roots::add);
            work.holdMemory(HeldMemory.of(roots, work.memoryLimit()));
            backstop();
        }

        private long threadId = -1;
        private long lastReading;
        private long allocated;

        private void backstop() {
            java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
            if (!(threads instanceof com.sun.management.ThreadMXBean counting) || !counting.isThreadAllocatedMemoryEnabled()) {
                return;
            }
            long id = Thread.currentThread().getId();
            long reading = counting.getThreadAllocatedBytes(id);
            if (id == threadId) {
                allocated += reading - lastReading; // a duel may move threads between decisions: count per stretch
            }
            threadId = id;
            lastReading = reading;
            work.allocationBackstop(allocated, work.memoryLimit() * BACKSTOP_PER_BUDGET_BYTE);
        }
    }

    /** Proves which stretches of this duel's callbacks changed nothing (issue 29), for the duel to install. */
    public dev.spellspeed.duel.PurityWatch purityWatch() {
        return new ScriptPurityWatch(budget, host.cache().writes());
    }

    /** Instructions used by the current or last callback (for measurements). */
    public long instructionsUsed() {
        return budget.instructionsUsed();
    }

    /**
     * Loads {@code c<code>.lua} into this duel (once; later calls return the same script). A
     * script that fails to load is tried only once per duel: later calls throw the same failure
     * again, without running anything (see {@link #loadFailures}).
     *
     * @return the loaded script and its card table
     * @throws ScriptException with kind {@code NOT_FOUND} when no script directory holds the
     *         file, {@code READ}, {@code SYNTAX}, or a runtime kind when its main chunk fails
     */
    public CardScript loadCardScript(int code) {
        CardScript existing = cardScripts.get(code);
        if (existing != null) {
            return existing;
        }
        ScriptException failed = failedLoads.get(code);
        if (failed != null) {
            throw failed;
        }
        try {
            return loadOnce(code);
        } catch (ScriptException e) {
            failedLoads.put(code, e);
            throw e;
        }
    }

    /**
     * The scripts of this duel that failed to load, by card code, in the order they failed. Such
     * a card has no effects: it behaves like a card without a script, and no other card's
     * callback fails because of it.
     */
    public Map<Integer, ScriptException> loadFailures() {
        return Collections.unmodifiableMap(failedLoads);
    }

    private CardScript loadOnce(int code) {
        ActiveBudget.wrote(); // loading a script sets globals
        Path file = host.directories().findCardScript(code)
                .orElseThrow(() -> notFound(code, ScriptDirectories.cardScriptName(code)));
        triedFiles.add(file);
        Globals g = sandbox.globals();
        LuaTable table = newCardTable(g);
        LuaValue name = LuaValue.valueOf("c" + code);
        LuaValue previousTable = g.rawget(SELF_TABLE);
        LuaValue previousCode = g.rawget(SELF_CODE);
        g.rawset(name, table);
        g.rawset(SELF_TABLE, table);
        g.rawset(SELF_CODE, LuaValue.valueOf(code));
        try {
            runFile(code, file);
        } catch (ScriptException e) {
            g.rawset(name, LuaValue.NIL); // a later attempt starts from scratch
            throw e;
        } finally {
            g.rawset(SELF_TABLE, previousTable);
            g.rawset(SELF_CODE, previousCode);
        }
        CardScript script = new CardScript(code, table, file);
        cardScripts.put(code, script);
        return script;
    }

    /**
     * The card table of a code: its script's table, or, for a card with no script file (Normal
     * monsters need none), an empty table with the same fallback to {@code Card}. A card whose
     * script fails to load gets such a table too: the failure is recorded once
     * ({@link #loadFailures}) and never thrown into the callback that happened to touch the card.
     */
    public LuaTable cardTable(int code) {
        CardScript loaded = cardScripts.get(code);
        if (loaded != null) {
            return loaded.table();
        }
        if (!failedLoads.containsKey(code) && hasScript(code)) {
            try {
                return loadCardScript(code).table();
            } catch (ScriptException e) {
                // recorded in failedLoads; the card is one without effects (as in ygopro)
            }
        }
        return scriptlessTables.computeIfAbsent(code, c -> {
            ActiveBudget.wrote(); // a new global card table
            LuaTable table = newCardTable(sandbox.globals());
            sandbox.globals().rawset(LuaValue.valueOf("c" + c), table);
            return table;
        });
    }

    /** True when the code's script is loaded or a script directory holds it. */
    public boolean hasScript(int code) {
        return cardScripts.containsKey(code)
                || host.directories().findCardScript(code).isPresent();
    }

    /** Every script file this duel has run or tried to: the prelude's, then the card scripts'. */
    public java.util.Set<Path> sourceFiles() {
        java.util.Set<Path> files = new java.util.LinkedHashSet<>(preludeFiles);
        files.addAll(triedFiles);
        return files;
    }

    /**
     * The card script files this duel has loaded or tried to load (one that failed to compile included),
     * and the shared helper files its scripts loaded with require, dofile or loadfile.
     */
    public java.util.Set<Path> loadedFiles() {
        return java.util.Set.copyOf(triedFiles);
    }

    /** A script already loaded into this duel. */
    public Optional<CardScript> loadedCardScript(int code) {
        return Optional.ofNullable(cardScripts.get(code));
    }

    /**
     * Runs {@code c<code>.initial_effect(card)} the first time it is called for this card
     * object, loading the script if needed.
     *
     * @param card the card's userdata (its metatable should be the card table); "this card
     *             object" means the Java object it wraps
     * @return true if it ran now, false if this card object was initialised before or the script
     *         defines no {@code initial_effect}
     * @throws ScriptException when loading or the call fails
     */
    public boolean initialEffect(int code, LuaValue card) {
        CardScript script = loadCardScript(code);
        Object identity = card.isuserdata() ? card.touserdata() : card;
        if (!initialised.add(identity)) {
            return false;
        }
        LuaValue fn = script.table().get("initial_effect");
        if (fn.isnil()) {
            return false;
        }
        call(code, CallbackRole.INITIAL_EFFECT, fn, card);
        return true;
    }

    /**
     * Calls a function of a card script by name, e.g. a test hook or {@code initial_effect}.
     *
     * @throws ScriptException when the script cannot be loaded, has no such function, or the
     *         call fails
     */
    public Varargs callCardFunction(int code, String functionName, CallbackRole role, Varargs args) {
        CardScript script = loadCardScript(code);
        LuaValue fn = script.table().get(functionName);
        if (!fn.isfunction()) {
            throw new ScriptException(new ScriptError(ScriptError.Kind.RUNTIME, code, cardNames.apply(code),
                    role, script.file().toString(), -1,
                    "c" + code + "." + functionName + " is not a function (got " + fn.typename() + ")", ""));
        }
        return call(code, role, fn, args);
    }

    /**
     * The callback boundary: runs a Lua function on behalf of a card.
     *
     * @param cardCode the card the callback belongs to (0 if none), for the report
     * @param role     what the callback is, for the report
     * @param function the Lua function
     * @param args     its arguments
     * @return its results
     * @throws ScriptException when it raises an error, exhausts a budget or overflows the stack
     */
    public Varargs call(int cardCode, CallbackRole role, LuaValue function, Varargs args) {
        callbacks++;
        return boundary(cardCode, role, null, function, args); // the card's file is looked up only for a report
    }

    /** A prelude file: applied as its sets when it only assigns constants ({@link ConstantChunk}), else run. */
    private void runPreludeFile(Path file, Prototype prototype) {
        Optional<ConstantChunk> constants = host.cache().constantChunk(prototype);
        if (constants.isPresent() && constants.get().applyTo(sandbox.globals(), budget)) {
            return;
        }
        boundary(0, CallbackRole.LOAD, file, sandbox.instantiate(prototype), LuaValue.NONE);
    }

    private void runFile(int code, Path file) {
        Prototype prototype = compile(code, file);
        boundary(code, CallbackRole.LOAD, file, sandbox.instantiate(prototype), LuaValue.NONE);
    }

    /** The file a report names: the one being loaded, else the card's script (none for code 0). */
    private Path fileOf(int code, Path loading) {
        if (loading != null) {
            return loading;
        }
        CardScript script = code == 0 ? null : cardScripts.get(code);
        return script == null ? null : script.file();
    }

    private Prototype compile(int code, Path file) {
        try {
            return host.cache().get(file, host.options().maxSourceBytes());
        } catch (IOException e) {
            throw new ScriptException(new ScriptError(ScriptError.Kind.READ, code, cardNames.apply(code),
                    CallbackRole.LOAD, file.toString(), -1, "cannot read: " + e.getMessage(), ""));
        } catch (LuaError e) {
            LuaErrors.Decoded d = LuaErrors.decodeCompileError(e, RewritingCompiler.chunkId("@" + file));
            throw new ScriptException(new ScriptError(ScriptError.Kind.SYNTAX, code, cardNames.apply(code),
                    CallbackRole.LOAD, file.toString(), d.line(), d.message(), ""));
        } catch (RuntimeException | VirtualMachineError e) {
            // nothing the compiler does with a script may escape the duel (a stack overflow, a
            // huge chunk running the heap out, a LuaJ internal failure): the card fails to load
            throw new ScriptException(new ScriptError(ScriptError.Kind.SYNTAX, code, cardNames.apply(code),
                    CallbackRole.LOAD, file.toString(), -1, "the compiler failed: " + e, ""));
        }
    }

    /**
     * Runs {@code function(args)} inside the boundary. Per callback it does only what a callback needs
     * (a full-pool duel makes about 15,000, most of them filters nested in another callback): the
     * outermost one refills the budgets and makes them and the tolerances the thread's; a nested one
     * that finds them still set changes only the running card. The file a failure names is looked up
     * when one is reported.
     *
     * @param loading the file whose main chunk runs, or null for a callback (its card's script is named)
     */
    private Varargs boundary(int code, CallbackRole role, Path loading, LuaValue function, Varargs args) {
        if (this.work != null) {
            this.work.callbackStarted();
        }
        boolean outermost = depth == 0;
        if (outermost) {
            budget.reset();
        }
        // another duel's callback may have run around this one on this thread (the test framework's
        // sessions do), leaving its budget and tolerances the thread's: they stay only when they are ours
        boolean swap = outermost || ActiveBudget.current() != budget || Tolerances.active() != tolerances;
        ExecutionBudget previous = null;
        Tolerances.Entered outer = null;
        int outerCard = 0;
        if (swap) {
            previous = ActiveBudget.enter(budget);
            outer = tolerances.enter(code);
        } else {
            outerCard = tolerances.enterNested(code);
        }
        depth++;
        try {
            Varargs results = function.invoke(args);
            if (outermost) {
                LimitReached swallowed = budget.limitReached();
                if (swallowed != null) {
                    // a budget ran out and a pcall caught the error as the callback's last act
                    throw stopped(swallowed.stop(), code, role, fileOf(code, loading), true);
                }
                budget.flushWork();
            }
            return results;
        } catch (LimitReached e) {
            throw stopped(e.stop(), code, role, fileOf(code, loading), outermost); // located by LuaJ on its way here
        } catch (DuelAbortedError | BudgetExhaustedError e) {
            throw stopped(e, code, role, fileOf(code, loading), outermost);
        } catch (StackOverflowError e) {
            if (!outermost) {
                throw e;
            }
            throw failure(ScriptError.Kind.STACK_OVERFLOW, code, role, fileOf(code, loading), -1,
                    "stack overflow (Lua recursion too deep)", null);
        } catch (OutOfMemoryError e) {
            if (!outermost) {
                throw e;
            }
            // the callback's own allocation hit the heap's end; what it built is garbage now
            // unless it kept it, and the per-duel memory budget is what stops a script that keeps
            throw failure(ScriptError.Kind.ALLOCATION_LIMIT, code, role, fileOf(code, loading), -1,
                    "out of memory (" + e.getMessage() + ")", null);
        } catch (VirtualMachineError e) {
            if (!outermost) {
                throw e;
            }
            throw failure(ScriptError.Kind.RUNTIME, code, role, fileOf(code, loading), -1, e.toString(), null);
        } catch (LuaError e) {
            if (e.getCause() instanceof ScriptException inner) {
                throw inner; // a nested callback already reported; LuaJ wrapped it on the way out
            }
            LuaErrors.Decoded d = LuaErrors.decode(e);
            Path file = fileOf(code, loading);
            String where = d.chunk() != null ? d.chunk() : file == null ? null : file.toString();
            String message = ErrorWording.reword(d.message(), sandbox.chunk(d.chunk()), d.line(), budget.lastPc(),
                    sandbox.globals());
            throw failure(ScriptError.Kind.RUNTIME, code, role, where, d.line(), message,
                    budget.tracebackFor(e.getMessage()));
        } catch (ScriptException e) {
            throw e;
        } catch (RuntimeException e) {
            Path file = fileOf(code, loading);
            throw failure(ScriptError.Kind.RUNTIME, code, role, file == null ? null : file.toString(), -1,
                    e.toString(), null);
        } finally {
            depth--;
            if (swap) {
                tolerances.restore(outer);
                ActiveBudget.restore(previous);
            } else {
                tolerances.restoreNested(outerCard);
            }
        }
    }

    /**
     * A budget or the duel's meter stopped a callback with {@code stop} (a {@link DuelAbortedError}
     * or a {@link BudgetExhaustedError}), at the position the budget's {@link LimitReached} got from
     * LuaJ when there is one. An abort travels on to the runner, located; an exhausted budget travels
     * to the outermost callback, which fails with it.
     */
    private ScriptException stopped(Error stop, int code, CallbackRole role, Path file, boolean outermost) {
        LimitReached limit = budget.limitReached();
        LuaErrors.Decoded at = limit != null ? LuaErrors.decode(limit) : null;
        boolean located = at != null && at.chunk() != null && at.line() > 0;
        if (stop instanceof DuelAbortedError abort) {
            if (!located) {
                throw abort.at(location(code, role, file));
            }
            String position = Path.of(at.chunk()).getFileName() + ":" + at.line();
            boolean sameFile = file == null || file.getFileName().toString().equals(Path.of(at.chunk()).getFileName().toString());
            throw abort.at(sameFile ? location(code, role, null) + ", " + position
                    : location(code, role, file) + " (at " + position + ")");
        }
        BudgetExhaustedError e = (BudgetExhaustedError) stop;
        if (code != 0 && e.origin() == null) {
            e.attachOrigin(new Origin(code, role, file)); // the innermost card's callback is the one that looped
        }
        if (!outermost) {
            throw e; // only the outermost callback may stop it: it must end the whole callback
        }
        ScriptError.Kind kind = e.kind() == BudgetExhaustedError.Kind.INSTRUCTIONS
                ? ScriptError.Kind.INSTRUCTION_LIMIT : ScriptError.Kind.ALLOCATION_LIMIT;
        Origin origin = e.origin() instanceof Origin o ? o : new Origin(code, role, file);
        Object where = located ? at.chunk() : origin.file();
        return failure(kind, origin.code(), origin.role(), where, located ? at.line() : -1, e.getMessage(), e.luaTraceback());
    }

    /** "Pot of Greed's operation", with ", c55144522.lua" when the file is known, for an aborted duel's result. */
    private String location(int code, CallbackRole role, Path file) {
        String where = file != null ? ", " + file.getFileName() : "";
        if (code == 0) {
            return "Lua code the host ran (" + role.luaName() + ")" + where; // a test body, a prelude file
        }
        String name = cardNames.apply(code);
        return (name != null ? name : "c" + code) + "'s " + role.luaName() + where;
    }

    private ScriptException failure(ScriptError.Kind kind, int code, CallbackRole role, Object file,
            int line, String message, String luaTraceback) {
        String fileName = file == null ? null : file.toString();
        String traceback = luaTraceback;
        if (traceback == null) {
            String position = fileName == null ? "?" : line > 0 ? fileName + ":" + line : fileName;
            traceback = "stack traceback:\n\t" + position + ": in " + role.luaName()
                    + (code != 0 ? " of c" + code : "")
                    + "\n\t(only the failing position is known; enable call tracking for the full stack)";
        }
        return new ScriptException(new ScriptError(kind, code, cardNames.apply(code), role, fileName, line,
                message, traceback));
    }

    private ScriptException notFound(int code, String fileName) {
        return new ScriptException(new ScriptError(ScriptError.Kind.NOT_FOUND, code, cardNames.apply(code),
                CallbackRole.LOAD, fileName, -1,
                "script not found; searched " + host.directories().searchOrder(), ""));
    }

    /** Whose callback exhausted a budget: the innermost card callback it passed through. */
    private record Origin(int code, CallbackRole role, Path file) { }

    /**
     * A callable main function of a compiled chunk, bound to this duel's sandbox; errors inside it
     * are then worded with the names it uses.
     */
    public org.luaj.vm2.LuaClosure instantiate(Prototype prototype) {
        return sandbox.instantiate(prototype);
    }

    private static LuaTable newCardTable(Globals g) {
        LuaTable table = new LuaTable();
        table.rawset(LuaValue.INDEX, table);
        LuaTable meta = new LuaTable();
        meta.rawset(LuaValue.INDEX, g.get("Card"));
        table.setmetatable(meta);
        return table;
    }

    /** {@code GetID()}: the card table and code of the script being loaded. */
    private static final class GetId extends VarArgFunction {
        private final Globals globals;

        GetId(Globals globals) {
            this.globals = globals;
        }

        @Override
        public Varargs invoke(Varargs args) {
            return LuaValue.varargsOf(globals.rawget(SELF_TABLE), globals.rawget(SELF_CODE));
        }
    }
}
