package dev.spellspeed.script.lua53;

import java.util.List;
import java.util.Map;

/**
 * Source-to-source rewriter that lets LuaJ (a Lua 5.2 compiler) run Lua 5.3 operators.
 *
 * <p>It parses the whole chunk with the Lua 5.3 grammar and replaces each use of
 * {@code & | ~ << >> //} (binary), {@code ~} (unary) and {@code ..} by a call of a helper
 * function, e.g. {@code a & b << 2} becomes {@code (__op_band(a , (__op_shl(b , 2))))}. Operands are
 * grouped exactly as Lua 5.3 groups them, with its precedence table (low to high):
 * {@code or}; {@code and}; comparisons; {@code |}; {@code ~}; {@code &}; shifts; {@code ..}
 * (right associative); {@code + -}; {@code * / // %}; unary operators; {@code ^} (right
 * associative).
 *
 * <p>Concatenation is rewritten too, although LuaJ has it, so that the host can cap the length of
 * the strings it builds (see {@code Lua53Operators}); a chain {@code a .. b .. c} becomes one call
 * with three arguments, which also avoids copying the intermediate strings.
 *
 * <p>Each call is wrapped in parentheses so that {@code return a & b} is not a tail call: a
 * tail call leaves the function before the helper runs, and an error in the helper would then be
 * reported at the caller's line.
 *
 * <p>The rewriting only inserts text and replaces operator tokens; comments, string literals
 * (long brackets included), whitespace and line breaks are copied unchanged, so a runtime error
 * reports the line of the original source.
 */
public final class Lua53Rewriter {

    /** Global name of the helper for {@code a & b}. */
    public static final String BAND = "__op_band";
    /** Global name of the helper for {@code a | b}. */
    public static final String BOR = "__op_bor";
    /** Global name of the helper for {@code a ~ b}. */
    public static final String BXOR = "__op_bxor";
    /** Global name of the helper for {@code ~a}. */
    public static final String BNOT = "__op_bnot";
    /** Global name of the helper for {@code a << b}. */
    public static final String SHL = "__op_shl";
    /** Global name of the helper for {@code a >> b}. */
    public static final String SHR = "__op_shr";
    /** Global name of the helper for {@code a // b}. */
    public static final String IDIV = "__op_idiv";
    /** Global name of the helper for {@code a .. b .. c}; it takes any number of operands. */
    public static final String CONCAT = "__op_concat";

    private static final int UNARY_PRIORITY = 12;

    /** A binary operator's left and right binding powers (Lua's {@code priority} table). */
    private record Priority(int left, int right, String helper) { }

    private static final Map<String, Priority> BINARY = Map.ofEntries(
            Map.entry("or", new Priority(1, 1, null)),
            Map.entry("and", new Priority(2, 2, null)),
            Map.entry("<", new Priority(3, 3, null)),
            Map.entry(">", new Priority(3, 3, null)),
            Map.entry("<=", new Priority(3, 3, null)),
            Map.entry(">=", new Priority(3, 3, null)),
            Map.entry("~=", new Priority(3, 3, null)),
            Map.entry("==", new Priority(3, 3, null)),
            Map.entry("|", new Priority(4, 4, BOR)),
            Map.entry("~", new Priority(5, 5, BXOR)),
            Map.entry("&", new Priority(6, 6, BAND)),
            Map.entry("<<", new Priority(7, 7, SHL)),
            Map.entry(">>", new Priority(7, 7, SHR)),
            Map.entry("..", new Priority(9, 8, CONCAT)),
            Map.entry("+", new Priority(10, 10, null)),
            Map.entry("-", new Priority(10, 10, null)),
            Map.entry("*", new Priority(11, 11, null)),
            Map.entry("/", new Priority(11, 11, null)),
            Map.entry("//", new Priority(11, 11, IDIV)),
            Map.entry("%", new Priority(11, 11, null)),
            Map.entry("^", new Priority(14, 13, null)));

    /**
     * An expression's extent in the source. {@code open}/{@code close} are set only for an
     * unparenthesized concatenation chain, so that an enclosing {@code ..} can absorb it.
     */
    private record Expr(int start, int end, SourceEdits.Edit open, SourceEdits.Edit close) {
        Expr(int start, int end) {
            this(start, end, null, null);
        }
    }

    private final List<LuaToken> tokens;
    private final SourceEdits edits = new SourceEdits();
    private int index;
    private LuaToken tok;
    private int prevEnd;
    /** Nesting of blocks and subexpressions now open; bounded like Lua's own parser (LUAI_MAXCCALLS). */
    private int levels;

    /** Deepest nesting accepted: Lua 5.3's limit, so a chunk real Lua refuses is refused here too. */
    static final int MAX_LEVELS = 200;

    private Lua53Rewriter(List<LuaToken> tokens) {
        this.tokens = tokens;
        this.tok = tokens.get(0);
    }

    /**
     * Rewrites one chunk.
     *
     * @param source chunk text, one character per byte (ISO-8859-1)
     * @return the text to give LuaJ's compiler; the same instance when nothing needed rewriting
     * @throws LuaSyntaxException when the chunk is not valid Lua 5.3
     */
    public static String rewrite(String source) throws LuaSyntaxException {
        List<LuaToken> tokens = LuaLexer.tokenize(source);
        if (!needsRewriting(tokens)) {
            return source;
        }
        Lua53Rewriter r = new Lua53Rewriter(tokens);
        r.chunk();
        return r.edits.isEmpty() ? source : r.edits.applyTo(source);
    }

    private static boolean needsRewriting(List<LuaToken> tokens) {
        for (LuaToken t : tokens) {
            if (t.kind() == LuaToken.Kind.SYMBOL) {
                switch (t.text()) {
                    case "&", "|", "~", "<<", ">>", "//", ".." -> {
                        return true;
                    }
                    default -> { }
                }
            }
        }
        return false;
    }

    // ---- token handling ----------------------------------------------------------------------

    private void next() {
        prevEnd = tok.end();
        if (index < tokens.size() - 1) {
            index++;
        }
        tok = tokens.get(index);
    }

    private LuaToken peekNext() {
        return tokens.get(Math.min(index + 1, tokens.size() - 1));
    }

    private boolean accept(String s) {
        if (tok.is(s)) {
            next();
            return true;
        }
        return false;
    }

    private void expect(String s) throws LuaSyntaxException {
        if (!accept(s)) {
            throw error("'" + s + "' expected");
        }
    }

    private void expectMatch(String close, String open, int openLine) throws LuaSyntaxException {
        if (!accept(close)) {
            if (openLine == tok.line()) {
                throw error("'" + close + "' expected");
            }
            throw error("'" + close + "' expected (to close '" + open + "' at line " + openLine + ")");
        }
    }

    private void expectName() throws LuaSyntaxException {
        if (tok.kind() != LuaToken.Kind.NAME) {
            throw error("<name> expected");
        }
        next();
    }

    private LuaSyntaxException error(String what) {
        return new LuaSyntaxException(tok.line(), what + " near '" + tok.describe() + "'");
    }

    // ---- statements --------------------------------------------------------------------------

    private void chunk() throws LuaSyntaxException {
        block();
        if (tok.kind() != LuaToken.Kind.EOF) {
            throw error("'<eof>' expected");
        }
    }

    private boolean blockFollows() {
        return tok.kind() == LuaToken.Kind.EOF
                || tok.is("else") || tok.is("elseif") || tok.is("end") || tok.is("until");
    }

    private void block() throws LuaSyntaxException {
        enterLevel();
        while (!blockFollows()) {
            if (tok.is("return")) {
                returnStatement();
                levels--;
                return;
            }
            statement();
        }
        levels--;
    }

    /**
     * Counts one more level of nesting. The parser recurses once per level (a {@code ..} chain
     * nests one level per operand), so without a bound a long chain would overflow the Java stack.
     */
    private void enterLevel() throws LuaSyntaxException {
        if (++levels > MAX_LEVELS) {
            throw error("chunk has too many syntax levels (limit is " + MAX_LEVELS + ")");
        }
    }

    private void returnStatement() throws LuaSyntaxException {
        next();
        if (!blockFollows() && !tok.is(";")) {
            expressionList();
        }
        accept(";");
    }

    private void statement() throws LuaSyntaxException {
        int line = tok.line();
        switch (tok.kind() == LuaToken.Kind.NAME ? "" : tok.text()) {
            case ";" -> next();
            case "if" -> ifStatement(line);
            case "while" -> {
                next();
                expression();
                expect("do");
                block();
                expectMatch("end", "while", line);
            }
            case "do" -> {
                next();
                block();
                expectMatch("end", "do", line);
            }
            case "for" -> forStatement(line);
            case "repeat" -> {
                next();
                block();
                expectMatch("until", "repeat", line);
                expression();
            }
            case "function" -> {
                next();
                expectName();
                while (accept(".")) {
                    expectName();
                }
                if (accept(":")) {
                    expectName();
                }
                functionBody(line);
            }
            case "local" -> {
                next();
                if (accept("function")) {
                    expectName();
                    functionBody(line);
                } else {
                    expectName();
                    while (accept(",")) {
                        expectName();
                    }
                    if (accept("=")) {
                        expressionList();
                    }
                }
            }
            case "::" -> {
                next();
                expectName();
                expect("::");
            }
            case "break" -> next();
            case "goto" -> {
                next();
                expectName();
            }
            default -> expressionStatement();
        }
    }

    private void ifStatement(int line) throws LuaSyntaxException {
        next();
        expression();
        expect("then");
        block();
        while (tok.is("elseif")) {
            next();
            expression();
            expect("then");
            block();
        }
        if (accept("else")) {
            block();
        }
        expectMatch("end", "if", line);
    }

    private void forStatement(int line) throws LuaSyntaxException {
        next();
        expectName();
        if (accept("=")) {
            expression();
            expect(",");
            expression();
            if (accept(",")) {
                expression();
            }
        } else {
            while (accept(",")) {
                expectName();
            }
            expect("in");
            expressionList();
        }
        expect("do");
        block();
        expectMatch("end", "for", line);
    }

    /** A call statement or an assignment; which one does not matter for rewriting. */
    private void expressionStatement() throws LuaSyntaxException {
        suffixedExpression();
        if (tok.is("=") || tok.is(",")) {
            while (accept(",")) {
                suffixedExpression();
            }
            expect("=");
            expressionList();
        }
    }

    private void functionBody(int line) throws LuaSyntaxException {
        expect("(");
        if (!tok.is(")")) {
            do {
                if (accept("...")) {
                    break;
                }
                expectName();
            } while (accept(","));
        }
        expect(")");
        block();
        expectMatch("end", "function", line);
    }

    // ---- expressions -------------------------------------------------------------------------

    private void expressionList() throws LuaSyntaxException {
        expression();
        while (accept(",")) {
            expression();
        }
    }

    private Expr expression() throws LuaSyntaxException {
        return subexpression(0);
    }

    /**
     * Lua's operator-precedence loop: parse an operand, then absorb binary operators whose left
     * priority is above {@code limit}, parsing each right operand with the operator's right
     * priority (one less than the left for the right-associative {@code ..} and {@code ^}).
     */
    private Expr subexpression(int limit) throws LuaSyntaxException {
        enterLevel();
        Expr left;
        if (tok.is("not") || tok.is("-") || tok.is("#") || tok.is("~")) {
            LuaToken op = tok;
            next();
            Expr operand = subexpression(UNARY_PRIORITY);
            if (op.is("~")) {
                edits.replace(op, "(" + BNOT + "(");
                edits.close(operand.end(), "))");
            }
            left = new Expr(op.start(), operand.end());
        } else {
            left = simpleExpression();
        }
        while (true) {
            Priority p = binaryPriority(tok);
            if (p == null || p.left() <= limit) {
                levels--;
                return left;
            }
            LuaToken op = tok;
            next();
            Expr right = subexpression(p.right());
            left = combine(left, op, p, right);
        }
    }

    private static Priority binaryPriority(LuaToken t) {
        if (t.kind() != LuaToken.Kind.SYMBOL && !(t.is("and") || t.is("or"))) {
            return null;
        }
        return BINARY.get(t.text());
    }

    private Expr combine(Expr left, LuaToken op, Priority p, Expr right) {
        if (p.helper() == null) {
            return new Expr(left.start(), right.end());
        }
        edits.replace(op, ",");
        if (p.helper().equals(CONCAT) && right.open() != null) {
            // a .. (b .. c): one call for the whole chain instead of nested ones
            right.open().cancel();
            right.close().cancel();
        }
        SourceEdits.Edit open = edits.open(left.start(), "(" + p.helper() + "(");
        SourceEdits.Edit close = edits.close(right.end(), "))");
        return p.helper().equals(CONCAT)
                ? new Expr(left.start(), right.end(), open, close)
                : new Expr(left.start(), right.end());
    }

    private Expr simpleExpression() throws LuaSyntaxException {
        int start = tok.start();
        switch (tok.kind()) {
            case NUMBER, STRING -> {
                next();
                return new Expr(start, prevEnd);
            }
            case KEYWORD -> {
                if (tok.is("nil") || tok.is("true") || tok.is("false")) {
                    next();
                    return new Expr(start, prevEnd);
                }
                if (tok.is("function")) {
                    int line = tok.line();
                    next();
                    functionBody(line);
                    return new Expr(start, prevEnd);
                }
            }
            case SYMBOL -> {
                if (tok.is("...")) {
                    next();
                    return new Expr(start, prevEnd);
                }
                if (tok.is("{")) {
                    tableConstructor();
                    return new Expr(start, prevEnd);
                }
            }
            default -> { }
        }
        return suffixedExpression();
    }

    private Expr suffixedExpression() throws LuaSyntaxException {
        int start = tok.start();
        primaryExpression();
        while (true) {
            if (accept(".")) {
                expectName();
            } else if (tok.is("[")) {
                int line = tok.line();
                next();
                expression();
                expectMatch("]", "[", line);
            } else if (accept(":")) {
                expectName();
                callArguments();
            } else if (tok.is("(") || tok.is("{") || tok.kind() == LuaToken.Kind.STRING) {
                callArguments();
            } else {
                return new Expr(start, prevEnd);
            }
        }
    }

    private void primaryExpression() throws LuaSyntaxException {
        if (tok.kind() == LuaToken.Kind.NAME) {
            next();
        } else if (tok.is("(")) {
            int line = tok.line();
            next();
            expression();
            expectMatch(")", "(", line);
        } else {
            throw error("unexpected symbol");
        }
    }

    private void callArguments() throws LuaSyntaxException {
        if (tok.kind() == LuaToken.Kind.STRING) {
            next();
        } else if (tok.is("{")) {
            tableConstructor();
        } else {
            int line = tok.line();
            expect("(");
            if (!tok.is(")")) {
                expressionList();
            }
            expectMatch(")", "(", line);
        }
    }

    private void tableConstructor() throws LuaSyntaxException {
        int line = tok.line();
        expect("{");
        while (!tok.is("}")) {
            if (tok.is("[")) {
                int bracketLine = tok.line();
                next();
                expression();
                expectMatch("]", "[", bracketLine);
                expect("=");
                expression();
            } else if (tok.kind() == LuaToken.Kind.NAME && peekNext().is("=")) {
                next();
                next();
                expression();
            } else {
                expression();
            }
            if (!accept(",") && !accept(";")) {
                break;
            }
        }
        expectMatch("}", "{", line);
    }
}
