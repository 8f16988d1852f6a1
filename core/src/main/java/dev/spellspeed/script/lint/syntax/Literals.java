package dev.spellspeed.script.lint.syntax;

import java.util.regex.Pattern;

/** What Lua 5.3's lexer accepts inside a literal: the forms of a numeral and the escapes of a short string. */
final class Literals {
    private static final Pattern DECIMAL = Pattern.compile("(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern HEX = Pattern.compile("0[xX]([0-9a-fA-F]+\\.?[0-9a-fA-F]*|\\.[0-9a-fA-F]+)([pP][+-]?\\d+)?");

    private Literals() {
    }

    /** Whether a numeral as the lexer took it ({@code 3x} too) is one Lua reads. */
    static boolean isNumeral(String text) {
        return DECIMAL.matcher(text).matches() || HEX.matcher(text).matches();
    }

    /**
     * The first invalid escape of a quoted string as written ({@code \q}, {@code \x4}, {@code \300}),
     * or null. Lua 5.3's escapes: {@code \a \b \f \n \r \t \v \\ \" \' \z}, a line break, {@code \xXX},
     * {@code \ddd} up to 255, and u{XXX} after a backslash up to 2^31.
     */
    static String invalidEscape(String s) {
        for (int k = 1; k < s.length() - 1; k++) {
            if (s.charAt(k) != '\\') {
                continue;
            }
            char e = s.charAt(k + 1);
            int length = 2;
            boolean ok;
            if ("abfnrtvz\\\"'\n\r".indexOf(e) >= 0) {
                ok = true;
            } else if (e == 'x') {
                ok = k + 3 < s.length() && isHex(s.charAt(k + 2)) && isHex(s.charAt(k + 3));
                length = 4;
            } else if (e >= '0' && e <= '9') {
                int end = k + 1;
                while (end < s.length() && end < k + 4 && s.charAt(end) >= '0' && s.charAt(end) <= '9') {
                    end++;
                }
                ok = Integer.parseInt(s.substring(k + 1, end)) <= 255;
                length = end - k;
            } else if (e == 'u') {
                int close = s.indexOf('}', k);
                ok = k + 2 < s.length() && s.charAt(k + 2) == '{' && close > k + 3 && close <= k + 11
                        && s.substring(k + 3, close).chars().allMatch(c -> isHex((char) c))
                        && Long.parseLong(s.substring(k + 3, close), 16) <= 0x7FFFFFFFL;
                length = close > k ? close - k + 1 : 2;
            } else {
                ok = false;
            }
            if (!ok) {
                return s.substring(k, Math.min(s.length() - 1, k + Math.max(length, 2)));
            }
            k += length - 1;
        }
        return null;
    }

    private static boolean isHex(char c) {
        return Character.digit(c, 16) >= 0;
    }
}
