package dev.spellspeed.script.lint.syntax;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.spellspeed.script.lua53.LuaLexer;
import dev.spellspeed.script.lua53.LuaSyntaxException;
import dev.spellspeed.script.lua53.LuaToken;

/**
 * A recursive-descent parser of Lua 5.3 (the grammar of the reference manual, section 9): the
 * whole chunk becomes a {@link Block} whose every node has its line and column in the source as
 * written. It also makes the checks Lua's compiler makes while parsing — malformed numerals,
 * invalid escapes, {@code ...} outside a vararg function, {@code break} outside a loop, a
 * {@code goto} without a visible label, a label defined twice in a block — so a script it accepts
 * is one LuaJ's compiler (behind the host's 5.3 rewriter) accepts.
 *
 * <p>Error messages follow Lua's ({@code 'end' expected (to close 'if' at line 3) near 'x'}); the
 * offending token is shown as written, UTF-8 included.
 */
public final class LuaParser {
    /** Binary operators: left and right priority (lparser.c's table, 5.3). */
    private static final Map<String, int[]> BINARY = new HashMap<>();
    private static final int UNARY_PRIORITY = 12;

    static {
        BINARY.put("or", new int[] {1, 1});
        BINARY.put("and", new int[] {2, 2});
        for (String op : List.of("<", ">", "<=", ">=", "~=", "==")) {
            BINARY.put(op, new int[] {3, 3});
        }
        BINARY.put("|", new int[] {4, 4});
        BINARY.put("~", new int[] {5, 5});
        BINARY.put("&", new int[] {6, 6});
        BINARY.put("<<", new int[] {7, 7});
        BINARY.put(">>", new int[] {7, 7});
        BINARY.put("..", new int[] {9, 8}); // right associative
        BINARY.put("+", new int[] {10, 10});
        BINARY.put("-", new int[] {10, 10});
        for (String op : List.of("*", "/", "//", "%")) {
            BINARY.put(op, new int[] {11, 11});
        }
        BINARY.put("^", new int[] {14, 13}); // right associative, above unary operators
    }


    private final List<LuaToken> t;
    private final int[] lineStarts;
    private int i;
    /** The function being parsed: whether it is vararg, its loop depth, its blocks and gotos. */
    private FunctionState fn;

    private LuaParser(List<LuaToken> tokens, int[] lineStarts) {
        this.t = tokens;
        this.lineStarts = lineStarts;
    }

    /**
     * Parses a chunk.
     *
     * @param source the file's bytes
     * @return the chunk's block
     * @throws LuaParseException on the first syntax error, with the offending token and its position
     */
    public static Block parse(byte[] source) throws LuaParseException {
        String text = new String(source, StandardCharsets.ISO_8859_1);
        int[] starts = lineStarts(text);
        List<LuaToken> tokens;
        try {
            tokens = LuaLexer.tokenize(text);
        } catch (LuaSyntaxException e) {
            throw lexical(text, starts, e);
        }
        LuaParser p = new LuaParser(tokens, starts);
        p.fn = new FunctionState(true); // a chunk is a vararg function
        Block block = p.block();
        if (!p.peek().kind().equals(LuaToken.Kind.EOF)) {
            throw p.error("'<eof>' expected");
        }
        p.closeFunction();
        return block;
    }

    /** The offset at which each line starts; a line break is \n, \r, \r\n or \n\r, as Lua's lexer counts them. */
    static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c == '\n' || c == '\r') {
                if (k + 1 < text.length() && (text.charAt(k + 1) == '\n' || text.charAt(k + 1) == '\r') && text.charAt(k + 1) != c) {
                    k++;
                }
                starts.add(k + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    private static LuaParseException lexical(String text, int[] starts, LuaSyntaxException e) {
        int line = Math.max(1, e.line());
        int column = e.offset() >= 0 ? e.offset() - starts[Math.min(line, starts.length) - 1] + 1 : 1;
        String detail = e.detail();
        if (e.offset() >= 0 && detail.startsWith("unexpected symbol near")) {
            detail = "unexpected symbol near '" + characterAt(text, e.offset()) + "'";
        }
        return new LuaParseException(new Position(line, Math.max(column, 1)), detail);
    }

    /** The character at {@code offset} as written: a whole UTF-8 sequence when it starts one. */
    private static String characterAt(String text, int offset) {
        int b = text.charAt(offset);
        int length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
        String bytes = text.substring(offset, Math.min(text.length(), offset + length));
        String decoded = new String(bytes.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
        if (decoded.codePointCount(0, decoded.length()) == 1 && !decoded.equals("\uFFFD") && !Character.isISOControl(decoded.codePointAt(0))) {
            return decoded;
        }
        return String.format("<\\%d>", b);
    }

    // --- blocks and statements -----------------------------------------------------------------

    private Block block() throws LuaParseException {
        fn.blocks.add(new ArrayList<>());
        List<Stat> stats = new ArrayList<>();
        while (!blockFollow(true)) {
            if (peek().is("return")) {
                stats.add(returnStat());
                break;
            }
            Stat s = statement();
            if (s != null) {
                stats.add(s);
            }
        }
        List<Label> labels = fn.blocks.remove(fn.blocks.size() - 1);
        // a goto may jump to a label of its own block or of an enclosing one
        for (Goto g : fn.gotos) {
            if (g.open && g.depth > fn.blocks.size()) {
                g.depth = fn.blocks.size();
                for (Label l : labels) {
                    if (l.name.equals(g.label)) {
                        g.open = false;
                    }
                }
            }
        }
        return new Block(stats, pos(peek()));
    }

    private boolean blockFollow(boolean withUntil) {
        LuaToken tok = peek();
        return tok.kind() == LuaToken.Kind.EOF || tok.is("else") || tok.is("elseif") || tok.is("end")
                || withUntil && tok.is("until");
    }

    private Stat statement() throws LuaParseException {
        LuaToken tok = peek();
        Position at = pos(tok);
        if (tok.is(";")) {
            i++;
            return null;
        }
        if (tok.is("if")) {
            return ifStat(tok);
        }
        if (tok.is("while")) {
            i++;
            Expr cond = expr();
            expect("do");
            Block body = loopBody();
            closeWith("end", "while", tok);
            return new Stat.While(at, cond, body);
        }
        if (tok.is("do")) {
            i++;
            Block body = block();
            closeWith("end", "do", tok);
            return new Stat.Do(at, body);
        }
        if (tok.is("for")) {
            return forStat(tok);
        }
        if (tok.is("repeat")) {
            i++;
            Block body = loopBody();
            closeWith("until", "repeat", tok);
            return new Stat.Repeat(at, body, expr());
        }
        if (tok.is("function")) {
            i++;
            Expr target = name();
            boolean method = false;
            while (peek().is(".") || peek().is(":")) {
                method = next().is(":");
                Expr.Name field = name();
                target = new Expr.Member(at(target), target, field.name(), field.pos());
                if (method) {
                    break;
                }
            }
            return new Stat.FunctionDecl(at, target, function(tok, method));
        }
        if (tok.is("local")) {
            i++;
            if (peek().is("function")) {
                LuaToken f = next();
                Expr.Name name = name();
                return new Stat.LocalFunction(at, name, function(f, false));
            }
            List<Expr.Name> names = new ArrayList<>();
            do {
                names.add(name());
            } while (accept(","));
            List<Expr> values = accept("=") ? exprList() : List.of();
            return new Stat.Local(at, names, values);
        }
        if (tok.is("::")) {
            i++;
            Expr.Name name = name();
            expect("::");
            List<Label> labels = fn.blocks.get(fn.blocks.size() - 1);
            for (Label l : labels) {
                if (l.name.equals(name.name())) {
                    throw new LuaParseException(name.pos(), "label '" + name.name() + "' already defined on line " + l.line);
                }
            }
            labels.add(new Label(name.name(), at.line()));
            return new Stat.Label(at, name.name());
        }
        if (tok.is("break")) {
            i++;
            if (fn.loops == 0) {
                throw new LuaParseException(at, "break outside a loop at line " + at.line());
            }
            return new Stat.Break(at);
        }
        if (tok.is("goto")) {
            i++;
            Expr.Name label = name();
            fn.gotos.add(new Goto(label.name(), at, fn.blocks.size()));
            return new Stat.Goto(at, label.name());
        }
        return expressionStat();
    }

    private Stat ifStat(LuaToken ifTok) throws LuaParseException {
        List<Expr> conditions = new ArrayList<>();
        List<Block> blocks = new ArrayList<>();
        Block orElse = null;
        i++;
        conditions.add(expr());
        expect("then");
        blocks.add(block());
        while (true) {
            if (accept("elseif")) {
                conditions.add(expr());
                expect("then");
                blocks.add(block());
            } else if (accept("else")) {
                orElse = block();
                closeWith("end", "if", ifTok);
                break;
            } else {
                closeWith("end", "if", ifTok);
                break;
            }
        }
        return new Stat.If(pos(ifTok), conditions, blocks, orElse);
    }

    private Stat forStat(LuaToken forTok) throws LuaParseException {
        i++;
        Position at = pos(forTok);
        Expr.Name first = name();
        if (accept("=")) {
            Expr start = expr();
            expect(",");
            Expr limit = expr();
            Expr step = accept(",") ? expr() : null;
            expect("do");
            Block body = loopBody();
            closeWith("end", "for", forTok);
            return new Stat.NumericFor(at, first, start, limit, step, body);
        }
        List<Expr.Name> names = new ArrayList<>(List.of(first));
        while (accept(",")) {
            names.add(name());
        }
        if (!peek().is("in")) {
            throw error("'=' or 'in' expected");
        }
        i++;
        List<Expr> values = exprList();
        expect("do");
        Block body = loopBody();
        closeWith("end", "for", forTok);
        return new Stat.GenericFor(at, names, values, body);
    }

    private Block loopBody() throws LuaParseException {
        fn.loops++;
        Block body = block();
        fn.loops--;
        return body;
    }

    private Stat.Return returnStat() throws LuaParseException {
        Position at = pos(next());
        List<Expr> values = blockFollow(true) || peek().is(";") ? List.of() : exprList();
        accept(";"); // return is the last statement of its block: whatever follows must close it
        return new Stat.Return(at, values);
    }

    private Stat expressionStat() throws LuaParseException {
        Position at = pos(peek());
        Expr first = suffixedExpr();
        if (peek().is("=") || peek().is(",")) {
            List<Expr> targets = new ArrayList<>(List.of(assignable(first)));
            while (accept(",")) {
                targets.add(assignable(suffixedExpr()));
            }
            expect("=");
            return new Stat.Assign(at, targets, exprList());
        }
        if (!(first instanceof Expr.Call || first instanceof Expr.MethodCall)) {
            throw error("syntax error");
        }
        return new Stat.CallStat(at, first);
    }

    private Expr assignable(Expr e) throws LuaParseException {
        if (e instanceof Expr.Name || e instanceof Expr.Member || e instanceof Expr.Index) {
            return e;
        }
        throw error("syntax error");
    }

    // --- functions ------------------------------------------------------------------------------

    private Expr.Function function(LuaToken functionTok, boolean method) throws LuaParseException {
        Position at = pos(functionTok);
        expect("(");
        List<Expr.Name> params = new ArrayList<>();
        boolean vararg = false;
        if (!peek().is(")")) {
            do {
                if (accept("...")) {
                    vararg = true;
                    break;
                }
                params.add(name());
            } while (accept(","));
        }
        expect(")");
        FunctionState outer = fn;
        fn = new FunctionState(vararg);
        Block body = block();
        closeFunction();
        fn = outer;
        closeWith("end", "function", functionTok);
        return new Expr.Function(at, new FunctionBody(at, params, vararg, method, body));
    }

    /** At the end of a function: every goto must have found its label. */
    private void closeFunction() throws LuaParseException {
        for (Goto g : fn.gotos) {
            if (g.open) {
                throw new LuaParseException(g.pos, "no visible label '" + g.label + "' for goto at line " + g.pos.line());
            }
        }
    }

    // --- expressions ----------------------------------------------------------------------------

    private List<Expr> exprList() throws LuaParseException {
        List<Expr> list = new ArrayList<>();
        do {
            list.add(expr());
        } while (accept(","));
        return list;
    }

    private Expr expr() throws LuaParseException {
        return subExpr(0);
    }

    /** Operators binding tighter than {@code limit} (lparser.c's subexpr). */
    private Expr subExpr(int limit) throws LuaParseException {
        LuaToken tok = peek();
        Expr left;
        if (tok.is("not") || tok.is("-") || tok.is("#") || tok.is("~")) {
            i++;
            left = new Expr.Unary(pos(tok), tok.text(), subExpr(UNARY_PRIORITY));
        } else {
            left = simpleExpr();
        }
        while (true) {
            LuaToken op = peek();
            int[] priority = op.kind() == LuaToken.Kind.KEYWORD || op.kind() == LuaToken.Kind.SYMBOL ? BINARY.get(op.text()) : null;
            if (priority == null || priority[0] <= limit) {
                return left;
            }
            i++;
            Expr right = subExpr(priority[1]);
            left = new Expr.Binary(left.pos(), op.text(), pos(op), left, right);
        }
    }

    private Expr simpleExpr() throws LuaParseException {
        LuaToken tok = peek();
        Position at = pos(tok);
        switch (tok.kind()) {
            case NUMBER -> {
                i++;
                if (!Literals.isNumeral(tok.text())) {
                    throw new LuaParseException(at, "malformed number near '" + tok.text() + "'");
                }
                return new Expr.Number(at, tok.text());
            }
            case STRING -> {
                i++;
                return string(tok);
            }
            case KEYWORD -> {
                if (tok.is("nil")) {
                    i++;
                    return new Expr.Nil(at);
                }
                if (tok.is("true") || tok.is("false")) {
                    i++;
                    return new Expr.Bool(at, tok.is("true"));
                }
                if (tok.is("function")) {
                    i++;
                    return function(tok, false);
                }
            }
            case SYMBOL -> {
                if (tok.is("...")) {
                    if (!fn.vararg) {
                        throw error("cannot use '...' outside a vararg function");
                    }
                    i++;
                    return new Expr.Vararg(at);
                }
                if (tok.is("{")) {
                    return table();
                }
            }
            default -> {
            }
        }
        return suffixedExpr();
    }

    private Expr primaryExpr() throws LuaParseException {
        LuaToken tok = peek();
        if (tok.kind() == LuaToken.Kind.NAME) {
            return name();
        }
        if (tok.is("(")) {
            i++;
            Expr inner = expr();
            closeWith(")", "(", tok);
            return new Expr.Paren(pos(tok), inner);
        }
        throw error("unexpected symbol");
    }

    private Expr suffixedExpr() throws LuaParseException {
        Expr e = primaryExpr();
        while (true) {
            LuaToken tok = peek();
            if (tok.is(".")) {
                i++;
                Expr.Name field = name();
                e = new Expr.Member(e.pos(), e, field.name(), field.pos());
            } else if (tok.is("[")) {
                i++;
                Expr key = expr();
                expect("]");
                e = new Expr.Index(e.pos(), e, key);
            } else if (tok.is(":")) {
                i++;
                Expr.Name method = name();
                e = new Expr.MethodCall(e.pos(), e, method.name(), method.pos(), callArgs());
            } else if (tok.is("(") || tok.is("{") || tok.kind() == LuaToken.Kind.STRING) {
                e = new Expr.Call(e.pos(), e, callArgs());
            } else {
                return e;
            }
        }
    }

    private List<Expr> callArgs() throws LuaParseException {
        LuaToken tok = peek();
        if (tok.kind() == LuaToken.Kind.STRING) {
            i++;
            return List.of(string(tok));
        }
        if (tok.is("{")) {
            return List.of(table());
        }
        if (!tok.is("(")) {
            throw error("function arguments expected");
        }
        i++;
        List<Expr> args = peek().is(")") ? List.of() : exprList();
        closeWith(")", "(", tok);
        return args;
    }

    private Expr.Table table() throws LuaParseException {
        LuaToken open = next();
        List<Expr.TableField> fields = new ArrayList<>();
        while (!peek().is("}")) {
            Position at = pos(peek());
            if (peek().is("[")) {
                i++;
                Expr key = expr();
                expect("]");
                expect("=");
                fields.add(new Expr.TableField(at, key, null, expr()));
            } else if (peek().kind() == LuaToken.Kind.NAME && peekAt(1).is("=")) {
                String name = next().text();
                i++;
                fields.add(new Expr.TableField(at, null, name, expr()));
            } else {
                fields.add(new Expr.TableField(at, null, null, expr()));
            }
            if (!accept(",") && !accept(";")) {
                break;
            }
        }
        closeWith("}", "{", open);
        return new Expr.Table(pos(open), fields);
    }

    private Expr.Str string(LuaToken tok) throws LuaParseException {
        String text = tok.text();
        if (text.startsWith("\"") || text.startsWith("'")) {
            String bad = Literals.invalidEscape(tok.text());
            if (bad != null) {
                throw new LuaParseException(pos(tok), "invalid escape sequence '" + bad + "'");
            }
        }
        return new Expr.Str(pos(tok), text);
    }

    private Expr.Name name() throws LuaParseException {
        LuaToken tok = peek();
        if (tok.kind() != LuaToken.Kind.NAME) {
            throw error("<name> expected");
        }
        i++;
        return new Expr.Name(pos(tok), tok.text());
    }

    // --- tokens ---------------------------------------------------------------------------------

    private LuaToken peek() {
        return t.get(Math.min(i, t.size() - 1));
    }

    private LuaToken peekAt(int ahead) {
        return t.get(Math.min(i + ahead, t.size() - 1));
    }

    private LuaToken next() {
        LuaToken tok = peek();
        i++;
        return tok;
    }

    private boolean accept(String text) {
        if (peek().is(text)) {
            i++;
            return true;
        }
        return false;
    }

    private void expect(String text) throws LuaParseException {
        if (!accept(text)) {
            throw error("'" + text + "' expected");
        }
    }

    /** The closing token of a construct opened by {@code open}; names the opening line when it is another one. */
    private void closeWith(String close, String what, LuaToken open) throws LuaParseException {
        if (accept(close)) {
            return;
        }
        if (open.line() == peek().line()) {
            throw error("'" + close + "' expected");
        }
        throw error("'" + close + "' expected (to close '" + what + "' at line " + open.line() + ")");
    }

    private LuaParseException error(String what) {
        LuaToken tok = peek();
        return new LuaParseException(pos(tok), what + " near " + shown(tok));
    }

    /** A token as the author wrote it: {@code 'x'}, {@code <eof>}, UTF-8 decoded. */
    private String shown(LuaToken tok) {
        if (tok.kind() == LuaToken.Kind.EOF) {
            return "<eof>";
        }
        String text = new String(tok.text().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
        return "'" + text + "'";
    }

    private Position pos(LuaToken tok) {
        int line = tok.line();
        int start = lineStarts[Math.min(line, lineStarts.length) - 1];
        return new Position(line, tok.start() - start + 1);
    }

    private static Position at(Expr e) {
        return e.pos();
    }

    /** What a function being parsed tracks: its varargs, loop depth, the labels of its open blocks and its gotos. */
    private static final class FunctionState {
        final boolean vararg;
        int loops;
        final List<List<Label>> blocks = new ArrayList<>();
        final List<Goto> gotos = new ArrayList<>();

        FunctionState(boolean vararg) {
            this.vararg = vararg;
        }
    }

    private record Label(String name, int line) {
    }

    /** A goto still looking for its label in the blocks around it; {@code depth} is how many blocks were open. */
    private static final class Goto {
        final String label;
        final Position pos;
        int depth;
        boolean open = true;

        Goto(String label, Position pos, int depth) {
            this.label = label;
            this.pos = pos;
            this.depth = depth;
        }
    }
}
