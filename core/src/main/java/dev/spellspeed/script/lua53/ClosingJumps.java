package dev.spellspeed.script.lua53;

import org.luaj.vm2.Lua;
import org.luaj.vm2.Prototype;

/**
 * Works around a LuaJ 3.0.1 interpreter trap: a jump that also closes upvalues (a {@code JMP} whose
 * A field is set, which LuaJ's compiler emits for a {@code goto} leaving a block with locals, as in
 * ygopro's Ritual procedure: {@code if not mat then goto RitualUltimateSelectStart end}) crashes with
 * a NullPointerException when its function has no nested functions, because the interpreter keeps
 * no list of open upvalues for such a function. Without nested functions no upvalue can be open,
 * so closing them does nothing: the A field of those jumps is cleared after compilation.
 */
final class ClosingJumps {
    private ClosingJumps() {}

    /** Fixes {@code prototype} and the functions nested in it, in place; returns it. */
    static Prototype fix(Prototype prototype) {
        if (prototype.p == null || prototype.p.length == 0) {
            int[] code = prototype.code;
            for (int i = 0; i < code.length; i++) {
                if (Lua.GET_OPCODE(code[i]) == Lua.OP_JMP && Lua.GETARG_A(code[i]) != 0) {
                    code[i] &= Lua.MASK_NOT_A;
                }
            }
        } else {
            for (Prototype nested : prototype.p) {
                fix(nested);
            }
        }
        return prototype;
    }
}
