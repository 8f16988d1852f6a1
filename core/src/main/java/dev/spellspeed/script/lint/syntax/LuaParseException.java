package dev.spellspeed.script.lint.syntax;

/**
 * A syntax error: where it is and what is wrong, naming the offending token as written
 * ({@code unexpected symbol near '’'}, {@code 'end' expected (to close 'function' at line 3) near <eof>}).
 */
public final class LuaParseException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Position position;
    private final String detail;

    /** @param position where the offending token starts; @param detail the message without a location */
    public LuaParseException(Position position, String detail) {
        super(position + ": " + detail);
        this.position = position;
        this.detail = detail;
    }

    /** Where the offending token starts. */
    public Position position() {
        return position;
    }

    /** The message without its location. */
    public String detail() {
        return detail;
    }
}
