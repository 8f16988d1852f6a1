package dev.spellspeed.script.sandbox;

import java.util.BitSet;

import org.luaj.vm2.Lua;
import org.luaj.vm2.Prototype;

import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;

/**
 * Whether a compiled Lua function may write state that outlives its call (issue 29: a replay may skip
 * a check callback only when it is proven to have changed nothing). Judged once per {@link Prototype}
 * from its bytecode alone, for the function's own instructions (a closure it calls is judged when it is
 * entered): it may write when it sets a global or any field through an upvalue ({@code SETTABUP}), sets
 * an upvalue ({@code SETUPVAL}), or stores into a table ({@code SETTABLE}, {@code SETLIST}) that is not
 * certainly one it created itself. A table is certainly its own when the register stored into is not a
 * parameter and either the instruction writing it last before the store, with no jump landing in
 * between, is a {@code NEWTABLE} (table constructors, {@code local t = {}; t.x = 1}), or every
 * instruction of the function that writes that register is a {@code NEWTABLE}. Such tables are new in
 * each call: nobody else sees them unless the function stores them somewhere, which is a write itself.
 * Everything else a function can change goes through a Java function ({@code rawset},
 * {@code setmetatable}, the API), which {@link PureFunctions} judges.
 *
 * <p>Conservative by construction: a store that another path may reach with another table, a write
 * into a parameter's table, a closure writing an enclosing local, all count as writes.
 *
 * <p>Compiled prototypes are shared by every duel of the JVM, so the judgement is kept per prototype
 * in one cache (weak keys: a prototype the {@code PrototypeCache} dropped is not kept alive here);
 * thread-safe.
 */
public final class PrototypeWrites {
    private final Cache<Prototype, Boolean> judged = CacheBuilder.newBuilder().weakKeys().build();

    /** Whether a closure of {@code p} may write state that outlives its call (cached). */
    public boolean mayWrite(Prototype p) {
        Boolean known = judged.getIfPresent(p);
        if (known == null) {
            known = judge(p);
            judged.put(p, known);
        }
        return known;
    }

    /** The judgement itself, from the bytecode. */
    static boolean judge(Prototype p) {
        int[] code = p.code;
        BitSet targets = null;
        for (int pc = 0; pc < code.length; pc++) {
            int instruction = code[pc];
            int op = Lua.GET_OPCODE(instruction);
            if (op == Lua.OP_SETTABUP || op == Lua.OP_SETUPVAL) {
                return true;
            }
            if (op == Lua.OP_SETTABLE || op == Lua.OP_SETLIST) {
                int register = Lua.GETARG_A(instruction);
                if (register < p.numparams) {
                    return true;
                }
                if (targets == null) {
                    targets = jumpTargets(code);
                }
                if (!freshAt(p, pc, register, targets) && !onlyFreshTables(p, register)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the table in {@code register} at {@code pc} is certainly the one a {@code NEWTABLE} before
     * it made: going back from {@code pc}, the first instruction that writes the register is that
     * {@code NEWTABLE}, and no jump lands in between (so no other path reaches {@code pc}). This is how
     * table constructors compile ({@code {a, b}}, {@code {x = 1}}), and {@code local t = {}; t.x = 1}.
     */
    private static boolean freshAt(Prototype p, int pc, int register, BitSet targets) {
        int top = Math.max(p.maxstacksize, register + 1);
        for (int k = pc - 1; k >= 0; k--) {
            if (targets.get(k + 1)) {
                return false;
            }
            int i = p.code[k];
            if (Lua.GET_OPCODE(i) == Lua.OP_NEWTABLE && Lua.GETARG_A(i) == register) {
                return true;
            }
            if (writes(i, register, top)) {
                return false;
            }
        }
        return false;
    }

    /** The instructions some jump or skip may land on. */
    private static BitSet jumpTargets(int[] code) {
        BitSet targets = new BitSet(code.length + 1);
        for (int pc = 0; pc < code.length; pc++) {
            int i = code[pc];
            switch (Lua.GET_OPCODE(i)) {
                case Lua.OP_JMP, Lua.OP_FORLOOP, Lua.OP_FORPREP, Lua.OP_TFORLOOP -> targets.set(Math.max(0, pc + 1 + Lua.GETARG_sBx(i)));
                case Lua.OP_EQ, Lua.OP_LT, Lua.OP_LE, Lua.OP_TEST, Lua.OP_TESTSET -> targets.set(pc + 2);
                case Lua.OP_LOADBOOL -> {
                    if (Lua.GETARG_C(i) != 0) {
                        targets.set(pc + 2);
                    }
                }
                default -> {
                }
            }
        }
        return targets;
    }

    /** Whether every instruction of {@code p} that writes {@code register} puts a new table there. */
    private static boolean onlyFreshTables(Prototype p, int register) {
        int top = Math.max(p.maxstacksize, register + 1);
        for (int i : p.code) {
            if (Lua.GET_OPCODE(i) != Lua.OP_NEWTABLE && writes(i, register, top)) {
                return false;
            }
        }
        return true;
    }

    /** Whether instruction {@code i} writes {@code register} ({@code top}: the frame's size, for "to the top"). */
    private static boolean writes(int i, int register, int top) {
        int a = Lua.GETARG_A(i);
        int first;
        int last;
        switch (Lua.GET_OPCODE(i)) {
            case Lua.OP_MOVE, Lua.OP_LOADK, Lua.OP_LOADKX, Lua.OP_LOADBOOL, Lua.OP_GETUPVAL, Lua.OP_GETTABUP,
                    Lua.OP_GETTABLE, Lua.OP_ADD, Lua.OP_SUB, Lua.OP_MUL, Lua.OP_DIV, Lua.OP_MOD, Lua.OP_POW,
                    Lua.OP_UNM, Lua.OP_NOT, Lua.OP_LEN, Lua.OP_CONCAT, Lua.OP_TESTSET, Lua.OP_CLOSURE,
                    Lua.OP_FORPREP, Lua.OP_TFORLOOP, Lua.OP_NEWTABLE -> {
                first = a;
                last = a;
            }
            case Lua.OP_LOADNIL -> {
                first = a;
                last = a + Lua.GETARG_B(i);
            }
            case Lua.OP_SELF -> {
                first = a;
                last = a + 1;
            }
            case Lua.OP_CALL -> {
                int c = Lua.GETARG_C(i);
                first = a;
                last = c == 0 ? top : a + c - 2;
            }
            case Lua.OP_VARARG -> {
                int b = Lua.GETARG_B(i);
                first = a;
                last = b == 0 ? top : a + b - 2;
            }
            case Lua.OP_FORLOOP -> {
                first = a;
                last = a + 3;
            }
            case Lua.OP_TFORCALL -> {
                first = a + 3;
                last = a + 2 + Lua.GETARG_C(i);
            }
            default -> {
                // SETTABUP, SETUPVAL, SETTABLE, SETLIST, JMP, EQ, LT, LE, TEST, TAILCALL, RETURN and
                // EXTRAARG (the operand word of LOADKX and SETLIST): no register written
                return false;
            }
        }
        return register >= first && register <= last;
    }
}
