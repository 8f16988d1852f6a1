package dev.spellspeed.script.lua53;

/**
 * A syntax error found by the {@link LuaLexer} or {@link Lua53Rewriter}.
 *
 * <p>Checked, because every caller must decide how to report it (the host turns it into a
 * script error for the file being loaded).
 */
public final class LuaSyntaxException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int offset;
    private final String detail;

    /**
     * @param line   1-based line of the offending token
     * @param detail the message without a location, e.g. {@code unexpected symbol near ')'}
     */
    public LuaSyntaxException(int line, String detail) {
        this(line, -1, detail);
    }

    /**
     * @param line   1-based line of the offending token
     * @param offset offset of the offending character in the source, or -1 when unknown (the lint
     *               turns it into a column)
     * @param detail the message without a location
     */
    public LuaSyntaxException(int line, int offset, String detail) {
        super(line + ": " + detail);
        this.line = line;
        this.offset = offset;
        this.detail = detail;
    }

    /** 1-based line of the error. */
    public int line() {
        return line;
    }

    /** Offset of the offending character in the source, or -1 when unknown. */
    public int offset() {
        return offset;
    }

    /** The message without its location. */
    public String detail() {
        return detail;
    }
}
