package dev.spellspeed.script.lua53;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits Lua 5.3 source into tokens, skipping whitespace and comments.
 *
 * <p>The source is a {@code String} in which every character stands for one byte (decoded as
 * ISO-8859-1), so offsets are byte offsets and a rewritten text encodes back to exactly the bytes
 * that were not edited: strings holding UTF-8 card names pass through untouched.
 *
 * <p>The lexer only needs to be exact about token boundaries; it does not decode string escapes
 * or number values, because the rewriter copies every literal verbatim and LuaJ's own compiler
 * reads them afterwards.
 */
public final class LuaLexer {

    private static final Set<String> KEYWORDS = Set.of(
            "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
            "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while");

    /** Multi-character symbols, longest first so that the first match is the longest one. */
    private static final String[] LONG_SYMBOLS = {
        "...", "..", "::", "<<", ">>", "//", "==", "~=", "<=", ">="
    };

    private static final String SINGLE_SYMBOLS = "+-*/%^#&~|<>=(){}[];:,.";

    private final String src;
    private int pos;
    private int line = 1;

    private LuaLexer(String src) {
        this.src = src;
    }

    /**
     * Tokenizes a whole chunk.
     *
     * @return the tokens, ending with one {@link LuaToken.Kind#EOF} token
     * @throws LuaSyntaxException on an unfinished string or comment or a character Lua rejects
     */
    public static List<LuaToken> tokenize(String source) throws LuaSyntaxException {
        return new LuaLexer(source).run();
    }

    private List<LuaToken> run() throws LuaSyntaxException {
        List<LuaToken> tokens = new ArrayList<>();
        skipShebang();
        while (true) {
            skipSpaceAndComments();
            if (pos >= src.length()) {
                tokens.add(new LuaToken(LuaToken.Kind.EOF, "", pos, pos, line));
                return tokens;
            }
            tokens.add(nextToken());
        }
    }

    /** A first line starting with '#' is skipped by the standalone interpreter; LuaJ does too. */
    private void skipShebang() {
        if (src.startsWith("#")) {
            while (pos < src.length() && !isNewline(src.charAt(pos))) {
                pos++;
            }
        }
    }

    private void skipSpaceAndComments() throws LuaSyntaxException {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (isNewline(c)) {
                newline();
            } else if (c == ' ' || c == '\t' || c == '\f' || c == 0x0B) {
                pos++;
            } else if (c == '-' && peek(1) == '-') {
                skipComment();
            } else {
                return;
            }
        }
    }

    private void skipComment() throws LuaSyntaxException {
        int startLine = line;
        pos += 2;
        if (peek(0) == '[') {
            int level = longBracketLevel();
            if (level >= 0) {
                skipLongBracket(level, startLine, "comment");
                return;
            }
        }
        while (pos < src.length() && !isNewline(src.charAt(pos))) {
            pos++;
        }
    }

    private LuaToken nextToken() throws LuaSyntaxException {
        int start = pos;
        int startLine = line;
        char c = src.charAt(pos);
        if (isAlpha(c)) {
            while (pos < src.length() && isAlnum(src.charAt(pos))) {
                pos++;
            }
            String text = src.substring(start, pos);
            LuaToken.Kind kind = KEYWORDS.contains(text) ? LuaToken.Kind.KEYWORD : LuaToken.Kind.NAME;
            return new LuaToken(kind, text, start, pos, startLine);
        }
        if (isDigit(c) || (c == '.' && isDigit(peek(1)))) {
            readNumber();
            return new LuaToken(LuaToken.Kind.NUMBER, src.substring(start, pos), start, pos, startLine);
        }
        if (c == '"' || c == '\'') {
            readShortString(c);
            return new LuaToken(LuaToken.Kind.STRING, src.substring(start, pos), start, pos, startLine);
        }
        if (c == '[') {
            int level = longBracketLevel();
            if (level >= 0) {
                skipLongBracket(level, startLine, "string");
                return new LuaToken(LuaToken.Kind.STRING, src.substring(start, pos), start, pos, startLine);
            }
            if (level == -2) {
                throw new LuaSyntaxException(line, start, "invalid long string delimiter near '[='");
            }
        }
        for (String s : LONG_SYMBOLS) {
            if (src.startsWith(s, pos)) {
                pos += s.length();
                return new LuaToken(LuaToken.Kind.SYMBOL, s, start, pos, startLine);
            }
        }
        if (SINGLE_SYMBOLS.indexOf(c) >= 0) {
            pos++;
            return new LuaToken(LuaToken.Kind.SYMBOL, String.valueOf(c), start, pos, startLine);
        }
        throw new LuaSyntaxException(line, start, "unexpected symbol near '" + printable(c) + "'");
    }

    /**
     * Reads a numeral the way Lua's lexer does: greedily take letters, digits and dots, plus a
     * sign right after an exponent mark; the compiler later rejects malformed ones.
     */
    private void readNumber() {
        boolean hex = src.startsWith("0x", pos) || src.startsWith("0X", pos);
        char expLower = hex ? 'p' : 'e';
        if (hex) {
            pos += 2;
        }
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (Character.toLowerCase(c) == expLower && (peek(1) == '+' || peek(1) == '-')) {
                pos += 2;
            } else if (isAlnum(c) || c == '.') {
                pos++;
            } else {
                return;
            }
        }
    }

    private void readShortString(char quote) throws LuaSyntaxException {
        pos++;
        while (true) {
            if (pos >= src.length()) {
                throw new LuaSyntaxException(line, pos, "unfinished string near <eof>");
            }
            char c = src.charAt(pos);
            if (c == quote) {
                pos++;
                return;
            }
            if (isNewline(c)) {
                throw new LuaSyntaxException(line, pos, "unfinished string");
            }
            if (c == '\\') {
                pos++;
                if (pos >= src.length()) {
                    throw new LuaSyntaxException(line, pos, "unfinished string near <eof>");
                }
                char e = src.charAt(pos);
                if (isNewline(e)) {
                    newline(); // an escaped line break continues the string on the next line
                } else if (e == 'z') {
                    pos++; // \z skips the following whitespace, line breaks included
                    while (pos < src.length() && Character.isWhitespace(src.charAt(pos))) {
                        if (isNewline(src.charAt(pos))) {
                            newline();
                        } else {
                            pos++;
                        }
                    }
                } else {
                    pos++; // the other escapes never contain a quote or a line break
                }
            } else {
                pos++;
            }
        }
    }

    /**
     * At a '[': the level of a long bracket opening here ({@code [[} is 0, {@code [==[} is 2),
     * -1 when this is a plain '[', -2 when it is a malformed {@code [=} opening.
     */
    private int longBracketLevel() {
        int p = pos + 1;
        int level = 0;
        while (p < src.length() && src.charAt(p) == '=') {
            level++;
            p++;
        }
        if (p < src.length() && src.charAt(p) == '[') {
            return level;
        }
        return level == 0 ? -1 : -2;
    }

    private void skipLongBracket(int level, int startLine, String what) throws LuaSyntaxException {
        int start = pos;
        pos += level + 2;
        String close = "]" + "=".repeat(level) + "]";
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == ']' && src.startsWith(close, pos)) {
                pos += close.length();
                return;
            }
            if (isNewline(c)) {
                newline();
            } else {
                pos++;
            }
        }
        throw new LuaSyntaxException(startLine, start, "unfinished long " + what + " near <eof>");
    }

    /** Consumes one line break; "\r\n" and "\n\r" count once, as in Lua. */
    private void newline() {
        char c = src.charAt(pos++);
        if (pos < src.length()) {
            char d = src.charAt(pos);
            if (isNewline(d) && d != c) {
                pos++;
            }
        }
        line++;
    }

    private char peek(int ahead) {
        int p = pos + ahead;
        return p < src.length() ? src.charAt(p) : '\0';
    }

    private static boolean isNewline(char c) {
        return c == '\n' || c == '\r';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAlpha(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    private static boolean isAlnum(char c) {
        return isAlpha(c) || isDigit(c);
    }

    private static String printable(char c) {
        return c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format("<\\%d>", (int) c);
    }
}
