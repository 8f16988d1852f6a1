package dev.spellspeed.data;

/** Backslash escapes that keep a text field on one tab-separated line: {@code \\ \t \n \r}. */
final class TextEscapes {
    private TextEscapes() {}

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** @throws IllegalArgumentException on a backslash not followed by one of {@code \ t n r} */
    static String unescape(String field) {
        if (field.indexOf('\\') < 0) {
            return field;
        }
        StringBuilder out = new StringBuilder(field.length());
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (++i == field.length()) {
                throw new IllegalArgumentException("a lone backslash at the end");
            }
            char escaped = field.charAt(i);
            out.append(switch (escaped) {
                case '\\' -> '\\';
                case 't' -> '\t';
                case 'n' -> '\n';
                case 'r' -> '\r';
                default -> throw new IllegalArgumentException("unknown escape \\" + escaped);
            });
        }
        return out.toString();
    }
}
