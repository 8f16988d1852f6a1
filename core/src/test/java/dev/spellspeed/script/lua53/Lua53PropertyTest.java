package dev.spellspeed.script.lua53;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.script.sandbox.LuaSandbox;
import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * Random expressions over all Lua 5.3 binary and unary operators, printed with only the
 * parentheses Lua 5.3's grammar requires (plus some redundant ones), run through the rewriter and
 * LuaJ, and compared with a reference evaluation of the expression tree in Java.
 *
 * <p>The reference evaluates the operators the rewriter replaces ({@code & | ~ << >> // ..} and
 * unary {@code ~}) with its own code, written from Lua 5.3's definitions; the operators LuaJ runs
 * natively ({@code + - * / % ^}, comparisons, {@code not and or}) with LuaJ's own arithmetic, so
 * any difference comes from grouping or from the helpers. Integers reach 2^53.
 */
class Lua53PropertyTest {

    private static final int CASES_PER_SEED = 3000;
    private static final int BATCH = 500;

    /** Binary operators with Lua 5.3's left and right priorities. */
    private enum Op {
        OR("or", 1, 1), AND("and", 2, 2),
        LT("<", 3, 3), GT(">", 3, 3), LE("<=", 3, 3), GE(">=", 3, 3), NE("~=", 3, 3), EQ("==", 3, 3),
        BOR("|", 4, 4), BXOR("~", 5, 5), BAND("&", 6, 6), SHL("<<", 7, 7), SHR(">>", 7, 7),
        CONCAT("..", 9, 8), ADD("+", 10, 10), SUB("-", 10, 10),
        MUL("*", 11, 11), DIV("/", 11, 11), IDIV("//", 11, 11), MOD("%", 11, 11), POW("^", 14, 13);

        final String text;
        final int left;
        final int right;

        Op(String text, int left, int right) {
            this.text = text;
            this.left = left;
            this.right = right;
        }
    }

    private static final int UNARY = 12;

    private sealed interface Node permits Lit, Unary, Binary, Paren { }

    private record Lit(String text, LuaValue value) implements Node { }

    private record Unary(String op, Node operand) implements Node { }

    private record Binary(Op op, Node left, Node right) implements Node { }

    private record Paren(Node inner) implements Node { }

    /** Thrown by the reference where Lua raises an error. */
    private static final class RefError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        RefError(String m) {
            super(m, null, false, false);
        }
    }

    // ---- generation ----------------------------------------------------------------------------

    private static Node generate(Random rnd, int depth) {
        if (depth == 0 || rnd.nextInt(4) == 0) {
            return literal(rnd);
        }
        int pick = rnd.nextInt(10);
        if (pick == 0) {
            String[] unary = {"-", "~", "not", "~", "-"};
            return new Unary(unary[rnd.nextInt(unary.length)], generate(rnd, depth - 1));
        }
        Op op = Op.values()[rnd.nextInt(Op.values().length)];
        Node right = op == Op.POW ? smallLiteral(rnd, 4) : generate(rnd, depth - 1);
        return new Binary(op, generate(rnd, depth - 1), right);
    }

    private static Node literal(Random rnd) {
        int kind = rnd.nextInt(12);
        if (kind < 2) {
            long v = rnd.nextLong() & ((1L << 53) - 1); // up to 2^53
            return new Lit(Long.toString(v), LuaValue.valueOf((double) v));
        }
        if (kind < 4) {
            long v = rnd.nextInt(1 << 20);
            return new Lit(Long.toString(v), LuaValue.valueOf((double) v));
        }
        if (kind == 4) {
            return new Lit("\"" + rnd.nextInt(100) + "\"", null);
        }
        if (kind == 5 && rnd.nextBoolean()) {
            return new Lit(rnd.nextBoolean() ? "true" : "false", null);
        }
        return smallLiteral(rnd, 70);
    }

    private static Node smallLiteral(Random rnd, int bound) {
        int v = rnd.nextInt(bound);
        return new Lit(Integer.toString(v), LuaValue.valueOf(v));
    }

    // ---- printing with minimal parentheses -----------------------------------------------------

    private static String print(Node n, Random rnd) {
        if (n instanceof Lit l) {
            return l.text();
        }
        if (n instanceof Paren p) {
            return "(" + print(p.inner(), rnd) + ")";
        }
        if (n instanceof Unary u) {
            // the operand is parsed with the unary priority: only ^ binds tighter
            boolean parens = u.operand() instanceof Binary b && b.op().left <= UNARY;
            return u.op() + " " + wrap(u.operand(), parens, rnd);
        }
        Binary b = (Binary) n;
        // left operand: its last operator must not capture ours (our left <= its right priority)
        boolean leftParens = b.left() instanceof Binary lb ? b.op().left > lb.op().right
                : b.left() instanceof Unary && b.op().left > UNARY;
        // right operand: it is parsed with our right priority and must be absorbed whole
        boolean rightParens = b.right() instanceof Binary rb && rb.op().left <= b.op().right;
        return wrap(b.left(), leftParens, rnd) + " " + b.op().text + " " + wrap(b.right(), rightParens, rnd);
    }

    private static String wrap(Node n, boolean required, Random rnd) {
        boolean redundant = !(n instanceof Lit) && rnd.nextInt(12) == 0;
        return required || redundant ? "(" + print(n, rnd) + ")" : print(n, rnd);
    }

    // ---- reference evaluation ------------------------------------------------------------------

    private static LuaValue eval(Node n) {
        if (n instanceof Lit l) {
            if (l.text().startsWith("\"")) {
                return LuaValue.valueOf(l.text().substring(1, l.text().length() - 1));
            }
            if (l.text().equals("true")) {
                return LuaValue.TRUE;
            }
            if (l.text().equals("false")) {
                return LuaValue.FALSE;
            }
            return l.value();
        }
        if (n instanceof Paren p) {
            return eval(p.inner());
        }
        if (n instanceof Unary u) {
            LuaValue v = eval(u.operand());
            return switch (u.op()) {
                case "not" -> LuaValue.valueOf(!v.toboolean());
                case "-" -> native1(() -> v.neg());
                default -> LuaValue.valueOf((double) ~integer(v));
            };
        }
        Binary b = (Binary) n;
        if (b.op() == Op.AND || b.op() == Op.OR) {
            LuaValue l = eval(b.left());
            boolean takeLeft = b.op() == Op.AND ? !l.toboolean() : l.toboolean();
            return takeLeft ? l : eval(b.right());
        }
        LuaValue l = eval(b.left());
        LuaValue r = eval(b.right());
        return switch (b.op()) {
            case LT -> native1(() -> l.lt(r));
            case GT -> native1(() -> l.gt(r));
            case LE -> native1(() -> l.lteq(r));
            case GE -> native1(() -> l.gteq(r));
            case EQ -> l.eq(r);
            case NE -> l.neq(r);
            case ADD -> native1(() -> l.add(r));
            case SUB -> native1(() -> l.sub(r));
            case MUL -> native1(() -> l.mul(r));
            case DIV -> native1(() -> l.div(r));
            case MOD -> native1(() -> l.mod(r));
            case POW -> native1(() -> l.pow(r));
            case BAND -> number(integer(l) & integer(r));
            case BOR -> number(integer(l) | integer(r));
            case BXOR -> number(integer(l) ^ integer(r));
            case SHL -> number(shift(integer(l), integer(r)));
            case SHR -> number(shift(integer(l), negate(integer(r))));
            case IDIV -> floorDivide(l, r);
            case CONCAT -> concat(l, r);
            default -> throw new AssertionError(b.op());
        };
    }

    private interface NativeOp {
        LuaValue apply();
    }

    private static LuaValue native1(NativeOp op) {
        try {
            return op.apply();
        } catch (LuaError e) {
            throw new RefError(e.getMessage());
        }
    }

    /** Lua 5.3: a number (or numeric string) with an exact 64-bit integer value. */
    private static long integer(LuaValue v) {
        LuaValue n = v.type() == LuaValue.TNUMBER ? v : v.type() == LuaValue.TSTRING ? v.tonumber() : LuaValue.NIL;
        if (n.isnil()) {
            throw new RefError("bitwise on " + v.typename());
        }
        double d = n.todouble();
        if (Double.isNaN(d) || Double.isInfinite(d) || d != Math.rint(d)) {
            throw new RefError("no integer representation");
        }
        BigInteger big = new java.math.BigDecimal(d).toBigIntegerExact();
        if (big.bitLength() > 63) {
            throw new RefError("no integer representation");
        }
        return big.longValueExact();
    }

    private static long negate(long n) {
        return n == Long.MIN_VALUE ? Long.MAX_VALUE : -n; // any |n| >= 64 shifts everything out
    }

    /** Logical shift of the 64-bit pattern, computed on unsigned big integers. */
    private static long shift(long x, long n) {
        BigInteger mask = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
        BigInteger ux = BigInteger.valueOf(x).and(mask);
        if (n >= 64 || n <= -64) {
            return 0;
        }
        BigInteger shifted = n >= 0 ? ux.shiftLeft((int) n).and(mask) : ux.shiftRight((int) -n);
        return shifted.longValue();
    }

    private static LuaValue number(long l) {
        return LuaValue.valueOf((double) l);
    }

    private static LuaValue floorDivide(LuaValue l, LuaValue r) {
        LuaValue a = l.type() == LuaValue.TNUMBER ? l : l.type() == LuaValue.TSTRING ? l.tonumber() : LuaValue.NIL;
        LuaValue b = r.type() == LuaValue.TNUMBER ? r : r.type() == LuaValue.TSTRING ? r.tonumber() : LuaValue.NIL;
        if (a.isnil() || b.isnil()) {
            throw new RefError("arithmetic on non-number");
        }
        double x = a.todouble();
        double y = b.todouble();
        boolean integral = !Double.isInfinite(x) && !Double.isInfinite(y) && x == Math.rint(x) && y == Math.rint(y)
                && Math.abs(x) < 0x1p63 && Math.abs(y) < 0x1p63;
        if (integral && y != 0) {
            BigInteger[] qr = BigInteger.valueOf((long) x).divideAndRemainder(BigInteger.valueOf((long) y));
            BigInteger q = qr[0];
            if (qr[1].signum() != 0 && (qr[1].signum() != BigInteger.valueOf((long) y).signum())) {
                q = q.subtract(BigInteger.ONE);
            }
            return LuaValue.valueOf((double) q.longValue());
        }
        return LuaValue.valueOf(Math.floor(x / y));
    }

    private static LuaValue concat(LuaValue l, LuaValue r) {
        boolean ok = (l.type() == LuaValue.TNUMBER || l.type() == LuaValue.TSTRING)
                && (r.type() == LuaValue.TNUMBER || r.type() == LuaValue.TSTRING);
        if (!ok) {
            throw new RefError("concatenate " + l.typename() + " with " + r.typename());
        }
        return LuaValue.valueOf(l.tojstring() + r.tojstring());
    }

    // ---- comparison ----------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(longs = {1L, 42L, 20240601L})
    void rewrittenExpressionsMatchTheReference(long seed) {
        Random rnd = new Random(seed);
        Globals g = new LuaSandbox(SandboxOptions.defaults()).globals();
        int mismatches = 0;
        int values = 0;
        StringBuilder report = new StringBuilder();
        for (int start = 0; start < CASES_PER_SEED; start += BATCH) {
            List<String> texts = new ArrayList<>();
            List<Object> expected = new ArrayList<>();
            StringBuilder chunk = new StringBuilder("local r = {}\n");
            for (int i = 0; i < BATCH; i++) {
                Node n = generate(rnd, 1 + rnd.nextInt(6));
                String text = print(n, rnd);
                texts.add(text);
                try {
                    expected.add(eval(n));
                    values++;
                } catch (RefError e) {
                    expected.add(e);
                }
                chunk.append("r[").append(i + 1).append("] = {pcall(function() return ")
                        .append(text).append(" end)}\n");
            }
            chunk.append("return r\n");
            LuaTable results = g.load(chunk.toString(), "=property").call().checktable();
            for (int i = 0; i < BATCH; i++) {
                LuaTable r = results.get(i + 1).checktable();
                Object want = expected.get(i);
                String problem = compare(want, r);
                if (problem != null && mismatches++ < 10) {
                    report.append("\n  ").append(texts.get(i)).append(" -> ").append(problem);
                }
            }
        }
        if (mismatches > 0) {
            fail(mismatches + " mismatches (seed " + seed + "):" + report);
        }
        // the generator must not drown the comparison in errors: most cases must have a value
        assertTrue(values > CASES_PER_SEED / 2, "only " + values + " cases without error");
    }

    private static String compare(Object want, LuaTable got) {
        boolean ok = got.get(1).toboolean();
        LuaValue value = got.get(2);
        if (want instanceof RefError e) {
            return ok ? "expected an error (" + e.getMessage() + "), got " + value.tojstring() : null;
        }
        LuaValue w = (LuaValue) want;
        if (!ok) {
            return "expected " + w.tojstring() + ", got error " + value.tojstring();
        }
        if (w.type() != value.type()) {
            return "expected " + w.typename() + " " + w.tojstring() + ", got " + value.typename() + " " + value.tojstring();
        }
        if (w.type() == LuaValue.TNUMBER) {
            double a = w.todouble() == 0 ? 0.0 : w.todouble();
            double b = value.todouble() == 0 ? 0.0 : value.todouble();
            return Double.valueOf(a).equals(b) ? null : "expected " + a + ", got " + b;
        }
        return w.raweq(value) ? null : "expected " + w.tojstring() + ", got " + value.tojstring();
    }

    @ParameterizedTest
    @ValueSource(longs = {7L})
    void printerProducesValidLua(long seed) {
        // guard against a printer bug hiding behind the comparison: every text must compile
        Random rnd = new Random(seed);
        Globals g = new LuaSandbox(SandboxOptions.defaults()).globals();
        for (int i = 0; i < 500; i++) {
            String text = print(generate(rnd, 5), rnd);
            Varargs v = g.load("return function() return " + text + " end", "=printer").invoke();
            assertEquals(LuaValue.TFUNCTION, v.arg1().type(), text);
        }
    }
}
