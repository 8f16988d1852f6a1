package dev.spellspeed.script.testing;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.VarArgFunction;

/**
 * One Java function of the test API, named as scripts write it ({@code Debug.AddCard},
 * {@code t:Summon}) so that argument errors say which call was wrong.
 */
final class TestFunction extends VarArgFunction {
    /** Checks and converts the arguments, then calls into the scenario. */
    @FunctionalInterface
    interface Body {
        /**
         * @param args the arguments; for a method, without the object it was called on, so
         *             argument 1 is the first one written between the parentheses
         * @param name the function as scripts write it, for messages
         */
        Varargs call(Varargs args, String name);
    }

    private final String fullName;
    private final LuaTable self;
    private final Body body;

    private TestFunction(String fullName, LuaTable self, Body body) {
        this.fullName = fullName;
        this.self = self;
        this.body = body;
        this.name = fullName;
    }

    /**
     * Defines {@code table[key]} as a plain function.
     *
     * @param prefix how scripts reach the table, e.g. {@code "Debug."}, or {@code ""} for a global
     */
    static void function(LuaTable table, String prefix, String key, Body body) {
        table.rawset(key, new TestFunction(prefix + key, null, body));
    }

    /** Defines {@code object:key} as a method of {@code object}, which must be passed as its first argument. */
    static void method(LuaTable object, String objectName, String key, Body body) {
        object.rawset(key, new TestFunction(objectName + ":" + key, object, body));
    }

    @Override
    public Varargs invoke(Varargs args) {
        if (self == null) {
            return body.call(args, fullName);
        }
        if (args.arg1() != self) {
            // t.Summon(0, x) passes 0 as the object: say how to call it rather than "argument 1 must be …"
            throw new LuaError(fullName + " must be called with a colon: " + fullName + "(…)");
        }
        return body.call(args.subargs(2), fullName);
    }

    @Override
    public String tojstring() {
        return "function: " + fullName;
    }
}
