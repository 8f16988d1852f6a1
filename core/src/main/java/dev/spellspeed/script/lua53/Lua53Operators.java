package dev.spellspeed.script.lua53;

import java.util.function.LongBinaryOperator;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaString;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.OneArgFunction;
import org.luaj.vm2.lib.TwoArgFunction;
import org.luaj.vm2.lib.VarArgFunction;

/**
 * The functions that {@link Lua53Rewriter}'s output calls in place of Lua 5.3 operators.
 *
 * <p>Bitwise operators and shifts convert both operands to 64-bit integers, compute in
 * {@code long} and return a Lua number. {@code //} is floor division: for two integer-valued
 * operands it is exact integer floor division (as in Lua 5.3, where such operands are integers),
 * otherwise {@code math.floor(a / b)}; a zero divisor gives ±inf or nan like float division
 * (LuaJ cannot tell {@code 7} from {@code 7.0}, so Lua 5.3's integer "n//0" error is not raised).
 * Tables and userdata with the Lua 5.3 metamethods ({@code __band}, {@code __bor},
 * {@code __bxor}, {@code __bnot}, {@code __shl}, {@code __shr}, {@code __idiv}) are honoured.
 *
 * <p>Concatenation takes all the operands of a chain at once, asks the {@link StringGuard}
 * before building the result, and otherwise behaves as LuaJ's own {@code ..} (including
 * {@code __concat}).
 */
public final class Lua53Operators {

    /** Longest byte array the JVM reliably allocates. */
    private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

    private static final String BITWISE = "perform bitwise operation on";
    private static final String ARITHMETIC = "perform arithmetic on";

    private static final LuaValue BAND_EVENT = LuaValue.valueOf("__band");
    private static final LuaValue BOR_EVENT = LuaValue.valueOf("__bor");
    private static final LuaValue BXOR_EVENT = LuaValue.valueOf("__bxor");
    private static final LuaValue BNOT_EVENT = LuaValue.valueOf("__bnot");
    private static final LuaValue SHL_EVENT = LuaValue.valueOf("__shl");
    private static final LuaValue SHR_EVENT = LuaValue.valueOf("__shr");
    private static final LuaValue IDIV_EVENT = LuaValue.valueOf("__idiv");

    private Lua53Operators() {
    }

    /**
     * Defines the helper functions in {@code env} (normally a sandbox's globals).
     *
     * @param guard consulted before each concatenation result is built
     */
    public static void install(LuaTable env, StringGuard guard) {
        env.set(Lua53Rewriter.BAND, new BinaryIntegerOp(BAND_EVENT, (a, b) -> a & b));
        env.set(Lua53Rewriter.BOR, new BinaryIntegerOp(BOR_EVENT, (a, b) -> a | b));
        env.set(Lua53Rewriter.BXOR, new BinaryIntegerOp(BXOR_EVENT, (a, b) -> a ^ b));
        env.set(Lua53Rewriter.SHL, new BinaryIntegerOp(SHL_EVENT, LuaIntegers::shiftLeft));
        env.set(Lua53Rewriter.SHR, new BinaryIntegerOp(SHR_EVENT, (a, b) -> LuaIntegers.shiftLeft(a, -b)));
        env.set(Lua53Rewriter.BNOT, new BitwiseNot());
        env.set(Lua53Rewriter.IDIV, new FloorDivision());
        env.set(Lua53Rewriter.CONCAT, new Concatenation(guard));
    }

    /** {@code a op b} on 64-bit integers, with a metamethod fallback. */
    private static final class BinaryIntegerOp extends TwoArgFunction {
        private final LuaValue event;
        private final LongBinaryOperator op;

        BinaryIntegerOp(LuaValue event, LongBinaryOperator op) {
            this.event = event;
            this.op = op;
        }

        @Override
        public LuaValue call(LuaValue a, LuaValue b) {
            if (a.isinttype() && b.isinttype()) {
                return LuaIntegers.valueOf(op.applyAsLong(a.toint(), b.toint()));
            }
            Long x = LuaIntegers.tryToLong(a);
            Long y = LuaIntegers.tryToLong(b);
            if (x != null && y != null) {
                return LuaIntegers.valueOf(op.applyAsLong(x, y));
            }
            LuaValue handler = metamethod(a, b, event);
            if (!handler.isnil()) {
                return handler.call(a, b);
            }
            throw LuaIntegers.notInteger(x == null ? a : b, BITWISE);
        }
    }

    /** {@code ~a}. */
    private static final class BitwiseNot extends OneArgFunction {
        @Override
        public LuaValue call(LuaValue a) {
            Long x = LuaIntegers.tryToLong(a);
            if (x != null) {
                return LuaIntegers.valueOf(~x);
            }
            LuaValue handler = a.metatag(BNOT_EVENT);
            if (!handler.isnil()) {
                return handler.call(a, a); // Lua 5.3 passes the operand twice to unary events
            }
            throw LuaIntegers.notInteger(a, BITWISE);
        }
    }

    /** {@code a // b}. */
    private static final class FloorDivision extends TwoArgFunction {
        @Override
        public LuaValue call(LuaValue a, LuaValue b) {
            LuaValue na = a.type() == TNUMBER ? a : a.tonumber();
            LuaValue nb = b.type() == TNUMBER ? b : b.tonumber();
            if (na.isnil() || nb.isnil()) {
                LuaValue handler = metamethod(a, b, IDIV_EVENT);
                if (!handler.isnil()) {
                    return handler.call(a, b);
                }
                LuaValue bad = na.isnil() ? a : b;
                throw new LuaError("attempt to " + ARITHMETIC + " a " + bad.typename() + " value");
            }
            Long x = LuaIntegers.tryToLong(na);
            Long y = LuaIntegers.tryToLong(nb);
            if (x != null && y != null && y != 0) {
                return LuaIntegers.valueOf(Math.floorDiv(x, y));
            }
            return LuaValue.valueOf(Math.floor(na.todouble() / nb.todouble()));
        }
    }

    /** {@code a .. b .. c}: all operands of one chain, concatenated right to left as Lua does. */
    private static final class Concatenation extends VarArgFunction {
        private final StringGuard guard;

        Concatenation(StringGuard guard) {
            this.guard = guard;
        }

        @Override
        public Varargs invoke(Varargs args) {
            int n = args.narg();
            long total = 0;
            for (int i = 1; i <= n; i++) {
                LuaValue v = args.arg(i);
                if (!v.isstring()) { // isstring() is also true for numbers, which Lua converts
                    return concatPairwise(args, n);
                }
                total += v.strvalue().length();
            }
            if (total > MAX_ARRAY) {
                throw new LuaError("string length overflow");
            }
            guard.beforeBuilding(total);
            byte[] bytes = new byte[(int) total];
            int offset = 0;
            for (int i = 1; i <= n; i++) {
                LuaString s = args.arg(i).strvalue();
                s.copyInto(0, bytes, offset, s.length());
                offset += s.length();
            }
            return LuaString.valueUsing(bytes);
        }

        /** The general case with metamethods: {@code a .. (b .. c)}, one pair at a time. */
        private LuaValue concatPairwise(Varargs args, int n) {
            LuaValue acc = args.arg(n);
            for (int i = n - 1; i >= 1; i--) {
                LuaValue left = args.arg(i);
                if (left.isstring() && acc.isstring()) {
                    guard.beforeBuilding((long) left.strvalue().length() + acc.strvalue().length());
                }
                acc = left.concat(acc);
            }
            return acc;
        }
    }

    /** Lua 5.3's lookup order for binary events: the first operand's handler, then the second's. */
    private static LuaValue metamethod(LuaValue a, LuaValue b, LuaValue event) {
        LuaValue h = a.metatag(event);
        return h.isnil() ? b.metatag(event) : h;
    }
}
