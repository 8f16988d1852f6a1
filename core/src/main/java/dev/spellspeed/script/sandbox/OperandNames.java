package dev.spellspeed.script.sandbox;

import org.luaj.vm2.Lua;
import org.luaj.vm2.LuaString;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;

/**
 * Names the value a failing VM instruction worked on, the way Lua 5.3 does in
 * {@code attempt to call a nil value (field 'Drwa')}: LuaJ's messages say only
 * {@code attempt to call nil} and {@code attempt to index ? (a nil value)}.
 *
 * <p>It reads the compiled function backwards from the failing instruction to the one that last
 * set the register, as Lua's own {@code getobjname} does (written here from the bytecode's
 * meaning: a local's debug name, a global read through {@code _ENV}, a field read with a constant
 * key, a method looked up by {@code SELF}, an upvalue). A field also names the table it was read
 * from when that is itself nameable ({@code field 'Drwa' of Duel}), which is what a script
 * author needs to find the call.
 */
public final class OperandNames {

    /**
     * A named operand.
     *
     * @param kind  {@code global}, {@code local}, {@code field}, {@code method}, {@code upvalue} or
     *              {@code constant}
     * @param name  the name as written in the script
     * @param owner for a field or method, the expression it was read from ({@code Duel},
     *              {@code s}, {@code c}), or null when not nameable
     */
    public record Operand(String kind, String name, String owner) {
        /** Lua 5.3's wording, plus the owner: {@code field 'Drwa' of Duel}. */
        public String describe() {
            return kind + " '" + name + "'" + (owner == null ? "" : " of " + owner);
        }

        /** How the script wrote it: {@code Duel.Drwa}, {@code c:IsCod}, {@code tc}. */
        public String asWritten() {
            if (owner == null) {
                return name;
            }
            return owner + (kind.equals("method") ? ":" : ".") + name;
        }
    }

    private static final LuaString ENV = LuaValue.valueOf("_ENV");

    private OperandNames() {
    }

    /** The operand held in register {@code reg} just before instruction {@code pc} ran, or null. */
    public static Operand register(Prototype p, int pc, int reg) {
        return register(p, pc, reg, 0);
    }

    private static Operand register(Prototype p, int pc, int reg, int depth) {
        if (depth > 8 || pc < 0 || pc >= p.code.length) {
            return null;
        }
        LuaString local = p.getlocalname(reg + 1, pc);
        if (local != null) {
            return new Operand("local", local.tojstring(), null);
        }
        int setter = lastSetter(p, pc, reg);
        if (setter < 0) {
            return null;
        }
        int i = p.code[setter];
        switch (Lua.GET_OPCODE(i)) {
            case Lua.OP_MOVE: {
                int b = Lua.GETARG_B(i);
                return b < Lua.GETARG_A(i) ? register(p, setter, b, depth + 1) : null;
            }
            case Lua.OP_GETTABUP: {
                String key = constantName(p, Lua.GETARG_C(i));
                if (key == null) {
                    return null;
                }
                LuaString up = upvalueName(p, Lua.GETARG_B(i));
                return ENV.equals(up) ? new Operand("global", key, null)
                        : new Operand("field", key, up == null ? null : up.tojstring());
            }
            case Lua.OP_GETTABLE: {
                String key = constantName(p, Lua.GETARG_C(i));
                if (key == null) {
                    return null;
                }
                Operand table = register(p, setter, Lua.GETARG_B(i), depth + 1);
                return new Operand("field", key, table == null ? null : table.asWritten());
            }
            case Lua.OP_SELF: {
                if (reg == Lua.GETARG_A(i) + 1) {
                    return register(p, setter, Lua.GETARG_B(i), depth + 1); // the object itself
                }
                String key = constantName(p, Lua.GETARG_C(i));
                if (key == null) {
                    return null;
                }
                Operand object = register(p, setter, Lua.GETARG_B(i), depth + 1);
                return new Operand("method", key, object == null ? null : object.asWritten());
            }
            case Lua.OP_GETUPVAL: {
                LuaString up = upvalueName(p, Lua.GETARG_B(i));
                return up == null ? null : new Operand("upvalue", up.tojstring(), null);
            }
            default:
                return null;
        }
    }

    /**
     * The operand a failing instruction used, for the two errors LuaJ words without a name: the
     * function of a call and the table of an index.
     *
     * @param calling true for "attempt to call", false for "attempt to index"
     */
    public static Operand failing(Prototype p, int pc, boolean calling) {
        if (pc < 0 || pc >= p.code.length) {
            return null;
        }
        int i = p.code[pc];
        int op = Lua.GET_OPCODE(i);
        if (calling) {
            return op == Lua.OP_CALL || op == Lua.OP_TAILCALL ? register(p, pc, Lua.GETARG_A(i)) : null;
        }
        switch (op) {
            case Lua.OP_GETTABLE:
            case Lua.OP_SELF:
                return register(p, pc, Lua.GETARG_B(i));
            case Lua.OP_SETTABLE:
                return register(p, pc, Lua.GETARG_A(i));
            case Lua.OP_GETTABUP:
            case Lua.OP_SETTABUP: {
                LuaString up = upvalueName(p, op == Lua.OP_GETTABUP ? Lua.GETARG_B(i) : Lua.GETARG_A(i));
                return up == null ? null : new Operand("upvalue", up.tojstring(), null);
            }
            default:
                return null;
        }
    }

    /** Whether the call at {@code pc} is a method call ({@code obj:Name(...)}: its function came from SELF). */
    public static boolean isMethodCall(Prototype p, int pc) {
        if (pc < 0 || pc >= p.code.length) {
            return false;
        }
        int i = p.code[pc];
        int op = Lua.GET_OPCODE(i);
        if (op != Lua.OP_CALL && op != Lua.OP_TAILCALL) {
            return false;
        }
        int setter = lastSetter(p, pc, Lua.GETARG_A(i));
        return setter >= 0 && Lua.GET_OPCODE(p.code[setter]) == Lua.OP_SELF;
    }

    /** The register holding argument {@code index} (1-based, {@code self} counted) of the call at {@code pc}, or -1. */
    public static int argumentRegister(Prototype p, int pc, int index) {
        if (pc < 0 || pc >= p.code.length) {
            return -1;
        }
        int i = p.code[pc];
        int op = Lua.GET_OPCODE(i);
        return op == Lua.OP_CALL || op == Lua.OP_TAILCALL ? Lua.GETARG_A(i) + index : -1;
    }

    /**
     * The last instruction before {@code lastpc} that writes {@code reg}, skipping code that a
     * forward jump before {@code lastpc} jumps over only when the jump lands beyond it (as Lua's
     * own {@code findsetreg}); -1 when none.
     */
    private static int lastSetter(Prototype p, int lastpc, int reg) {
        int setter = -1;
        int jumpTarget = 0;
        for (int pc = 0; pc < lastpc; pc++) {
            int i = p.code[pc];
            int op = Lua.GET_OPCODE(i);
            int a = Lua.GETARG_A(i);
            boolean writes;
            switch (op) {
                case Lua.OP_LOADNIL:
                    writes = a <= reg && reg <= a + Lua.GETARG_B(i);
                    break;
                case Lua.OP_TFORCALL:
                    writes = reg >= a + 2;
                    break;
                case Lua.OP_CALL:
                case Lua.OP_TAILCALL:
                    writes = reg >= a;
                    break;
                case Lua.OP_JMP: {
                    int dest = pc + 1 + Lua.GETARG_sBx(i);
                    if (pc < dest && dest <= lastpc && dest > jumpTarget) {
                        jumpTarget = dest;
                    }
                    writes = false;
                    break;
                }
                case Lua.OP_SETTABUP:
                case Lua.OP_SETTABLE:
                case Lua.OP_SETUPVAL:
                case Lua.OP_SETLIST:
                case Lua.OP_TEST:
                case Lua.OP_EQ:
                case Lua.OP_LT:
                case Lua.OP_LE:
                case Lua.OP_RETURN:
                case Lua.OP_FORLOOP:
                case Lua.OP_TFORLOOP:
                    writes = false;
                    break;
                case Lua.OP_SELF:
                    writes = reg == a || reg == a + 1;
                    break;
                default:
                    writes = a == reg;
                    break;
            }
            if (writes) {
                setter = pc < jumpTarget ? -1 : pc;
            }
        }
        return setter;
    }

    private static String constantName(Prototype p, int rk) {
        if (!Lua.ISK(rk)) {
            return null;
        }
        LuaValue k = p.k[Lua.INDEXK(rk)];
        return k.isstring() && !k.isnumber() ? k.tojstring() : null;
    }

    private static LuaString upvalueName(Prototype p, int index) {
        return p.upvalues != null && index < p.upvalues.length ? p.upvalues[index].name : null;
    }
}
