package dev.spellspeed.script.sandbox;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.luaj.vm2.Lua;
import org.luaj.vm2.LuaClosure;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;
import org.luaj.vm2.lib.ThreeArgFunction;
import org.luaj.vm2.lib.TwoArgFunction;

import dev.spellspeed.script.lua53.Lua53Operators;
import dev.spellspeed.script.lua53.Lua53Rewriter;

/**
 * A chunk that does nothing but assign constants to globals, as {@code constant.lua} does (some 900
 * {@code NAME=0x...} lines, a few computed from earlier ones with {@code |} or {@code +}): what it does is
 * the same in every fresh sandbox, so it is worked out once per compiled chunk and applied to each duel's
 * globals as the very table sets the chunk would make, in the same order, without running Lua. Running it
 * was about 2.5% of a duel's set-up with the reference prelude.
 *
 * <p>When a chunk qualifies, from its bytecode alone: one function (no nested functions), one upvalue (its
 * environment), no jumps, and only these instructions: loading constants, {@code nil} and booleans, moving
 * registers, reading and writing globals, arithmetic, calling the bitwise operator
 * helpers of {@link Lua53Operators}, and returning. Such code runs straight through once. It is then run
 * once against a recording environment in which reading a global yields only what the chunk itself wrote
 * before (or an operator helper), and every value written must be a number, a string, a boolean or nil.
 * Anything else (reading a library global, writing a table or a function, an error) and the chunk is run as
 * usual. So the recorded sets are what the chunk does in any sandbox: the values it reads are its own, the
 * helpers are pure functions of numbers, and the values kept are immutable (sharing them across duels is as
 * sharing the chunk's own constants, which every duel already does).
 *
 * <p>Applied with {@code rawset}, which is what assigning a global does while the globals have no
 * metatable (checked on each use): the same keys (the chunk's own constant objects), the same values, in the
 * same order, so the globals end with the same contents and the same layout and iteration order. The
 * instructions the chunk would have run are counted as run ({@link ExecutionBudget#countRun}). Immutable.
 */
public final class ConstantChunk {
    /** Operator helpers the chunk may call: bitwise operators on integers, pure and independent of any limit. */
    private static final Set<String> HELPERS = Set.of(Lua53Rewriter.BAND, Lua53Rewriter.BOR, Lua53Rewriter.BXOR,
            Lua53Rewriter.BNOT, Lua53Rewriter.SHL, Lua53Rewriter.SHR);

    private final LuaValue[] keys;
    private final LuaValue[] values;
    private final int instructions;

    private ConstantChunk(LuaValue[] keys, LuaValue[] values, int instructions) {
        this.keys = keys;
        this.values = values;
        this.instructions = instructions;
    }

    /** How many global sets the chunk makes. */
    public int sets() {
        return keys.length;
    }

    /** The instructions a run of the chunk executes. */
    public int instructions() {
        return instructions;
    }

    /**
     * Makes the chunk's sets in {@code globals}, as running it would, and counts its instructions in
     * {@code budget}; false, having done nothing, when the globals have a metatable or the instruction limit
     * is below the chunk's count (then the chunk must run as usual).
     */
    public boolean applyTo(LuaTable globals, ExecutionBudget budget) {
        if (globals.getmetatable() != null || budget.instructionLimit() < instructions) {
            return false;
        }
        for (int i = 0; i < keys.length; i++) {
            globals.rawset(keys[i], values[i]);
        }
        budget.countRun(instructions);
        return true;
    }

    /** The chunk's sets when it qualifies (see the class comment), else null. */
    public static ConstantChunk of(Prototype p) {
        Integer count = straightLine(p);
        if (count == null) {
            return null;
        }
        Recorder recorder = new Recorder();
        LuaTable env = new LuaTable();
        LuaTable meta = new LuaTable();
        meta.rawset(LuaValue.INDEX, recorder.reader);
        meta.rawset(LuaValue.NEWINDEX, recorder.writer);
        env.setmetatable(meta);
        try {
            // not a Globals: the closure runs without the debug hook, its length bounded by straightLine
            new LuaClosure(p, env).call();
        } catch (LuaError | NotConstant e) {
            return null;
        }
        return new ConstantChunk(recorder.keys.toArray(new LuaValue[0]), recorder.values.toArray(new LuaValue[0]), count);
    }

    /** The instructions one run executes when the code qualifies, else null. */
    private static Integer straightLine(Prototype p) {
        if (p.p != null && p.p.length > 0 || p.upvalues == null || p.upvalues.length != 1) {
            return null;
        }
        int[] code = p.code;
        int executed = 0;
        for (int pc = 0; pc < code.length; pc++) {
            int i = code[pc];
            executed++;
            switch (Lua.GET_OPCODE(i)) {
                case Lua.OP_MOVE, Lua.OP_LOADK, Lua.OP_LOADNIL, Lua.OP_ADD, Lua.OP_SUB, Lua.OP_MUL, Lua.OP_DIV,
                        Lua.OP_MOD, Lua.OP_POW, Lua.OP_UNM, Lua.OP_CALL, Lua.OP_RETURN -> { }
                case Lua.OP_LOADKX -> pc++; // its EXTRAARG is read with it, as one instruction
                case Lua.OP_LOADBOOL -> {
                    if (Lua.GETARG_C(i) != 0) {
                        return null; // skips the next instruction: a jump
                    }
                }
                // the only upvalue is the environment; a name beyond the 256th constant comes in a register
                case Lua.OP_GETTABUP, Lua.OP_SETTABUP -> { }
                default -> {
                    return null;
                }
            }
        }
        return executed;
    }

    /** Thrown out of the recording run when the chunk does something that is not a constant assignment. */
    private static final class NotConstant extends RuntimeException {
        NotConstant() {
            super(null, null, false, false);
        }
    }

    /** The recording environment's {@code __index} and {@code __newindex}. */
    private static final class Recorder {
        final List<LuaValue> keys = new ArrayList<>();
        final List<LuaValue> values = new ArrayList<>();
        final LuaTable helpers = new LuaTable();

        Recorder() {
            Lua53Operators.install(helpers, ActiveBudget.guard());
        }

        final TwoArgFunction reader = new TwoArgFunction() {
            @Override
            public LuaValue call(LuaValue env, LuaValue key) {
                if (key.type() != LuaValue.TSTRING) {
                    throw new NotConstant();
                }
                // a name the chunk wrote reads as what it wrote, nil included (the sandbox may hold another
                // value under a name the chunk never wrote: reading one is not constant)
                for (int i = keys.size() - 1; i >= 0; i--) {
                    if (keys.get(i).raweq(key)) {
                        return values.get(i);
                    }
                }
                if (HELPERS.contains(key.tojstring())) {
                    return helpers.rawget(key);
                }
                throw new NotConstant();
            }
        };

        final ThreeArgFunction writer = new ThreeArgFunction() {
            @Override
            public LuaValue call(LuaValue env, LuaValue key, LuaValue value) {
                if (key.type() != LuaValue.TSTRING || HELPERS.contains(key.tojstring())
                        || !(value.isnil() || value.isboolean() || value.type() == LuaValue.TNUMBER
                                || value.type() == LuaValue.TSTRING)) {
                    throw new NotConstant();
                }
                keys.add(key);
                values.add(value);
                return NIL;
            }
        };
    }

    @Override
    public String toString() {
        return "ConstantChunk[" + keys.length + " sets, " + instructions + " instructions]";
    }
}
