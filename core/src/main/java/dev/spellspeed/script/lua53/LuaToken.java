package dev.spellspeed.script.lua53;

/**
 * One lexical token of Lua source, with its position in the source text.
 *
 * @param kind  what the token is
 * @param text  the token's characters exactly as written (for a string or number: the whole literal)
 * @param start offset of the first character in the source
 * @param end   offset just after the last character
 * @param line  1-based line on which the token starts
 */
public record LuaToken(Kind kind, String text, int start, int end, int line) {

    /** Token categories; keywords and punctuation are told apart by {@link #text}. */
    public enum Kind {
        /** An identifier that is not a reserved word. */
        NAME,
        /** A reserved word such as {@code function} or {@code end}. */
        KEYWORD,
        /** A numeric literal. */
        NUMBER,
        /** A short or long string literal. */
        STRING,
        /** An operator or punctuation mark. */
        SYMBOL,
        /** End of input; its text is empty. */
        EOF
    }

    /** True when this is the keyword or symbol {@code s}. */
    public boolean is(String s) {
        return (kind == Kind.KEYWORD || kind == Kind.SYMBOL) && text.equals(s);
    }

    /** How the token is shown in a syntax error, following Lua's "near 'x'" style. */
    public String describe() {
        return kind == Kind.EOF ? "<eof>" : text;
    }
}
