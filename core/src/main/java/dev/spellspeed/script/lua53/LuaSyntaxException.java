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
    private final String detail;

    /**
     * @param line   1-based line of the offending token
     * @param detail the message without a location, e.g. {@code unexpected symbol near ')'}
     */
    public LuaSyntaxException(int line, String detail) {
        super(line + ": " + detail);
        this.line = line;
        this.detail = detail;
    }

    /** 1-based line of the error. */
    public int line() {
        return line;
    }

    /** The message without its location. */
    public String detail() {
        return detail;
    }
}
