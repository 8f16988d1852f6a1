package dev.spellspeed.script.sandbox;

import org.luaj.vm2.LuaClosure;
import org.luaj.vm2.LuaString;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.UpValue;
import org.luaj.vm2.Varargs;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * What a duel's Lua state holds, estimated by walking everything reachable from its roots (the
 * globals, and the functions and values the engine keeps for it): tables by their entries, strings
 * by their length, closures by their upvalues. The estimate depends only on the Lua state, never on
 * the JVM, so a duel measured at the same point of its work always gets the same figure: a memory
 * budget built on it aborts a duel at the same point on every machine and in every replay.
 *
 * <p>Sizes are rough upper bounds of what LuaJ keeps on a 64-bit JVM (docs/reliability.md); the
 * point is to stop a script that piles up tables or strings long before the heap is at risk, not
 * to account for every byte.
 */
public final class HeldMemory {
    static final int TABLE_BYTES = 64;
    static final int ENTRY_BYTES = 40;
    static final int STRING_BYTES = 40;
    static final int CLOSURE_BYTES = 48;
    static final int UPVALUE_BYTES = 24;

    private HeldMemory() {}

    /**
     * The bytes held by the values reachable from {@code roots}, each counted once; the walk stops as
     * soon as the figure passes {@code stopAbove} (0: never), returning what it had counted then.
     */
    public static long of(Iterable<? extends LuaValue> roots, long stopAbove) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<LuaValue> pending = new ArrayDeque<>();
        for (LuaValue root : roots) {
            if (root != null) {
                pending.push(root);
            }
        }
        long bytes = 0;
        while (!pending.isEmpty()) {
            LuaValue value = pending.pop();
            if (!(value instanceof LuaTable || value instanceof LuaString || value instanceof LuaClosure)) {
                continue; // numbers, booleans, nil, Java functions, userdata: counted inside their holder's entry
            }
            if (!seen.add(value)) {
                continue;
            }
            if (value instanceof LuaString string) {
                bytes += STRING_BYTES + string.rawlen();
            } else if (value instanceof LuaTable table) {
                bytes += TABLE_BYTES;
                LuaValue key = LuaValue.NIL;
                while (true) {
                    Varargs next = table.next(key);
                    key = next.arg1();
                    if (key.isnil()) {
                        break;
                    }
                    bytes += ENTRY_BYTES;
                    pending.push(key);
                    pending.push(next.arg(2));
                    if (stopAbove > 0 && bytes > stopAbove) {
                        return bytes;
                    }
                }
                LuaValue meta = table.getmetatable();
                if (meta != null) {
                    pending.push(meta);
                }
            } else {
                LuaClosure closure = (LuaClosure) value;
                bytes += CLOSURE_BYTES;
                UpValue[] upvalues = closure.upValues;
                if (upvalues != null) {
                    for (UpValue upvalue : upvalues) {
                        if (upvalue != null) {
                            bytes += UPVALUE_BYTES;
                            LuaValue held = upvalue.getValue();
                            if (held != null) {
                                pending.push(held);
                            }
                        }
                    }
                }
            }
            if (stopAbove > 0 && bytes > stopAbove) {
                return bytes;
            }
        }
        return bytes;
    }
}
