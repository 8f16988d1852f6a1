package dev.spellspeed.script.sandbox;

import java.lang.reflect.Field;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaValue;

/**
 * Reads where a {@link LuaError} happened and what it says.
 *
 * <p>LuaJ records the position ("chunkname:line" of the innermost Lua function) in the protected
 * field {@code LuaError.fileline} and prefixes it to {@link LuaError#getMessage()}; there is no
 * public accessor, so this reads the field reflectively (LuaJ is on the class path, so that is
 * allowed) and falls back to "unknown position" if it ever cannot.
 */
public final class LuaErrors {

    /**
     * A decoded error.
     *
     * @param chunk   chunk name without Lua's '@'/'=' marker (normally the file), or null
     * @param line    1-based line, or -1 when unknown
     * @param message the message without the position prefix
     */
    public record Decoded(String chunk, int line, String message) { }

    private static final Field FILELINE = filelineField();

    private LuaErrors() {
    }

    private static Field filelineField() {
        try {
            Field f = LuaError.class.getDeclaredField("fileline");
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** Position and message of a runtime error. */
    public static Decoded decode(LuaError error) {
        String fileline = fileline(error);
        LuaValue object = error.getMessageObject();
        String message;
        if (object != null && !object.isstring()) {
            message = "(error object is a " + object.typename() + " value)";
        } else {
            message = error.getMessage() == null ? "nil" : error.getMessage();
        }
        if (fileline == null) {
            return new Decoded(null, -1, message);
        }
        if (message.startsWith(fileline + " ")) {
            message = message.substring(fileline.length() + 1);
        }
        int colon = fileline.lastIndexOf(':');
        String chunk = colon < 0 ? fileline : fileline.substring(0, colon);
        int line = -1;
        if (colon >= 0) {
            try {
                line = Integer.parseInt(fileline.substring(colon + 1));
            } catch (NumberFormatException ignored) {
                // "?" when LuaJ had no line information
            }
        }
        return new Decoded(stripMarker(chunk), line, stripPosition(message, stripMarker(chunk), line));
    }

    /**
     * Position and message of an error whose message starts with a known chunk id, as compile
     * errors do ("c123.lua:4: unexpected symbol near 'x'").
     */
    public static Decoded decodeCompileError(LuaError error, String chunkId) {
        String message = tokenAsWritten(error.getMessage() == null ? "nil" : error.getMessage());
        String prefix = chunkId + ":";
        if (message.startsWith(prefix)) {
            int end = message.indexOf(':', prefix.length());
            if (end > prefix.length()) {
                try {
                    int line = Integer.parseInt(message.substring(prefix.length(), end));
                    return new Decoded(chunkId, line, message.substring(end + 1).strip());
                } catch (NumberFormatException ignored) {
                    // not "chunk:line:" after all
                }
            }
        }
        return new Decoded(chunkId, -1, message);
    }

    private static final java.util.regex.Pattern TOKEN_NUMBER = java.util.regex.Pattern.compile("symbol (\\d+) \\((.)\\)");
    /** LuaJ's lexer token numbers from 257 on, in order (its reserved words, then multi-character symbols). */
    private static final String[] TOKENS = {
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
        "..", "...", "==", ">=", "<=", "~=", "::", "<eof>",
    };

    /**
     * LuaJ's parser shows an unexpected token as its internal number and that number as a
     * character ({@code unexpected symbol 262 (Ć)} for {@code end}); Lua says
     * {@code unexpected symbol near 'end'}.
     */
    static String tokenAsWritten(String message) {
        java.util.regex.Matcher m = TOKEN_NUMBER.matcher(message);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int token = Integer.parseInt(m.group(1));
            String text = null;
            if (m.group(2).charAt(0) == token) {
                text = token < 257 ? String.valueOf((char) token)
                        : token - 257 < TOKENS.length ? TOKENS[token - 257] : null;
            }
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(
                    text == null ? m.group() : "symbol near '" + text + "'"));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String fileline(LuaError error) {
        if (FILELINE == null) {
            return null;
        }
        try {
            return (String) FILELINE.get(error);
        } catch (IllegalAccessException e) {
            return null;
        }
    }

    /**
     * {@code error("x")} in Lua 5.3 adds the position itself; LuaJ adds it again as fileline.
     * Remove a second copy so the message reads as Lua's would.
     */
    private static String stripPosition(String message, String chunk, int line) {
        String prefix = chunk + ":" + line + ": ";
        return message.startsWith(prefix) ? message.substring(prefix.length()) : message;
    }

    /** A compiled chunk's name as errors show it: its source without Lua's '@' or '=' marker. */
    public static String chunkName(org.luaj.vm2.Prototype prototype) {
        return prototype.source == null ? "?" : stripMarker(prototype.source.tojstring());
    }

    private static String stripMarker(String chunk) {
        return chunk.startsWith("@") || chunk.startsWith("=") ? chunk.substring(1) : chunk;
    }
}
