package dev.spellspeed.script.sandbox;

import org.luaj.vm2.LuaClosure;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaFunction;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.DebugLib;

import java.util.function.LongConsumer;

import dev.spellspeed.script.lua53.StringGuard;

/**
 * The per-sandbox budget of one callback: Lua instructions and bytes of strings built.
 *
 * <p>It is a {@link DebugLib} because that is LuaJ's only per-instruction hook: once loaded into
 * a {@code Globals}, LuaJ's interpreter calls {@link #onInstruction} before every VM instruction
 * of every closure of those globals. This subclass only decrements a counter there and, when it goes
 * below zero, throws {@link LimitReached} once (a Lua error, so that LuaJ records the position of
 * the instruction) and {@link BudgetExhaustedError} at every instruction after that; {@link #onCall}
 * and {@link #onReturn} do nothing. That costs far less than LuaJ's own {@code debug.sethook}
 * machinery, which keeps a call stack and calls back into Lua. The budget stays exhausted until
 * {@link #reset}, so a script that caught the first error, or somehow continued (for example inside
 * an {@code xpcall} handler, whose errors LuaJ swallows), fails again at its very next instruction.
 * The meters of the duel's work and memory stop a script the same way when they throw.
 *
 * <p>With call tracking on (a diagnostic option) the inherited call-stack bookkeeping runs too,
 * so errors come with a full Lua traceback; it makes scripts noticeably slower.
 *
 * <p>The sandbox loads it with {@code globals.load(budget)} and then removes the {@code debug}
 * table that {@link DebugLib#call} publishes, so scripts never see it.
 *
 * <p>One instance per sandbox; like the sandbox, it is confined to one thread at a time.
 */
public final class ExecutionBudget extends DebugLib implements StringGuard {

    private final long instructionLimit;
    private final long allocationLimit;
    private final long maxStringBytes;
    private final boolean trackCalls;

    /** Where instruction counts go, or null: no coverage work at all (the usual case). */
    private LineCoverage coverage;
    /** Whether an instruction needs more than the countdown: call tracking or coverage is on. */
    private boolean observing;
    /** With coverage on, the counters of each running Lua function (null for a Java function), innermost last. */
    private int[][] frames;
    private int depth;

    private long instructionsLeft;
    private long bytesLeft;
    /** The program counter of the last instruction started, for naming what a failing one used. */
    private int lastPc = -1;

    /** Instructions are passed on to the duel's work meter in chunks of this many. */
    static final int WORK_CHUNK = 4096;
    private LongConsumer workMeter = units -> { };
    private LongConsumer memoryMeter = bytes -> { };
    private int untilWorkCharge = WORK_CHUNK;

    /** Whether the callbacks running now are watched for writes ({@link #watch}); checked only while observing. */
    private boolean watching;
    /** Whether something that may have changed state ran since {@link #watch}. */
    private boolean wrote;
    /** Which prototypes may write, judged once per prototype; null until something is watched. */
    private PrototypeWrites writers;
    /** Work units passed to the work meter so far (for what a watched stretch of scripts cost). */
    private long metered;

    /** The first error thrown since the last {@link #reset} because a budget or meter ran out, or null. */
    private LimitReached limitReached;

    /** The message and traceback of the last error that passed LuaJ's error hook. */
    private String lastErrorMessage;
    private String lastErrorTraceback;

    /**
     * @param instructionLimit VM instructions allowed per callback
     * @param allocationLimit  bytes of new strings allowed per callback
     * @param maxStringBytes   longest single string a script may build
     * @param trackCalls       keep LuaJ's call stack for full tracebacks (slower)
     */
    public ExecutionBudget(long instructionLimit, long allocationLimit, long maxStringBytes,
            boolean trackCalls) {
        this.instructionLimit = instructionLimit;
        this.allocationLimit = allocationLimit;
        this.maxStringBytes = maxStringBytes;
        this.trackCalls = trackCalls;
        this.observing = trackCalls;
        reset();
    }

    /**
     * From now on, counts every instruction into {@code recorder} (per-line coverage). Call it
     * before the sandbox runs anything more, outside any Lua call.
     */
    public void recordCoverage(LineCoverage recorder) {
        coverage = recorder;
        frames = new int[32][];
        depth = 0;
        observing = true;
    }

    /**
     * Starts watching for writes (issue 29: a replay may skip a check only when it changed nothing): from
     * now until {@link #unwatch}, a Lua function entered whose prototype may write ({@link PrototypeWrites})
     * or a Java function that changes state ({@link #wrote}, {@link PureFunctions}) marks the stretch as
     * having written. While nothing is watched the hooks do no more than before.
     */
    public void watch(PrototypeWrites judged) {
        writers = judged;
        watching = true;
        wrote = false;
        observing = true;
    }

    /** Stops watching; whether nothing that may have changed state ran since {@link #watch}. */
    public boolean unwatch() {
        watching = false;
        observing = trackCalls || coverage != null;
        return !wrote;
    }

    /** Whether nothing that may have changed state ran since {@link #watch} or the last call; watches on afresh. */
    public boolean rewatch() {
        boolean clean = !wrote;
        wrote = false;
        return clean;
    }

    /** A Java function that changes state ran (or a script failed, or loaded): the watched stretch wrote. */
    public void wrote() {
        wrote = true;
    }

    /** Instructions run but not yet passed to the work meter (they go at the next {@link #flushWork}). */
    public int pendingWork() {
        return WORK_CHUNK - untilWorkCharge;
    }

    /** Work units passed to the work meter so far. */
    public long metered() {
        return metered;
    }

    /**
     * Passes {@code units} to the work meter as scripts that ran would have (a replay skipping checks
     * proven to have changed nothing still counts their work, so that budgets run out where they did).
     */
    public void meterAsRun(long units) {
        meterWork(units);
    }

    /** Refills both budgets; the host calls it when an outermost callback starts. */
    public void reset() {
        instructionsLeft = instructionLimit;
        bytesLeft = allocationLimit;
        limitReached = null;
        lastErrorMessage = null;
        lastErrorTraceback = null;
    }

    /** Instructions executed since the last {@link #reset}. */
    public long instructionsUsed() {
        return instructionLimit - instructionsLeft;
    }

    /**
     * The program counter (in its own function) of the last Lua instruction started: when a
     * Lua error is raised, the failing instruction's, as no other Lua instruction runs between the
     * failure and the host seeing it.
     */
    public int lastPc() {
        return lastPc;
    }

    /**
     * The error thrown where a budget or meter ran out since the last {@link #reset}, carrying the
     * position LuaJ gave it (when it passed a Lua function), or null when nothing ran out.
     */
    public LimitReached limitReached() {
        return limitReached;
    }

    /** Whether call tracking (full tracebacks) is on. */
    public boolean tracksCalls() {
        return trackCalls;
    }

    /**
     * Where executed instructions are also counted (the duel's work budget): every
     * {@link #WORK_CHUNK} instructions, and the rest at {@link #flushWork}. The meter may throw to
     * stop the duel; it is called at points that depend only on the instructions run, so a duel
     * stops at the same instruction on every machine.
     */
    public void meterWork(LongConsumer meter) {
        this.workMeter = meter;
    }

    /** Where the bytes of strings built are also counted (the duel's memory budget). */
    public void meterMemory(LongConsumer meter) {
        this.memoryMeter = meter;
    }

    /** Passes on the instructions not yet counted by the work meter (the host calls it after each outermost callback). */
    public void flushWork() {
        int pending = WORK_CHUNK - untilWorkCharge;
        untilWorkCharge = WORK_CHUNK;
        metered += pending + 1L;
        workMeter.accept(pending + 1L); // +1: the callback itself, so callbacks without instructions count too
    }

    /**
     * Counts {@code n} instructions' worth of work done in Java on behalf of one instruction (a
     * table shift, a string search), so that it is bounded like a loop in Lua would be.
     */
    public void chargeInstructions(long n) {
        instructionsLeft -= n;
        if (instructionsLeft < 0) {
            throw instructionsOut();
        }
        meterWork(n);
    }

    @Override
    public void onInstruction(int pc, Varargs v, int top) {
        lastPc = pc;
        if (--instructionsLeft < 0) {
            throw instructionsOut();
        }
        if (--untilWorkCharge == 0) {
            untilWorkCharge = WORK_CHUNK;
            meterWork(WORK_CHUNK);
        }
        if (observing) {
            if (trackCalls) {
                super.onInstruction(pc, v, top);
            }
            if (coverage != null && depth > 0) {
                int[] counters = frames[depth - 1];
                if (counters != null && pc < counters.length) {
                    counters[pc]++;
                }
            }
        }
    }

    @Override
    public void onCall(LuaFunction f) {
        if (observing) {
            if (trackCalls) {
                super.onCall(f);
            }
            if (coverage != null) {
                push(null);
            }
        }
    }

    @Override
    public void onCall(LuaClosure c, Varargs varargs, LuaValue[] stack) {
        if (observing) {
            if (watching && !wrote && writers.mayWrite(c.p)) {
                wrote = true;
            }
            if (trackCalls) {
                super.onCall(c, varargs, stack);
            }
            if (coverage != null) {
                push(coverage.counters(c.p));
            }
        }
    }

    @Override
    public void onReturn() {
        if (observing) {
            if (trackCalls) {
                super.onReturn();
            }
            if (coverage != null && depth > 0) {
                frames[--depth] = null;
            }
        }
    }

    private void push(int[] counters) {
        if (depth == frames.length) {
            frames = java.util.Arrays.copyOf(frames, depth * 2);
        }
        frames[depth++] = counters;
    }

    @Override
    public long maxStringLength() {
        return maxStringBytes;
    }

    /**
     * Refuses a string longer than the per-string limit with an ordinary Lua error (a script may
     * catch that one: nothing was allocated), and counts its bytes against the callback's
     * allocation budget, whose exhaustion cannot be caught.
     */
    @Override
    public void beforeBuilding(long length) {
        if (length > maxStringBytes) {
            throw new LuaError("resulting string too large (" + length + " bytes; the limit is "
                    + maxStringBytes + ")");
        }
        chargeAllocation(length);
    }

    /**
     * Counts {@code bytes} against the allocation budget only (no per-string limit), for work
     * that is not a single string, such as compiling a chunk passed to {@code load}.
     */
    public void chargeAllocation(long bytes) {
        meter(memoryMeter, bytes);
        bytesLeft -= bytes;
        if (bytesLeft < 0) {
            bytesLeft = -1; // stays exhausted however many small strings follow
            throw overrun(new BudgetExhaustedError(BudgetExhaustedError.Kind.ALLOCATION,
                    "allocation budget of " + allocationLimit + " bytes of strings exhausted",
                    currentTraceback()));
        }
    }

    /**
     * A stop thrown by Java code that a Lua instruction called (the duel's work budget running out
     * in the engine): the {@link LimitReached} to throw in its place, so that LuaJ names the calling
     * line, the first time since {@link #reset}; null when a budget already ran out (throw the stop
     * on as it is).
     */
    public LimitReached limitFor(Error stop) {
        return limitReached == null ? overrun(stop) : null;
    }

    /** The instruction budget is used up: what to throw at this instruction. */
    private RuntimeException instructionsOut() {
        if (limitReached != null) {
            throw limitReached.stop(); // already out: the cheap path, no new error built
        }
        return overrun(new BudgetExhaustedError(BudgetExhaustedError.Kind.INSTRUCTIONS,
                "instruction budget of " + instructionLimit + " exhausted (endless loop?)",
                currentTraceback()));
    }

    /** The most instructions one outermost callback may run. */
    public long instructionLimit() {
        return instructionLimit;
    }

    /**
     * Counts the work of a callback of {@code instructions} instructions that the host did without running it
     * ({@link ConstantChunk}): what running it and {@link #flushWork} would have counted, in one go.
     */
    public void countRun(long instructions) {
        meterWork(instructions + 1);
    }

    /** Passes {@code units} of work to the work meter, counting them in {@link #metered}. */
    private void meterWork(long units) {
        metered += units;
        meter(workMeter, units);
    }

    /** Passes {@code amount} to a meter; a meter stops the script by throwing an {@link Error}. */
    private void meter(LongConsumer meter, long amount) {
        try {
            meter.accept(amount);
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Error stop) {
            throw overrun(stop);
        }
    }

    /**
     * A budget or meter ran out with {@code stop}: the first time since {@link #reset}, returns the
     * {@link LimitReached} to throw (LuaJ will record its position); after that throws the first
     * stop itself. Either way every later instruction throws again.
     */
    private LimitReached overrun(Error stop) {
        instructionsLeft = -1;
        if (limitReached != null) {
            throw limitReached.stop();
        }
        limitReached = new LimitReached(stop);
        return limitReached;
    }

    /** Records an error's message (and traceback when tracking) as LuaJ's error hook sees it. */
    void recordError(String message) {
        wrote = true; // a failing check is reported: a replay runs it again
        lastErrorMessage = message;
        lastErrorTraceback = currentTraceback();
    }

    /**
     * The traceback recorded for the error whose full message is {@code message}, or null when
     * the error did not pass the hook or calls are not tracked.
     */
    public String tracebackFor(String message) {
        return message != null && message.equals(lastErrorMessage) ? lastErrorTraceback : null;
    }

    private String currentTraceback() {
        return trackCalls ? traceback(1) : null;
    }
}
