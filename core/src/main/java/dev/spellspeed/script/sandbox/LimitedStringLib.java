package dev.spellspeed.script.sandbox;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaString;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.StringLib;
import org.luaj.vm2.lib.VarArgFunction;

import dev.spellspeed.script.lua53.LuaIntegers;
import dev.spellspeed.script.lua53.StringGuard;

/**
 * Builds the {@code string} functions scripts get: LuaJ's, with a size check on each function
 * that can build a string longer than its input, and without {@code string.dump} (its bytecode
 * could not be loaded anyway).
 *
 * <p>The checks go through {@link ActiveBudget#guard()} because the same function objects are
 * reached through the JVM-wide string metatable ({@code s:rep(n)}); every one of them is
 * stateless and safe to share between threads.
 *
 * <ul>
 * <li>{@code rep} is our own (Lua 5.3's, with the separator argument) and checks the result size
 *     before allocating; LuaJ's multiplies in {@code int} and can overflow.</li>
 * <li>{@code upper}, {@code lower}, {@code reverse}, {@code char} count their result.</li>
 * <li>{@code format} refuses when its arguments alone exceed the limit and checks its result.</li>
 * <li>{@code gsub} with a string replacement refuses when its worst case (every match replaced,
 *     every capture reference the whole subject) exceeds the limit; with a function or table
 *     replacement it counts the replacement strings as they are produced.</li>
 * </ul>
 */
final class LimitedStringLib {

    private LimitedStringLib() {
    }

    /** A new table with the limited string functions (not shared; the caller may freeze it). */
    static LuaTable create() {
        LuaTable luaj = loadLuajStringLib();
        LuaTable t = new LuaTable();
        for (String name : new String[] {"byte", "len", "sub"}) {
            t.set(name, luaj.get(name));
        }
        t.set("find", new Searching(luaj.get("find"), true));
        t.set("gmatch", new Searching(luaj.get("gmatch"), false));
        t.set("match", new Searching(luaj.get("match"), false));
        t.set("rep", new Rep());
        t.set("upper", new SameLength(luaj.get("upper")));
        t.set("lower", new SameLength(luaj.get("lower")));
        t.set("reverse", new SameLength(luaj.get("reverse")));
        t.set("char", new Char(luaj.get("char")));
        t.set("format", new Format(luaj.get("format")));
        t.set("gsub", new Searching(new Gsub(luaj.get("gsub")), false));
        return t;
    }

    /**
     * LuaJ's StringLib registers itself in {@code package.loaded}, so it needs a scratch
     * environment with one; it also sets the JVM-wide string metatable if none is set yet, which
     * {@link StringMetatable#install} overrides right after.
     */
    private static LuaTable loadLuajStringLib() {
        LuaTable env = new LuaTable();
        LuaTable pkg = new LuaTable();
        pkg.set("loaded", new LuaTable());
        env.set("package", pkg);
        new StringLib().call(LuaValue.valueOf("string"), env);
        return env.get("string").checktable();
    }

    private static LuaError tooLarge(String function, long length, long limit) {
        return new LuaError("string." + function + ": resulting string too large (" + length
                + " bytes; the limit is " + limit + ")");
    }

    /** {@code string.rep(s, n [, sep])}. */
    private static final class Rep extends VarArgFunction {
        @Override
        public Varargs invoke(Varargs args) {
            LuaString s = args.checkstring(1);
            Long count = LuaIntegers.tryToLong(args.checknumber(2));
            if (count == null) {
                throw new LuaError("bad argument #2 to 'rep' (number has no integer representation)");
            }
            LuaString sep = args.optstring(3, EMPTYSTRING);
            long n = count;
            if (n <= 0) {
                return EMPTYSTRING;
            }
            StringGuard guard = ActiveBudget.guard();
            // in double first: n can be 2^62 and s long, which overflows a long
            double estimate = (double) s.length() * n + (double) sep.length() * (n - 1);
            if (estimate > guard.maxStringLength()) {
                throw tooLarge("rep", (long) Math.min(estimate, Long.MAX_VALUE), guard.maxStringLength());
            }
            long total = s.length() * n + sep.length() * (n - 1);
            if (total == 0) {
                return EMPTYSTRING; // rep("", 1e15) would otherwise loop 1e15 times copying nothing
            }
            guard.beforeBuilding(total);
            byte[] bytes = new byte[(int) total];
            int offset = 0;
            for (long i = 0; i < n; i++) {
                if (i > 0) {
                    sep.copyInto(0, bytes, offset, sep.length());
                    offset += sep.length();
                }
                s.copyInto(0, bytes, offset, s.length());
                offset += s.length();
            }
            return LuaString.valueUsing(bytes);
        }
    }

    /**
     * find, match, gmatch, gsub: LuaJ's searches run in Java, within one Lua instruction, so their
     * worst case is charged to the callback's instruction budget before they run. A plain search
     * costs at most subject x needle steps; a pattern with k repetition items ({@code * + -}) can
     * backtrack about subject^(k+1) steps (counted up to k = 3). An ordinary search on a card's short
     * strings costs a few hundred instructions; {@code ("a"):rep(1e5):find(".-.-b")} is refused at
     * once instead of running for hours.
     */
    private static final class Searching extends VarArgFunction {
        private final LuaValue original;
        /** find's fourth argument asks for a plain search. */
        private final boolean hasPlainArgument;

        Searching(LuaValue original, boolean hasPlainArgument) {
            this.original = original;
            this.hasPlainArgument = hasPlainArgument;
        }

        @Override
        public Varargs invoke(Varargs args) {
            ExecutionBudget budget = ActiveBudget.current();
            if (budget != null && args.arg1().isstring() && args.arg(2).isstring()) {
                budget.chargeInstructions(worstCase(args.arg1().strvalue(), args.arg(2).strvalue(),
                        hasPlainArgument && args.arg(4).toboolean()));
            }
            return original.invoke(args);
        }

        static long worstCase(LuaString subject, LuaString pattern, boolean plain) {
            double n = Math.max(1, subject.length());
            int repetitions = 0;
            if (!plain) {
                for (int i = 0; i < pattern.length(); i++) {
                    int c = pattern.luaByte(i);
                    if (c == '%') {
                        i++; // an escaped character repeats nothing
                    } else if (c == '*' || c == '+' || c == '-') {
                        repetitions++;
                    }
                }
            }
            double cost = repetitions == 0 ? n * Math.max(1, pattern.length())
                    : Math.pow(n, Math.min(repetitions, 3) + 1);
            return (long) Math.min(cost, 1e15);
        }
    }

    /** upper, lower, reverse: the result is as long as the argument. */
    private static final class SameLength extends VarArgFunction {
        private final LuaValue original;

        SameLength(LuaValue original) {
            this.original = original;
        }

        @Override
        public Varargs invoke(Varargs args) {
            ActiveBudget.guard().beforeBuilding(args.checkstring(1).length());
            return original.invoke(args);
        }
    }

    /** {@code string.char(...)}: one byte per argument. */
    private static final class Char extends VarArgFunction {
        private final LuaValue original;

        Char(LuaValue original) {
            this.original = original;
        }

        @Override
        public Varargs invoke(Varargs args) {
            ActiveBudget.guard().beforeBuilding(args.narg());
            return original.invoke(args);
        }
    }

    /** {@code string.format}: bounded before (inputs) and after (actual result). */
    private static final class Format extends VarArgFunction {
        /** Room for one formatted number or width-padded item; Lua caps widths at 99. */
        private static final int PER_ITEM = 128;
        private final LuaValue original;

        Format(LuaValue original) {
            this.original = original;
        }

        @Override
        public Varargs invoke(Varargs args) {
            StringGuard guard = ActiveBudget.guard();
            long estimate = args.checkstring(1).length();
            for (int i = 2, n = args.narg(); i <= n; i++) {
                LuaValue v = args.arg(i);
                estimate += PER_ITEM + (v.type() == TSTRING ? v.strvalue().length() : 0);
            }
            if (estimate > guard.maxStringLength()) {
                throw tooLarge("format", estimate, guard.maxStringLength());
            }
            LuaValue result = original.invoke(args).arg1();
            guard.beforeBuilding(result.strvalue().length());
            return result;
        }
    }

    /** {@code string.gsub}. */
    private static final class Gsub extends VarArgFunction {
        private final LuaValue original;

        Gsub(LuaValue original) {
            this.original = original;
        }

        @Override
        public Varargs invoke(Varargs args) {
            StringGuard guard = ActiveBudget.guard();
            LuaString subject = args.checkstring(1);
            LuaValue repl = args.arg(3);
            long maxMatches = subject.length() + 1L;
            if (!args.arg(4).isnil()) {
                maxMatches = Math.max(0, Math.min(maxMatches, args.checklong(4)));
            }
            if (repl.isstring()) {
                LuaString r = repl.strvalue();
                long bound = subject.length() + maxMatches * r.length()
                        + captureReferences(r) * (long) subject.length();
                if (bound > guard.maxStringLength()) {
                    throw tooLarge("gsub", bound, guard.maxStringLength());
                }
                guard.beforeBuilding(bound);
                return original.invoke(args);
            }
            if (repl.istable() || repl.isfunction()) {
                guard.beforeBuilding(subject.length());
                LuaValue counted = new CountingReplacement(repl, subject.length(), guard);
                return original.invoke(LuaValue.varargsOf(new LuaValue[] {
                    args.arg(1), args.arg(2), counted}, args.subargs(4)));
            }
            return original.invoke(args); // LuaJ reports the bad argument
        }

        private static long captureReferences(LuaString r) {
            long refs = 0;
            for (int i = 0; i + 1 < r.length(); i++) {
                if (r.luaByte(i) == '%') {
                    int c = r.luaByte(i + 1);
                    if (c >= '0' && c <= '9') {
                        refs++;
                    }
                    i++;
                }
            }
            return refs;
        }
    }

    /**
     * A function or table replacement for gsub that counts what it returns. As a function it
     * receives the captures (or the whole match), so for a table the first argument is exactly
     * the key gsub itself would have looked up.
     */
    private static final class CountingReplacement extends VarArgFunction {
        private final LuaValue repl;
        private final StringGuard guard;
        private long produced;

        CountingReplacement(LuaValue repl, long subjectLength, StringGuard guard) {
            this.repl = repl;
            this.guard = guard;
            this.produced = subjectLength;
        }

        @Override
        public Varargs invoke(Varargs args) {
            LuaValue r = repl.istable() ? repl.get(args.arg1()) : repl.invoke(args).arg1();
            if (r.isstring()) {
                long length = r.strvalue().length();
                produced += length;
                if (produced > guard.maxStringLength()) {
                    throw tooLarge("gsub", produced, guard.maxStringLength());
                }
                guard.beforeBuilding(length);
            }
            return r;
        }
    }
}
