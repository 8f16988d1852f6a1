package dev.spellspeed.script.sandbox;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/**
 * A Lua table that no script can change: every write, {@code rawset} included, raises an error.
 *
 * <p>Used for the string metatable and its {@code __index} table, which LuaJ keeps in one
 * JVM-wide field: if a script could change them, it would change string methods for every duel.
 * A subclass (rather than a proxy with {@code __newindex}) is needed because {@code rawset}
 * bypasses metamethods.
 */
public final class ReadOnlyTable extends LuaTable {

    private final boolean frozen;

    /** A frozen copy of {@code source}'s entries (not of its metatable). */
    public ReadOnlyTable(LuaTable source) {
        LuaValue k = LuaValue.NIL;
        while (true) {
            var next = source.next(k);
            k = next.arg1();
            if (k.isnil()) {
                break;
            }
            super.rawset(k, next.arg(2));
        }
        frozen = true;
    }

    private LuaError denied() {
        return new LuaError("attempt to modify a read-only table");
    }

    private void checkWritable() {
        if (frozen) {
            throw denied();
        }
    }

    @Override
    public void rawset(int key, LuaValue value) {
        checkWritable();
        super.rawset(key, value);
    }

    @Override
    public void rawset(LuaValue key, LuaValue value) {
        checkWritable();
        super.rawset(key, value);
    }

    @Override
    public void hashset(LuaValue key, LuaValue value) {
        checkWritable();
        super.hashset(key, value);
    }

    @Override
    public void insert(int pos, LuaValue value) {
        throw denied();
    }

    @Override
    public LuaValue remove(int pos) {
        throw denied();
    }

    @Override
    public void sort(LuaValue comparator) {
        throw denied();
    }

    @Override
    public LuaValue setmetatable(LuaValue metatable) {
        throw denied();
    }

    @Override
    public void presize(int narray) {
        checkWritable();
        super.presize(narray);
    }

    @Override
    public void presize(int narray, int nhash) {
        checkWritable();
        super.presize(narray, nhash);
    }
}
